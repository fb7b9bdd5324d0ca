import { describe, expect, it } from 'vitest';
import { correctionFactor, netStandardVolume, VCF_MESSAGES, VcfError, volumeCorrection } from './vcf';

function refusal(run: () => unknown): VcfError {
  try {
    run();
  } catch (error) {
    if (error instanceof VcfError) return error;
    throw error;
  }
  throw new Error('expected a VcfError');
}

describe('volumeCorrection (API MPMS 11.1 / ASTM D1250-80, Table 54)', () => {
  it('AGO at 850 kg/m³ and 30 °C: 0.9875 on 54B, diesel and fuel oils (issue 31)', () => {
    expect(volumeCorrection({ product: 'AGO', densityKgM3: '850', temperatureC: '30' })).toEqual({
      vcf: '0.9875',
      table: '54B',
      group: 'diesel and fuel oils',
      densityKgM3: '850.0',
      temperatureC: '30.00',
      alpha: '0.0008308',
    });
  });

  it('the product chooses 54A or 54B, the density chooses the group', () => {
    expect(volumeCorrection({ product: 'crude-oil', densityKgM3: '850', temperatureC: '30' }).table).toBe('54A');
    expect(volumeCorrection({ product: 'AGO', densityKgM3: '820', temperatureC: '30' }).group).toBe('jet and kerosene');
    expect(volumeCorrection({ product: 'DPK', densityKgM3: '780', temperatureC: '30' }).group).toBe('transition zone');
    expect(volumeCorrection({ product: 'PMS', densityKgM3: '740', temperatureC: '30' }).group).toBe('gasolines');
    expect(volumeCorrection({ product: 'PMS', densityKgM3: '770.4', temperatureC: '30' }).group).toBe('gasolines');
    expect(volumeCorrection({ product: 'PMS', densityKgM3: '770.5', temperatureC: '30' }).group).toBe(
      'transition zone',
    );
    expect(volumeCorrection({ product: 'ATK', densityKgM3: '787.5', temperatureC: '30' }).group).toBe(
      'jet and kerosene',
    );
    expect(volumeCorrection({ product: 'AGO', densityKgM3: '838.5', temperatureC: '30' }).group).toBe(
      'diesel and fuel oils',
    );
  });

  it('rounds the inputs as the standard reads them: density to 0.1 kg/m³, temperature to 0.05 °C', () => {
    const result = volumeCorrection({ product: 'AGO', densityKgM3: '849.96', temperatureC: '29.98' });
    expect(result.densityKgM3).toBe('850.0');
    expect(result.temperatureC).toBe('30.00');
    expect(volumeCorrection({ product: 'AGO', densityKgM3: '850', temperatureC: '15' }).vcf).toBe('1.0000');
  });
});

