import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertUnitPrice } from './convert-price';
import { add, compare, exact, multiply, subtract, toFixedHalfEven } from './exact';
import { unitPriceToMinor } from './formula';
import { fixedTotal, formulaAmounts } from './rounding';
import { offerInputSchema } from '../schemas/offer';
import { MEASURES } from './units';

/** A decimal string of up to `whole + places` digits, up to `places` of them after the point, possibly negative. */
const decimal = (whole: number, places: number, negative = false) =>
  fc
    .tuple(
      fc.boolean(),
      fc.bigInt({ min: 0n, max: 10n ** BigInt(whole + places) - 1n }),
      fc.integer({ min: 0, max: places }),
    )
    .map(([minus, digits, scale]) => {
      const text = digits.toString().padStart(scale + 1, '0');
      const body = scale === 0 ? text : `${text.slice(0, -scale)}.${text.slice(-scale)}`;
      return negative && minus && digits !== 0n ? `-${body}` : body;
    });

/** The exact value of a decimal string as a scaled bigint with `places` decimals (the oracle: plain integers). */
const scaledBy = (text: string, places: number) => {
  const [whole = '', fraction = ''] = text.replace('-', '').split('.');
  const value = BigInt(whole + fraction.padEnd(places, '0'));
  return text.startsWith('-') ? -value : value;
};

/** Half to even of a non-negative scaled integer, dropping `drop` decimals. */
const halfEven = (value: bigint, drop: number) => {
  const unit = 10n ** BigInt(drop);
  const [quotient, rest] = [value / unit, value % unit];
  return rest * 2n > unit || (rest * 2n === unit && quotient % 2n === 1n) ? quotient + 1n : quotient;
};

describe('formula amounts, whatever the inputs', () => {
  it('round the total once, half to even, from the exact unit price', () => {
    fc.assert(
      fc.property(decimal(12, 6), decimal(6, 4, true), decimal(9, 3), (indexValue, differential, quantity) => {
        const { unitPrice, total } = formulaAmounts({ indexValue, differential, quantity });
        // Oracle in integers: (index x 10^6 + differential x 10^6) x quantity x 10^3 has 9 decimals.
        const exactTotal = (scaledBy(indexValue, 6) + scaledBy(differential, 6)) * scaledBy(quantity, 3);
        const magnitude = exactTotal < 0n ? -exactTotal : exactTotal;
        const cents = magnitude / 10n ** 7n;
        const rest = magnitude % 10n ** 7n;
        const half = 5n * 10n ** 6n;
        const rounded = rest > half || (rest === half && cents % 2n === 1n) ? cents + 1n : cents;
        const expected = toFixedHalfEven({ num: exactTotal < 0n ? -rounded : rounded, den: 100n }, 2);
        expect(total).toBe(expected);
        expect(unitPrice).toMatch(/^-?\d+\.\d{4}$/);
        expect(total).toMatch(/^-?\d+\.\d{2}$/);
      }),
      { numRuns: 500 },
    );
  });

  it('price a converted index consistently: exact there and back, and a total that agrees with its unit price', () => {
    const volumeOrMass = MEASURES.filter((m) => m !== 'mmbtu' && m !== 'MWh');
    fc.assert(
      fc.property(
        decimal(6, 6),
        fc.constantFrom(...volumeOrMass),
        fc.constantFrom(...volumeOrMass),
        decimal(3, 2).filter((d) => /[1-9]/.test(d)),
        decimal(4, 2, true),
        decimal(7, 3),
        (value, from, to, density, differential, quantity) => {
          const there = convertUnitPrice({ value, unit: from, currency: 'USD' }, { to, density });
          // Back from the exact value written to 40 decimals: equal to the value entered far past any rounding.
          const back = convertUnitPrice(
            { value: toFixedHalfEven(there.exact, 40), unit: to, currency: 'USD' },
            { to: from, density },
          );
          expect(toFixedHalfEven(back.exact, 30)).toBe(toFixedHalfEven(exact(value), 30));
          // The total shown and the unit price shown x the quantity differ by at most the two roundings:
          // half a cent, plus half of the unit price's last decimal per unit of quantity.
          const { unitPrice, total } = formulaAmounts({ indexValue: there.exact, differential, quantity });
          const gap = subtract(exact(total), multiply(exact(unitPrice), exact(quantity)));
          const bound = add(exact('0.005'), multiply(exact('0.00005'), exact(quantity)));
          expect(compare(gap.num < 0n ? { num: -gap.num, den: gap.den } : gap, bound)).toBeLessThanOrEqual(0);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('price a fixed offer the same way: its 4-decimal price as entered, minor units and total each half to even once', () => {
    const schema = offerInputSchema(() => new Date('2026-06-01T00:00:00Z'));
    fc.assert(
      fc.property(
        decimal(8, 4).filter((d) => /[1-9]/.test(d)),
        decimal(9, 3),
        (entered, quantity) => {
          const { unitPrice } = schema.parse({
            rfqId: '7e1a0000-0000-4000-8000-000000000001',
            unitPrice: entered,
            validUntil: '2026-07-01T00:00:00Z',
            paymentTerms: { method: 'escrow', daysToPayment: 30, advancePayment: 0 },
          });
          // Kept as entered, to 4 decimals, never rounded.
          expect(unitPrice).toMatch(/^\d+\.\d{4}$/);
          expect(scaledBy(unitPrice ?? '', 4)).toBe(scaledBy(entered, 4));
          // Minor units: 4 decimals to 2, half to even.
          expect(BigInt(unitPriceToMinor(unitPrice ?? ''))).toBe(halfEven(scaledBy(entered, 4), 2));
          // The total from the exact price: 7 decimals to 2, half to even, once.
          const expected = halfEven(scaledBy(entered, 4) * scaledBy(quantity, 3), 5);
          expect(scaledBy(fixedTotal(unitPrice ?? '', quantity), 2)).toBe(expected);
        },
      ),
      { numRuns: 500 },
    );
  });
});
