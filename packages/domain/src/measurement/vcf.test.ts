import { describe, expect, it } from 'vitest';
import { netStandardVolume, VCF_MESSAGES, VcfError, volumeCorrection } from './vcf';

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
