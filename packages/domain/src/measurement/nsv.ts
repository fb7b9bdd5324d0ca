import { exact, multiply, toFixedHalfEven } from '../pricing/exact';
import { convertQuantity } from '../pricing/units';

/*
 * A measurement's litres and its net standard volume, exactly: what the server stores (shipment.measurements.ts) and
 * what a correction dialog previews. Kept apart from vcf.ts, whose tables the page never needs.
 */

/** An observed volume in litres, exactly (a barrel is 158.987294928 l, so 3 decimals of bbl give at most 12 of litres). */
export function observedLitresOf(volume: string, unit: 'l' | 'm3' | 'bbl'): string {
  return toFixedHalfEven(convertQuantity(volume, unit, 'l'), 12).replace(/\.?0+$/, '');
}

/** Net standard volume: observed litres × VCF, exact, rounded half to even to whole litres (33,000 × 0.9875 = 32,588). */
export function netStandardVolume(observedLitres: string, vcf: string): string {
  return toFixedHalfEven(multiply(exact(observedLitres), exact(vcf)), 0);
}
