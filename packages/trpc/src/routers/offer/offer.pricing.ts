import type { StoredPricingBand } from '@energy/db/schema/offers';
import { decimalToMoneyInteger } from '@energy/domain/money-input';
import { minorToUnitPrice, unitPriceToMinor } from '@energy/domain/pricing/formula';
import { fixedTotal } from '@energy/domain/pricing/rounding';
import { MAX_AMOUNT_MINOR } from '@energy/domain/schemas/primitives';
import { badRequest } from '../../errors';

export const TOTAL_TOO_LARGE = 'The total price (unit price x RFQ quantity) must be at most 999,999,999,999.99';

/** A band as the offer input gives it: its unit price as entered, 4 decimals ("1161.9537"). */
export interface EnteredPricingBand {
  minQuantity: number;
  maxQuantity: number;
  unitPrice: string;
}

/** A band as stored: its price in minor units (half to even) for the lists, and as entered. */
export function storedBand(band: EnteredPricingBand): StoredPricingBand {
  return { ...band, unitPrice: unitPriceToMinor(band.unitPrice), exactUnitPrice: band.unitPrice };
}

/** A stored band's unit price, 4 decimals: as entered, or its minor units for a band stored before. */
export function bandUnitPrice(band: StoredPricingBand): string {
  return band.exactUnitPrice ?? minorToUnitPrice(band.unitPrice);
}

/** The band that contains a quantity, if any. */
function bandIndexFor(quantity: number, bands: readonly StoredPricingBand[]): number {
  return bands.findIndex((b) => quantity >= b.minQuantity && quantity <= b.maxQuantity);
}

/** The unit price that applies to the RFQ's quantity, 4 decimals: the band that contains it, else the base price. */
export function applicableUnitPrice(quantity: string, unitPrice: string, bands: readonly StoredPricingBand[]): string {
  const band = bands[bandIndexFor(Number(quantity), bands)];
  return band ? bandUnitPrice(band) : unitPrice;
}

/**
 * Total price, computed on the server from the RFQ quantity and the applicable price as entered (the band that
 * contains the quantity, else the base price), exactly and rounded half to even once (fixedTotal), and checked
 * before anything is written: a total above MAX_AMOUNT_MINOR is a 400 naming the price that made it (`pathPrefix`
 * for inputs nested in another object, e.g. a revision's "offer.").
 */
export function offerTotal(
  quantity: string,
  unitPrice: string,
  bands: readonly StoredPricingBand[],
  pathPrefix = '',
): number {
  const index = bandIndexFor(Number(quantity), bands);
  // Null: more whole digits than any amount has, so too large as well.
  const total = decimalToMoneyInteger(fixedTotal(applicableUnitPrice(quantity, unitPrice, bands), quantity), 'minor');
  if (total === null || total > MAX_AMOUNT_MINOR)
    throw badRequest(`${pathPrefix}${index >= 0 ? `pricingBands.${index}.unitPrice` : 'unitPrice'}`, TOTAL_TOO_LARGE);
  return total;
}

/**
 * The unit price a contract awarded on a fixed offer carries, 4 decimals: the one that applies to the RFQ's quantity,
 * as entered (an offer stored before prices kept 4 decimals: its minor units).
 */
export function fixedContractUnitPrice(
  offer: { unitPrice: number; indicativeUnitPrice: string | null; pricingBands: readonly StoredPricingBand[] },
  quantity: string,
): string {
  return applicableUnitPrice(
    quantity,
    offer.indicativeUnitPrice ?? minorToUnitPrice(offer.unitPrice),
    offer.pricingBands,
  );
}