/*
 * Published values the implementation is checked against. Sources (all public):
 *  [GC]  geocaching.com/geocache/GC1RNPT, a tanker ullage exercise: gasoline 0.7214 kg/l at 22.0 °C "VCF = 0,9911
 *        according to Table 54B"; gasoil 0.8428 kg/l at 22.5 °C "VCF = 0,9937 according to Table 54B".
 *  [MCJ] Measurement Canada, "Volume correction factors to 15 °C for use with all grades of Jet A, Jet-A1, jet
 *        kerosene, turbine fuel", issued January 2016, density at 15 °C = 800 kg/m³ (table 54B), rows −40 to −20 °C
 *        (as mirrored at online.documentine.com).
 *  [MCA] Measurement Canada, "Facteurs de correction du volume — carburant d'aviation (avgas-80, avgas-100)", January
 *        2016, masse volumique à 15 °C = 710 kg/m³ (table 54B), rows −40 to −19 °C (strategis.ic.gc.ca/…/lm04777).
 *  [BGI] scribd.com/document/192833803 "ASTM Tables Calc" (a BGI Crew calculator print-out, not the printed book):
 *        Table 54C, coefficient 1644 × 10⁻⁶ per °C at −18 °C: 1.0533.
 *  [7S]  sevensurveyor.com/bunker-survey-calculation (F. Yusuf, 27 March 2010; also scribd.com/document/463110103):
 *        fuel oil, density at 15 °C 0.9903, 34 °C: "T 54B (VCF) > Density @ 15*C 0.9903 = 0.9870".
 *  [BC]  fr.scribd.com/document/370250180 "bunk-cal": HFO, density at 15 °C 0.9920 at 36 °C, "From Table 54B" 0.9857
 *        (the quantity = volume × 0.9857 × WCF).
 *  [MK]  de.scribd.com/doc/56046151 "Method of Calculating Oil Weight" (M. Khan, M.T. New Jane, Feb. 2002): "referring
 *        to 'Table 54B', page 212, under 884.0 … Temp. 26 °C, the V.C.F. is 0.9913"; its worked tank: 0.8706 at 26 °C,
 *        "168.5 x 0.9911 x …".
 *  [CC]  scribd.com/document/741025355 "Cargo Calculations - Explanation" (a tanker's loading worked cases), CASE 1
 *        "To calculate Topping Off Ullage when loading CPP using Table 54 B": tank temperature 30.5 °C, density at
 *        15 °C 0.7455, "Check VCF fm Table 54 B (enter the tab with the density at 15 C & Present Temp): 0.9811".
 *  [I31] issue 31's own figure: AGO, 850 kg/m³, 30 °C -> 0.9875 on 54B (the brief's required example).
 * In the range −10 to 50 °C that makes 7 published 54B points (2 gasolines, 5 diesel and fuel oils) besides the issue's
 * own. No printed Table 54A, jet and kerosene, transition-zone or in-range 54C value could be found in the sources
 * searched (the search corpora 'pages', 'docs' and 'code': tanker and bunker survey worked examples, Measurement Canada
 * bulletins, which the corpus holds only from their first rows, and open-source calculators, whose tests compute rather
 * than cite the tables): those points below are marked "computed by this implementation, no published value found"
 * and hold it to itself only.
 *
 * A second search (2026-11-28, the same corpora; about 60 queries: Table 54A/54B/54C worked examples and ullage reports
 * in English, French, Spanish, Indonesian and Vietnamese, exam and tutorial pages, Measurement Canada's jet, avgas and
 * other tables queried by their in-range rows, the API 2540 Volume X text, npm and PyPI package lists, GitHub code with
 * "Table 54A", "Table 54B", "Tabla 54B", "D1250-80", "API 2540", "ASTM 54B") found no further printed value in range:
 *  - Measurement Canada's tables (jet 800, avgas 710 kg/m³) are held from −40 °C only to about −19 °C, as before.
 *  - Pages quoting "Table 54" at 0.725 kg/l and 32 °C as 0.9802 (kapal-pelaut-surveyor.blogspot.com, 2012, and its
 *    copies) read the superseded 1953 Table 54 (0.005 kg/l columns); the 1980 Table 54B gives 0.9784. Not counted.
 *    So does the table shipped by github.com/danndk5/mytank-app (assets/icon/astm_table.json, "ASTM D1250 Table 54",
 *    0.840-0.870 kg/l by 0.005): 0.850 at 30.0 °C is 0.9880 there, 0.9875 on the 1980 Table 54B (the figure).
 *  - Open-source calculators' "expected" values (e.g. github.com/Zubastic120993/fuel_mcp, fuel_mcp/tests/
 *    test_vcf_precision.py, "extracted from ASTM D1250 examples / NIST", ±0.0005) are their own formula's results by
 *    their own comments ("based on ISO 91-1 / ASTM D1250 formulas"). Not counted.
 *  - An open-source bunker-survey kernel (Rust crate supersurvey_calc, tests/astm_worksheet_qa_tests.rs; the index
 *    does not name its repository) quotes a field-signed, anonymized BQS worksheet: VLSFO 953.4 kg/m³ at 35 °C 0.9856
 *    and at 30 °C 0.9892 (this implementation agrees: see the worksheet test below), and 947.6 kg/m³ at 30.1 °C 0.9892
 *    where the 1980 procedure (theirs and ours) gives 0.9891: the worksheet read a printed table at its nearest entry,
 *    948 kg/m³ and 30.00 °C, which gives 0.9892. A worksheet that is not public, so not counted as published.
 *  - A third search (2026-11-28, later: GitHub code by exact strings "Table 54B", "Table 54A", "table54b", "D1250-80",
 *    "IP 200", "printed table", repositories named astm/vcf/petroleum, fuel_mcp's "official" CSV folder; pages in
 *    English, Indonesian and Spanish; Measurement Canada, HMRC's Oils Technical Manual, API MPMS 11.1 volumes as
 *    mirrored) found the [CC] point above and nothing else in range: fuel_mcp's CSVs hold Tables 53B/54B-tonnage/56
 *    but no VCF; the Indonesian "cara mendapat VCF" pages (0.7250/0.7300 columns at 32 °C: 0.9802/0.9805) read the
 *    1953 table again; the API MPMS 11.1 volumes mirrored (Volume XIV, Tables 53D/54D; Volume I, Tables 5A/6A) are held
 *    from their front matter only; the BGI print-out's 54A row (1050 kg/m³ at 55 °C: 0.97758, 5 decimals) is a
 *    calculator's, outside −10…50 °C and not on the 1980 table's 4 decimals. Not counted.
 *  - The Editorial Amplification to Volume X (API 2540, October 1980, as mirrored at scribd.com/document/492006377)
 *    states the VCF's own rounding: exp truncated to 8 decimals, table value to 4 (vcf.ts step 4). Its example VCFs
 *    (8 decimals) come without their inputs in the stored text, so they cannot be checked.
 */
