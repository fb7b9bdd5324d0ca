import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_STATUSES, SHIPMENT_STATUSES } from '../constants';
import { CURRENCIES } from '../money';

/** The exact proof-of-delivery texts of spec 001 §5; the rest are ours, in the spec's tone. */
export const FULFILMENT_MESSAGES = {
  deliveredAtRequired: 'Delivery date/time is required',
  recipientRequired: 'Recipient name is required',
  signatureInvalid: 'Signature must be a PNG or JPEG image',
  originRequired: 'Origin is required',
  destinationRequired: 'Destination is required',
  departureRequired: 'Estimated departure is required',
  arrivalRequired: 'Estimated arrival is required',
  arrivalAfterDeparture: 'Estimated arrival must be after the estimated departure',
  cargoRequired: 'Cargo description is required',
  cancelReasonRequired: 'A reason is required to cancel an order',
  idempotencyKeyRequired: 'An Idempotency-Key is required to process a payment',
  amountInvalid: 'Amount must be a whole number of minor units',
} as const;

const instant = (message: string) =>
  z.union([z.string({ message }).min(1, message), z.date({ message })], { message }).transform((v, ctx) => {
    const date = v instanceof Date ? v : new Date(v);
    if (Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return date;
  });

/** A drawn signature: a PNG/JPEG data URL, at most ~300 KB. */
const signature = z
  .string()
  .max(400_000, 'Signature image is too large')
  .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/, FULFILMENT_MESSAGES.signatureInvalid);

export const ZPodInput = z.strictObject({
  shipmentId: z.uuid('Unknown shipment'),
  deliveredAt: instant(FULFILMENT_MESSAGES.deliveredAtRequired),
  recipientName: z.string({ message: FULFILMENT_MESSAGES.recipientRequired }).trim().min(1, FULFILMENT_MESSAGES.recipientRequired).max(200),
  signature: signature.optional(),
  notes: z.string().trim().max(2000).optional(),
});
export type TPodInput = z.input<typeof ZPodInput>;

export const ZShipmentCreateInput = z
  .strictObject({
    orderId: z.uuid('Unknown order'),
    originLocation: z.string({ message: FULFILMENT_MESSAGES.originRequired }).trim().min(1, FULFILMENT_MESSAGES.originRequired).max(300),
    destinationLocation: z.string({ message: FULFILMENT_MESSAGES.destinationRequired }).trim().min(1, FULFILMENT_MESSAGES.destinationRequired).max(300),
    estimatedDeparture: instant(FULFILMENT_MESSAGES.departureRequired),
    estimatedArrival: instant(FULFILMENT_MESSAGES.arrivalRequired),
    cargoDescription: z.string({ message: FULFILMENT_MESSAGES.cargoRequired }).trim().min(1, FULFILMENT_MESSAGES.cargoRequired).max(500),
    /** A chosen logistics company; absent means an open tender to every logistics company. */
    logisticsOrgId: z.uuid('Unknown logistics company').optional(),
  })
  .refine((s) => s.estimatedArrival > s.estimatedDeparture, { message: FULFILMENT_MESSAGES.arrivalAfterDeparture, path: ['estimatedArrival'] });
export type TShipmentCreateInput = z.input<typeof ZShipmentCreateInput>;

export const ZOrderCancelInput = z.strictObject({
  id: z.uuid('Unknown order'),
  reason: z.string({ message: FULFILMENT_MESSAGES.cancelReasonRequired }).trim().min(1, FULFILMENT_MESSAGES.cancelReasonRequired).max(500),
});

export const ZProcessPaymentInput = z.strictObject({
  id: z.uuid('Unknown payment'),
  idempotencyKey: z.string({ message: FULFILMENT_MESSAGES.idempotencyKeyRequired }).trim().min(8, FULFILMENT_MESSAGES.idempotencyKeyRequired).max(200),
  /** What the caller believes it pays; a replay of the same key with another amount is refused. */
  amount: z.number({ message: FULFILMENT_MESSAGES.amountInvalid }).int(FULFILMENT_MESSAGES.amountInvalid).positive(FULFILMENT_MESSAGES.amountInvalid),
});

export const ZEntityId = z.strictObject({ id: z.uuid('Unknown record') });

const orgName = z.object({ id: z.string(), name: z.string() });

export const ZPodData = z.object({ deliveredAt: z.string(), recipientName: z.string(), signature: z.string().nullable(), notes: z.string().nullable() });

export const ZShipment = z.object({
  id: z.string(),
  shipmentNumber: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  status: z.enum(SHIPMENT_STATUSES),
  originLocation: z.string(),
  destinationLocation: z.string(),
  cargoDescription: z.string(),
  estimatedDeparture: z.string(),
  actualDeparture: z.string().nullable(),
  estimatedArrival: z.string(),
  actualArrival: z.string().nullable(),
  logisticsOrg: orgName.nullable(),
  podData: ZPodData.nullable(),
  createdAt: z.string(),
});
export type TShipment = z.infer<typeof ZShipment>;

/**
 * Escrow release of an order: proof of delivery opens the inspection period (releaseDueAt); the buyer's
 * confirmation of receipt, or the end of the period without a dispute, releases the money (releasedAt).
 */
export const ZEscrowRelease = z.object({
  releaseDueAt: z.string().nullable(),
  receiptConfirmedAt: z.string().nullable(),
  releasedAt: z.string().nullable(),
});
export type TEscrowRelease = z.infer<typeof ZEscrowRelease>;

export const RECEIPT_MESSAGES = {
  onlyBuyer: 'Only the buyer confirms receipt of an order',
  notProven: 'Receipt is confirmed after proof of delivery',
} as const;

/** Orders show in USD in the spec's screens; amounts are integer minor units of `currency`. */
export const ZOrder = z.object({
  id: z.string(),
  orderNumber: z.string(),
  contractId: z.string(),
  contractNumber: z.string(),
  buyerOrg: orgName,
  supplierOrg: orgName,
  totalValue: z.number().int(),
  currency: z.enum(CURRENCIES),
  status: z.enum(ORDER_STATUSES),
  cancelReason: z.string().nullable(),
  createdAt: z.string(),
  shipment: ZShipment.nullable(),
  escrow: ZEscrowRelease,
});
export type TOrder = z.infer<typeof ZOrder>;

export const ZLedgerEntry = z.object({
  id: z.string(),
  entryType: z.enum(['capture', 'release', 'refund']),
  debitAccount: z.string(),
  creditAccount: z.string(),
  amount: z.number().int(),
  createdAt: z.string(),
});

export const ZPayment = z.object({
  id: z.string(),
  paymentNumber: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  settlementId: z.string().nullable(),
  description: z.string(),
  payerOrg: orgName,
  payeeOrg: orgName,
  amount: z.number().int(),
  currency: z.enum(CURRENCIES),
  paymentMethod: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  providerReference: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  /** The order's escrow release: when captured money is (or was) paid out to the payee. */
  escrow: ZEscrowRelease,
  ledger: z.array(ZLedgerEntry),
});
export type TPayment = z.infer<typeof ZPayment>;
