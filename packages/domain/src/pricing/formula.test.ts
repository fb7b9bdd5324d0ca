import { describe, expect, it } from 'vitest';
import { storedMoneyInteger } from '../money-decimal';
import { addDays, minorToUnitPrice, periodDays, priceFormula, readPeriod, unitPriceToMinor } from './formula';

describe('periodDays', () => {
  it('an average anchored on the delivery day runs from daysBefore before it to daysAfter after it', () => {
    expect(periodDays({ kind: 'average', anchor: 'delivery', daysBefore: 0, daysAfter: 4 }, '2026-12-30')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    expect(periodDays({ kind: 'average', anchor: 'delivery', daysBefore: 2, daysAfter: 0 }, '2026-03-01')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
  });

  it('a day is that day; a month every day of it, leap years included', () => {
    expect(periodDays({ kind: 'day', date: '2026-12-05' }, '2026-12-30')).toEqual(['2026-12-05']);
    expect(periodDays({ kind: 'month', month: '2027-02' }, '2026-12-30')).toHaveLength(28);
    const leap = periodDays({ kind: 'month', month: '2028-02' }, '2026-12-30');
    expect(leap).toHaveLength(29);
    expect(leap.at(-1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('readPeriod', () => {
  const days = ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05'];

  it('every day quoted: complete, the exact average of the days own quotes', () => {
    const reading = readPeriod(days, [
      { date: '2026-12-05', value: '840' },
      { date: '2026-12-01', value: '800' },
      { date: '2026-12-02', value: '810' },
      { date: '2026-12-03', value: '820' },
      { date: '2026-12-04', value: '830' },
      { date: '2026-12-06', value: '9999' },
    ]);
    expect(reading).toMatchObject({ present: 5, complete: true, asOf: '2026-12-05' });
    expect(reading.average).toEqual({ num: 820n, den: 1n });
  });

  it('a missing day carries the latest earlier quote, and the reading says 3 of 5 and the date used', () => {
    const reading = readPeriod(days, [
      { date: '2026-11-30', value: '790' },
      { date: '2026-12-01', value: '800' },
      { date: '2026-12-02', value: '810' },
      { date: '2026-12-04', value: '830' },
    ]);
    // 800 + 810 + 810 (carried) + 830 + 830 (carried) = 4080 / 5 = 816
    expect(reading).toMatchObject({ present: 3, complete: false, asOf: '2026-12-04' });
    expect(reading.average).toEqual({ num: 816n, den: 1n });
  });

  it('a future period reads the latest quote; no quote at all before it: no average', () => {
    const future = readPeriod(['2027-01-10', '2027-01-11'], [{ date: '2026-12-02', value: '810.5' }]);
    expect(future).toMatchObject({ present: 0, complete: false, asOf: '2026-12-02' });
    expect(future.average).toEqual({ num: 1621n, den: 2n });
    expect(readPeriod(days, [])).toMatchObject({ average: null, asOf: null, present: 0 });
  });
});

describe('priceFormula', () => {
  it('USD/t gasoil, 845 kg/m3, into NGN per litre at 1,500 NGN/USD, minus 2.00 NGN/l, for 33,000 l', () => {
    // 820 USD/t x 0.845 t/m3 / 1000 l/m3 = 0.6929 USD/l x 1500 = 1039.35 NGN/l; - 2.00 = 1037.35; x 33,000 = 34,232,550.00
    const price = priceFormula({
      index: { currency: 'USD', unit: 't' },
      average: { num: 820n, den: 1n },
      target: { unit: 'l', quantity: '33000', currency: 'NGN', density: '845' },
      fx: { base: 'USD', quote: 'NGN', rate: '1500.000000', date: '2026-12-05' },
      differential: '-2.00',
    });
    expect(price).toEqual({
      indexAverage: '820.000000',
      convertedIndex: '1039.3500',
      differential: '-2.00',
      unitPrice: '1037.3500',
      total: '34232550.00',
      density: '845',
      fx: { base: 'USD', quote: 'NGN', rate: '1500.000000', date: '2026-12-05', inverted: false },
    });
    expect(storedMoneyInteger(price.total, 'minor')).toBe(3_423_255_000);
  });

  it('rounds once, at the end: an average that does not end, times the quantity', () => {
    // (100 + 100 + 101) / 3 = 100.3333... + 0.50 = 100.8333... USD/bbl; x 3 bbl = 302.50 exactly, not 3 x 100.8333
    const price = priceFormula({
      index: { currency: 'USD', unit: 'bbl' },
      average: { num: 301n, den: 3n },
      target: { unit: 'bbl', quantity: '3', currency: 'USD', density: null },
      fx: null,
      differential: '0.50',
    });
    expect(price).toMatchObject({ indexAverage: '100.333333', unitPrice: '100.8333', total: '302.50', fx: null });
  });

  it('names the density and the inverted rate it used', () => {
    // 81.00 USD/bbl in NGN/l with only NGN/USD = 0.000625: 81 / 158.987294928 / 0.000625 = 815.15947... NGN/l
    const price = priceFormula({
      index: { currency: 'USD', unit: 'bbl' },
      average: { num: 81n, den: 1n },
      target: { unit: 'l', quantity: '1000', currency: 'NGN', density: '850' },
      fx: { base: 'NGN', quote: 'USD', rate: '0.000625', date: '2026-12-01' },
      differential: '0',
    });
    expect(price.convertedIndex).toBe('815.1595');
    expect(price.fx).toMatchObject({ inverted: true, date: '2026-12-01' });
    expect(price.density).toBeNull();
  });
});

describe('minor units', () => {
  it('totals and 4-decimal unit prices in minor units, half to even; minor units as a 4-decimal unit price', () => {
    expect(storedMoneyInteger('-0.50', 'minor')).toBe(-50);
    expect(minorToUnitPrice(12_345)).toBe('123.4500');
    expect(minorToUnitPrice(-5)).toBe('-0.0500');
    expect(unitPriceToMinor('1037.3550')).toBe(103_736);
    expect(unitPriceToMinor('1037.3450')).toBe(103_734);
    expect(unitPriceToMinor('0.6929')).toBe(69);
  });
});