describe('published Table 54 values', () => {
  const published: [
    source: string,
    product: string,
    density: string,
    temperature: string,
    vcf: string,
    group: string,
  ][] = [
    ['GC', 'PMS', '721.4', '22.0', '0.9911', 'gasolines'],
    ['GC', 'AGO', '842.8', '22.5', '0.9937', 'diesel and fuel oils'],
    ['CC', 'PMS', '745.5', '30.5', '0.9811', 'gasolines'],
    ['7S', 'FO', '990.3', '34', '0.9870', 'diesel and fuel oils'],
    ['BC', 'FO', '992.0', '36', '0.9857', 'diesel and fuel oils'],
    ['MK', 'FO', '884.0', '26', '0.9913', 'diesel and fuel oils'],
    ['MK', 'FO', '870.6', '26', '0.9911', 'diesel and fuel oils'],
    ['I31', 'AGO', '850', '30', '0.9875', 'diesel and fuel oils'],
  ];
  it.each(published)('[%s] %s at %s kg/m³ and %s °C: %s (%s)', (_source, product, density, temperature, vcf, group) => {
    const result = volumeCorrection({ product, densityKgM3: density, temperatureC: temperature });
    expect([result.vcf, result.table, result.group]).toEqual([vcf, '54B', group]);
  });

  it('[BGI] Table 54C, 1644 × 10⁻⁶ per °C at −18 °C: 1.0533', () => {
    const result = volumeCorrection({
      product: 'petrochemicals',
      densityKgM3: '870',
      temperatureC: '-18',
      coefficient: '0.001644',
    });
    expect([result.vcf, result.table, result.group]).toEqual(['1.0533', '54C', 'fixed coefficient']);
  });

  // The anonymized field worksheet quoted by the supersurvey_calc kernel's tests (see the list above): its two rows at
  // the worksheet's own density and temperature, and the row it read from the printed table at the nearest entry.
  it('[BQS] VLSFO 953.4 kg/m³ at 35 and 30 °C: 0.9856 and 0.9892; 947.6 at 30.1 °C is 0.9891 (948 at 30.00: 0.9892)', () => {
    const vcf = (density: string, temperature: string) =>
      volumeCorrection({ product: 'FO', densityKgM3: density, temperatureC: temperature }).vcf;
    expect([vcf('953.4', '35'), vcf('953.4', '30')]).toEqual(['0.9856', '0.9892']);
    expect([vcf('947.6', '30.1'), vcf('948', '30.00')]).toEqual(['0.9891', '0.9892']);
  });

  // Measurement Canada prints Table 54B below the 1980 range (−18 °C), so these go through correctionFactor with the
  // α15 volumeCorrection derives for the density (54B jet 800 kg/m³: 0.0009290; gasolines 710 kg/m³: 0.0013052).
  const jetAlpha = volumeCorrection({ product: 'ATK', densityKgM3: '800', temperatureC: '30' }).alpha;
  const avgasAlpha = volumeCorrection({ product: 'PMS', densityKgM3: '710', temperatureC: '30' }).alpha;
  it('derives the α15 of the Measurement Canada tables', () => {
    expect([jetAlpha, avgasAlpha]).toEqual(['0.0009290', '0.0013052']);
  });
  const canada: [source: string, alpha: string, temperature: string, vcf: string][] = [
    ['MCJ', jetAlpha, '-40', '1.0502'],
    ['MCJ', jetAlpha, '-39.9', '1.0501'],
    ['MCJ', jetAlpha, '-38.5', '1.0489'],
    ['MCJ', jetAlpha, '-35', '1.0457'],
    ['MCJ', jetAlpha, '-30.9', '1.0420'],
    ['MCJ', jetAlpha, '-30', '1.0412'],
    ['MCJ', jetAlpha, '-27.8', '1.0392'],
    ['MCJ', jetAlpha, '-25.7', '1.0373'],
    ['MCJ', jetAlpha, '-24', '1.0358'],
    ['MCJ', jetAlpha, '-22.5', '1.0344'],
    ['MCJ', jetAlpha, '-21.3', '1.0334'],
    ['MCJ', jetAlpha, '-20', '1.0322'],
    ['MCA', avgasAlpha, '-40', '1.0700'],
    ['MCA', avgasAlpha, '-39.4', '1.0693'],
    ['MCA', avgasAlpha, '-37.1', '1.0664'],
    ['MCA', avgasAlpha, '-35', '1.0638'],
    ['MCA', avgasAlpha, '-33.7', '1.0622'],
    ['MCA', avgasAlpha, '-30', '1.0576'],
    ['MCA', avgasAlpha, '-28.9', '1.0562'],
    ['MCA', avgasAlpha, '-25', '1.0513'],
    ['MCA', avgasAlpha, '-24.6', '1.0508'],
    ['MCA', avgasAlpha, '-22.3', '1.0479'],
    ['MCA', avgasAlpha, '-20.7', '1.0459'],
    ['MCA', avgasAlpha, '-19', '1.0437'],
  ];
  it.each(canada)('[%s] α %s at %s °C: %s', (_source, alpha, temperature, vcf) => {
    expect(correctionFactor(alpha, temperature)).toBe(vcf);
  });
});

