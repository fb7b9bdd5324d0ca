import { describe, expect, it } from 'vitest';
import { convertUnitPrice } from './convert-price';
import { toFixedHalfEven } from './exact';

describe('convertUnitPrice', () => {
  it('expresses a gasoil price per tonne per barrel at 845 kg/m³', () => {
    // 1 bbl = 158.987294928 l = 0.158987294928 m³; x 845 kg/m³ = 134.34426421416 kg = 0.13434426421416 t.
    // 812.25 USD/t x 0.13434426421416 t/bbl = 109.12112860795146 USD/bbl -> 109.1211 (4 decimals).
    const converted = convertUnitPrice({ value: '812.25', unit: 't', currency: 'USD' }, { to: 'bbl', density: '845' });
    expect(converted.value).toBe('109.1211');
    expect(toFixedHalfEven(converted.exact, 14)).toBe('109.12112860795146');
    expect(converted).toMatchObject({
      unit: 'bbl',
      currency: 'USD',
      asEntered: { value: '812.25', unit: 't', currency: 'USD' },
      density: '845',
      fx: null,
    });
  });

  it('expresses a price per litre per barrel, without a density', () => {
    // 650 NGN/l x 158.987294928 l/bbl = 103341.7417032 NGN/bbl -> 103341.7417.
    const converted = convertUnitPrice({ value: '650', unit: 'l', currency: 'NGN' }, { to: 'bbl' });
    expect(converted.value).toBe('103341.7417');
    expect(converted.density).toBeNull();
  });

  it('keeps a conversion that does not end exact until the rounding', () => {
    // 1 USD/l -> USD/t at 845 kg/m³: 1 t = 1000/845 m³ = 1,000,000/845 l -> 1183.43195266... -> 1183.4320.
    expect(convertUnitPrice({ value: '1', unit: 'l' }, { to: 't', density: '845' }).value).toBe('1183.4320');
    // 10 USD/MMBtu -> USD/MWh: 1 MWh = 3600/1055.05585262 MMBtu = 3.4121416331... -> 34.1214.
    expect(convertUnitPrice({ value: '10', unit: 'mmbtu' }, { to: 'MWh' }).value).toBe('34.1214');
  });

  it('converts the currency at the rate passed in, either way round, and says which rate it used', () => {
    // 109.12112860795146 USD/bbl x 1550.25 NGN/USD = 169165.02962447675... -> 169165.0296 NGN/bbl.
    const fx = { base: 'USD', quote: 'NGN', rate: '1550.250000', date: '2026-11-20' } as const;
    const converted = convertUnitPrice(
      { value: '812.25', unit: 't', currency: 'USD' },
      { to: 'bbl', currency: 'NGN', density: '845', fx },
    );
    expect(converted.value).toBe('169165.0296');
    expect(converted.fx).toEqual({ ...fx, inverted: false });
    // The NGN/USD pair (1 NGN = 0.000645 USD): 109.12112860795146 / 0.000645 = 169180.0443... -> 169180.0444.
    const inverse = { base: 'NGN', quote: 'USD', rate: '0.000645', date: '2026-11-19' } as const;
    const viaInverse = convertUnitPrice(
      { value: '812.25', unit: 't', currency: 'USD' },
      { to: 'bbl', currency: 'NGN', density: '845', fx: inverse },
    );
    expect(viaInverse.value).toBe('169180.0444');
    expect(viaInverse.fx).toEqual({ ...inverse, inverted: true });
  });

  it('refuses another currency without a rate, or with the rate of another pair', () => {
    const price = { value: '10', unit: 'l', currency: 'USD' } as const;
    expect(() => convertUnitPrice(price, { to: 'l', currency: 'NGN' })).toThrow(
      expect.objectContaining({ code: 'rate_required' }),
    );
    const eur = { base: 'EUR', quote: 'NGN', rate: '1700', date: '2026-11-20' } as const;
    expect(() => convertUnitPrice(price, { to: 'l', currency: 'NGN', fx: eur })).toThrow(
      expect.objectContaining({ code: 'rate_mismatch' }),
    );
    const zero = { base: 'USD', quote: 'NGN', rate: '0.000000', date: '2026-11-20' } as const;
    expect(() => convertUnitPrice(price, { to: 'l', currency: 'NGN', fx: zero })).toThrow(
      expect.objectContaining({ code: 'rate_invalid' }),
    );
  });

  it('refuses a mass to volume price without a density and an energy price per volume', () => {
    expect(() => convertUnitPrice({ value: '812.25', unit: 't' }, { to: 'bbl' })).toThrow(
      expect.objectContaining({ code: 'density_required' }),
    );
    expect(() => convertUnitPrice({ value: '3.10', unit: 'mmbtu' }, { to: 'bbl', density: '845' })).toThrow(
      expect.objectContaining({ code: 'energy_not_convertible' }),
    );
  });

  it('refuses a value that is not a plain decimal', () => {
    expect(() => convertUnitPrice({ value: '8e2', unit: 'l' }, { to: 'bbl' })).toThrow(
      expect.objectContaining({ kind: 'bad_request', message: 'Expected a decimal number such as 812.25' }),
    );
  });
});
