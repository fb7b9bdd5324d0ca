import { describe, expect, it } from 'vitest';
import { exact, toFixedHalfEven } from './exact';
import { formulaAmounts, roundTotal, roundUnitPrice } from './rounding';

describe('money precision: unit prices 4 decimals, totals 2, half to even at the last step', () => {
  it('rounds a tie to the even last digit', () => {
    expect(roundTotal('0.125')).toBe('0.12');
    expect(roundTotal('0.135')).toBe('0.14');
    expect(roundTotal('0.1251')).toBe('0.13');
    expect(roundTotal('2.5')).toBe('2.50');
    expect(toFixedHalfEven(exact('2.5'), 0)).toBe('2');
    expect(toFixedHalfEven(exact('3.5'), 0)).toBe('4');
    expect(roundUnitPrice('1.00005')).toBe('1.0000');
    expect(roundUnitPrice('1.00015')).toBe('1.0002');
  });

  it('rounds negatives symmetrically and never writes -0', () => {
    expect(roundTotal('-0.125')).toBe('-0.12');
    expect(roundTotal('-0.135')).toBe('-0.14');
    expect(roundTotal('-0.004')).toBe('0.00');
    expect(roundUnitPrice('-2')).toBe('-2.0000');
  });

  it('computes a formula total from the exact unit price, not from the rounded one', () => {
    // Index 812.25 USD/t at 845 kg/m³ = 109.12112860795146 USD/bbl (convert-price.test.ts), + 12.50 USD/bbl
    // = 121.62112860795146; x 3333 bbl = 405363.22165030221... -> 405363.22 (121.6211 x 3333 would give 405363.13).
    const amounts = formulaAmounts({ indexValue: '109.12112860795146', differential: '12.50', quantity: '3333' });
    expect(amounts).toMatchObject({ unitPrice: '121.6211', total: '405363.22' });
    // NMDPRA-style: 650 NGN/l minus 2.00 NGN/l on 45,000 l = 648 x 45000 = 29,160,000.00.
    expect(formulaAmounts({ indexValue: '650', differential: '-2.00', quantity: '45000' })).toMatchObject({
      unitPrice: '648.0000',
      total: '29160000.00',
    });
  });
});
