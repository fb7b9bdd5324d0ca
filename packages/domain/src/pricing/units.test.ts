import { describe, expect, it } from 'vitest';
import { toFixedHalfEven } from './exact';
import { PRICE_MEASURES } from '../schemas/pricing';
import {
  ConversionError,
  convertQuantity,
  defaultDensity,
  MEASURE_OF_RFQ_UNIT,
  MEASURES,
  measureFactor,
} from './units';

const factor = (from: Parameters<typeof measureFactor>[0], to: Parameters<typeof measureFactor>[1], density?: string) =>
  toFixedHalfEven(measureFactor(from, to, density), 12);

describe('measure conversions', () => {
  it('converts volumes, masses and energies exactly by their definitions', () => {
    expect(factor('bbl', 'l')).toBe('158.987294928000');
    expect(factor('m3', 'l')).toBe('1000.000000000000');
    expect(factor('t', 'kg')).toBe('1000.000000000000');
    // 1 l = 1 / 158.987294928 bbl = 0.006289810770432... bbl.
    expect(factor('l', 'bbl')).toBe('0.006289810770');
    // 1 bbl = 42 gal.
    expect(factor('bbl', 'gal')).toBe('42.000000000000');
    // 1 MWh = 3600 MJ / 1055.05585262 MJ = 3.412141633128... MMBtu.
    expect(factor('MWh', 'mmbtu')).toBe('3.412141633128');
    // Round trip without any loss: 2 bbl -> l -> bbl.
    expect(toFixedHalfEven(convertQuantity('2', 'bbl', 'l'), 9)).toBe('317.974589856');
  });

  it('converts a mass and a volume through a density in kg/m³', () => {
    // 1 bbl = 0.158987294928 m³; x 845 kg/m³ = 134.34426421416 kg = 0.13434426421416 t.
    expect(toFixedHalfEven(measureFactor('bbl', 't', '845'), 14)).toBe('0.13434426421416');
    // 1 t = 1000 kg / 845 kg/m³ = 1.183431952662... m³ = 7.443563041931... bbl.
    expect(factor('t', 'bbl', '845')).toBe('7.443563041931');
    // 1000 l of PMS at 740 kg/m³ = 740 kg.
    expect(toFixedHalfEven(convertQuantity('1000', 'l', 'kg', '740'), 0)).toBe('740');
  });

  it('refuses mass to volume without a density, or with one that is not above 0', () => {
    expect(() => measureFactor('t', 'bbl')).toThrow(
      expect.objectContaining({ code: 'density_required', kind: 'bad_request' }),
    );
    expect(() => measureFactor('kg', 'l', null)).toThrow(ConversionError);
    for (const density of ['0', '-845', 'abc', '8e2']) {
      expect(() => measureFactor('t', 'bbl', density)).toThrow(expect.objectContaining({ code: 'density_invalid' }));
    }
  });

  it('refuses energy to or from a volume or a mass, even with a density', () => {
    for (const [from, to] of [
      ['mmbtu', 'bbl'],
      ['t', 'MWh'],
      ['MWh', 'l'],
    ] as const) {
      expect(() => measureFactor(from, to, '845')).toThrow(
        expect.objectContaining({
          code: 'energy_not_convertible',
          message: 'An energy unit (MMBtu, MWh) cannot be converted to or from a volume or a mass',
        }),
      );
    }
  });

  it('knows every measure an index is quoted in and every unit an RFQ is in', () => {
    for (const measure of [...PRICE_MEASURES, ...Object.values(MEASURE_OF_RFQ_UNIT)])
      expect(MEASURES).toContain(measure);
  });

  it('ignores a density between two volumes', () => {
    expect(factor('bbl', 'l', '845')).toBe('158.987294928000');
  });
});

describe('default densities', () => {
  it('gives each listed product its typical density and the rest none', () => {
    expect(defaultDensity('refined-products', 'AGO')).toBe('845');
    expect(defaultDensity('refined-products', 'PMS')).toBe('740');
    expect(defaultDensity('refined-products', 'DPK')).toBe('800');
    expect(defaultDensity('refined-products', 'ATK')).toBe('800');
    expect(defaultDensity('refined-products', 'LPG')).toBe('540');
    expect(defaultDensity('refined-products', 'FO')).toBe('960');
    expect(defaultDensity('crude-oil')).toBe('850');
    expect(defaultDensity('refined-products', 'Bitumen')).toBeNull();
    expect(defaultDensity('refined-products')).toBeNull();
    expect(defaultDensity('natural-gas')).toBeNull();
    expect(defaultDensity('electricity')).toBeNull();
  });
});
