import type { StoredPricingBand } from '@energy/db/schema/offers';
import { MAX_AMOUNT_MINOR } from '@energy/domain/schemas/primitives';
import { badRequest } from '../../errors';

export const TOTAL_TOO_LARGE = 'The total price (unit price x RFQ quantity) must be at most 999,999,999,999.99';

/** The band that contains a quantity, if any. */
function bandIndexFor(quantity: number, bands: StoredPricingBand[]): number {
  return bands.findIndex((b) => quantity >= b.minQuantity && quantity <= b.maxQuantity);
}

/** Thousandths of a stored numeric quantity ("1500.250"), read exactly, without floating point. */
function milliQuantity(quantity: string): bigint {
  const [whole = '0', fraction = ''] = quantity.split('.');
  return BigInt(whole) * 1000n + BigInt(fraction.padEnd(3, '0').slice(0, 3));
}

/**
 * Total price, computed on the server from the RFQ quantity and the applicable price (the band that
 * contains the quantity, else the base price), in BigInt, and
 * checked before anything is written: a total above MAX_AMOUNT_MINOR is a 400 naming the price that
 * made it (`pathPrefix` for inputs nested in another object, e.g. a revision's "offer.").
 */
export function offerTotal(quantity: string, unitPrice: number, bands: StoredPricingBand[], pathPrefix = ''): number {
  const index = bandIndexFor(Number(quantity), bands);
  const price = bands[index]?.unitPrice ?? unitPrice;
  const total = (milliQuantity(quantity) * BigInt(price) + 500n) / 1000n;
  if (total > BigInt(MAX_AMOUNT_MINOR))
    throw badRequest(`${pathPrefix}${index >= 0 ? `pricingBands.${index}.unitPrice` : 'unitPrice'}`, TOTAL_TOO_LARGE);
  return Number(total);
}