describe('computed by this implementation, no published value found (regression values, not references)', () => {
  const computed: [product: string, density: string, temperature: string, vcf: string, table: string, group: string][] =
    [
      ['crude-oil', '850', '30', '0.9872', '54A', 'crude oil'],
      ['crude-oil', '870.5', '-10', '1.0201', '54A', 'crude oil'],
      ['crude-oil', '820', '50', '0.9678', '54A', 'crude oil'],
      ['crude-oil', '900', '40', '0.9809', '54A', 'crude oil'],
      ['DPK', '780', '-10', '1.0258', '54B', 'transition zone'],
      ['DPK', '775', '35', '0.9779', '54B', 'transition zone'],
      ['ATK', '800', '30', '0.9860', '54B', 'jet and kerosene'],
      ['ATK', '820', '45', '0.9733', '54B', 'jet and kerosene'],
      ['PMS', '740', '30', '0.9815', '54B', 'gasolines'],
      ['PMS', '700', '-5', '1.0265', '54B', 'gasolines'],
      ['FO', '950', '50', '0.9747', '54B', 'diesel and fuel oils'],
      ['LPFO', '1000', '0', '1.0101', '54B', 'diesel and fuel oils'],
    ];
  it.each(computed)('%s at %s kg/m³ and %s °C: %s (%s, %s)', (product, density, temperature, vcf, table, group) => {
    const result = volumeCorrection({ product, densityKgM3: density, temperatureC: temperature });
    expect([result.vcf, result.table, result.group]).toEqual([vcf, table, group]);
  });

  it('54C at 972 × 10⁻⁶ per °C and 40 °C: 0.9755', () => {
    const result = volumeCorrection({
      product: 'AGO',
      densityKgM3: '850',
      temperatureC: '40',
      coefficient: '0.000972',
    });
    expect([result.vcf, result.table, result.alpha]).toEqual(['0.9755', '54C', '0.0009720']);
  });
});

