import type { StoredPricingBand } from '@energy/db/schema/offers';
import { lineTotalMinor } from '@energy/domain/money';

/** The unit price for a quantity: the band that contains it, else the offer's base price. */
export function applicableUnitPrice(quantity: number, unitPrice: number, bands: StoredPricingBand[]): number {
  const band = bands.find((b) => quantity >= b.minQuantity && quantity <= b.maxQuantity);
  return band ? band.unitPrice : unitPrice;
}

/** Total price, computed on the server from the RFQ quantity and the applicable price. */
export function offerTotal(quantity: string, unitPrice: number, bands: StoredPricingBand[]): number {
  return lineTotalMinor(quantity, applicableUnitPrice(Number(quantity), unitPrice, bands));
}
