import { z } from 'zod';
import { minorUnits, tenThousandths } from '../money-output';
import { QUANTITY_BASES } from './measurement';
import { TOLERANCE_STATUSES } from '../measurement/settled-quantity';

/*
 * What an order was settled on after delivery: the settled quantity (the contract's basis NSV in the RFQ's unit),
 * its tolerance status and the buyer's acceptance of a short or over delivery, and the final invoice once the price
 * is final and the quantity settled (issued once).
 */

export { DELIVERED_QUANTITY_MESSAGES } from './delivered-quantity-messages';

/** How the settled quantity was taken, so it can be recomputed: the basis, the measurement, its NSV and density. */
export const ZSettledBasis = z.object({
  /** `contracted` when nothing was measured (received = contracted). */
  source: z.enum([...QUANTITY_BASES, 'contracted']),
  measurementId: z.string().nullable(),
  nsvLitres: z.string().nullable(),
  densityKgM3: z.string().nullable(),
  /** The RFQ's unit ("liters", "tons"). */
  unit: z.string(),
  contractedQuantity: z.string(),
  tolerancePct: z.string(),
  deviation: z.string(),
  deviationPct: z.string(),
});
export type TSettledBasis = z.infer<typeof ZSettledBasis>;

/**
 * The final invoice's figures: goods (settled × unit price) + demurrage − advances = amount, in integer minor units;
 * the unit price in integer ten-thousandths (stored as measurement/final-invoice.ts FinalInvoice, a decimal string).
 */
export const ZFinalInvoice = z.object({
  settledQuantity: z.string(),
  unitPrice: tenThousandths(),
  goods: minorUnits(),
  demurrage: minorUnits(),
  advances: minorUnits(),
  amount: minorUnits(),
});
export type TFinalInvoice = z.infer<typeof ZFinalInvoice>;

/** An order's delivered quantity and final invoice as its rows show them; null before the quantity is settled. */
export const ZOrderDelivery = z.object({
  settledQuantity: z.string(),
  status: z.enum(TOLERANCE_STATUSES),
  basis: ZSettledBasis,
  settledAt: z.string(),
  /** Null while a short or over delivery awaits the buyer's acceptance (or for one within the tolerance). */
  quantityAcceptedAt: z.string().nullable(),
  /** The final invoice, once issued (price final and quantity settled). */
  finalInvoice: ZFinalInvoice.nullable(),
  finalInvoicedAt: z.string().nullable(),
});
export type TOrderDelivery = z.infer<typeof ZOrderDelivery>;