describe('volumeCorrection refusals', () => {
  it('names the density outside 54A or 54B', () => {
    const low = refusal(() => volumeCorrection({ product: 'PMS', densityKgM3: '652.9', temperatureC: '20' }));
    expect(low.field).toBe('densityKgM3');
    expect(low.message).toBe(VCF_MESSAGES.productDensityOutOfRange);
    expect(low.details).toEqual([{ path: 'densityKgM3', message: VCF_MESSAGES.productDensityOutOfRange }]);
    const crude = refusal(() => volumeCorrection({ product: 'crude-oil', densityKgM3: '1075.1', temperatureC: '20' }));
    expect(crude.message).toBe(VCF_MESSAGES.crudeDensityOutOfRange);
    expect(refusal(() => volumeCorrection({ product: 'AGO', densityKgM3: 'abc', temperatureC: '20' })).code).toBe(
      'density_invalid',
    );
  });

  it('names the temperature outside the density band', () => {
    const cold = refusal(() => volumeCorrection({ product: 'AGO', densityKgM3: '850', temperatureC: '-18.1' }));
    expect(cold.field).toBe('temperatureC');
    expect(cold.message).toBe(VCF_MESSAGES.temperatureOutOfRange150);
    const hot = refusal(() => volumeCorrection({ product: 'PMS', densityKgM3: '740', temperatureC: '95.1' }));
    expect(hot.message).toBe(VCF_MESSAGES.temperatureOutOfRange95);
    expect(volumeCorrection({ product: 'PMS', densityKgM3: '740', temperatureC: '95' }).table).toBe('54B');
  });

  it('refuses LPG, gases and unknown products, naming the product', () => {
    const lpg = refusal(() => volumeCorrection({ product: 'LPG', densityKgM3: '540', temperatureC: '20' }));
    expect([lpg.field, lpg.code, lpg.message]).toEqual(['product', 'product_not_covered', VCF_MESSAGES.lpgNotCovered]);
    expect(
      refusal(() => volumeCorrection({ product: 'natural-gas', densityKgM3: '700', temperatureC: '20' })).field,
    ).toBe('product');
    expect(refusal(() => volumeCorrection({ product: 'water', densityKgM3: '999', temperatureC: '20' })).code).toBe(
      'product_unknown',
    );
  });

  it('54C refuses a coefficient outside 486 to 1674 × 10⁻⁶ per °C', () => {
    const error = refusal(() =>
      volumeCorrection({ product: 'petrochemicals', densityKgM3: '870', temperatureC: '20', coefficient: '0.002' }),
    );
    expect([error.field, error.message]).toEqual(['coefficient', VCF_MESSAGES.coefficientOutOfRange]);
  });
});

describe('netStandardVolume', () => {
  it('observed litres × VCF, rounded half to even to whole litres', () => {
    // 33,000 × 0.9875 = 32,587.5 -> 32,588 (the even neighbour).
    expect(netStandardVolume('33000', '0.9875')).toBe('32588');
    // 10,002 × 0.9875 = 9,876.975 -> 9,877; 1,000 × 0.9965 = 996.5 -> 996 (half to even).
    expect(netStandardVolume('10002', '0.9875')).toBe('9877');
    expect(netStandardVolume('1000', '0.9965')).toBe('996');
  });
});
