import { z } from 'zod';
import { minorUnits } from '../money-output';
import { ZAllowedActions } from '../actions/catalog';
import { ORDER_STATUSES, PAYMENT_STATUSES, SHIPMENT_STATUSES } from '../constants';
import { CURRENCIES } from '../money';
import { ZConvertedTotal } from '../pricing/converted-total';
import { zPagedListInput } from './paging';
import { boundedDate, isPastPlannedDate, multiLineText, singleLineText } from './primitives';
import { moneyInputOrDecimalString } from '../money-input';
import { dataUrlImageHeader } from '../image-header';
import { ZTenderTerms } from './fleet';
import { ZOrgRef } from './organization';
import { ZOrderDelivery } from './delivered-quantity';
import { QUANTITY_BASES, ZReceivedMeasurement, ZShipmentMeasured } from './measurement';
import { ORDER_SORTS, SHIPMENT_SORTS, PAYMENT_SORTS } from '../list-sorts';

export { ORDER_SORTS, SHIPMENT_SORTS, PAYMENT_SORTS } from '../list-sorts';

/** The exact proof-of-delivery texts of spec 001 §5; the rest are ours, in the spec's tone. */
export const FULFILMENT_MESSAGES = {
  deliveredAtRequired: 'Delivery date/time is required',
  recipientRequired: 'Recipient name is required',
  signatureInvalid: 'Signature must be a PNG or JPEG image',
  signatureTooLarge: 'Signature image is too large',
  signatureDimensions: 'Signature image must be at most 2000 x 1000 pixels',
  deliveredAtFuture: 'Delivery date/time cannot be in the future',
  deliveredBeforeDeparture: 'Delivery date/time cannot be before the shipment departed',
  departurePast: 'Estimated departure must not be in the past',
  arrivalPast: 'Estimated arrival must not be in the past',
  originRequired: 'Origin is required',
  destinationRequired: 'Destination is required',
  departureRequired: 'Estimated departure is required',
  arrivalRequired: 'Estimated arrival is required',
  arrivalAfterDeparture: 'Estimated arrival must be after the estimated departure',
  cargoRequired: 'Cargo description is required',
  tenderTermsRequired:
    'Tender terms are required for an open tender: choose a logistics company or give a maximum rate and a bid deadline',
  cancelReasonRequired: 'A reason is required to cancel an order',
  idempotencyKeyRequired: 'An Idempotency-Key is required to process a payment',
  amountInvalid: 'Amount must be a whole number of minor units',
} as const;

export const SIGNATURE_MAX = { width: 2000, height: 1000 } as const;

/** A drawn signature: a PNG/JPEG data URL whose decoded header is checked (at most ~300 KB). */
const signature = z
  .string()
  .max(400_000, FULFILMENT_MESSAGES.signatureTooLarge)
  .superRefine((dataUrl, ctx) => {
    const image = dataUrlImageHeader(dataUrl);
    if (!image) ctx.addIssue({ code: 'custom', message: FULFILMENT_MESSAGES.signatureInvalid });
    else if (image.width > SIGNATURE_MAX.width || image.height > SIGNATURE_MAX.height)
      ctx.addIssue({ code: 'custom', message: FULFILMENT_MESSAGES.signatureDimensions });
  });

export const ZPodInput = z.strictObject({
  shipmentId: z.uuid('Unknown shipment'),
  deliveredAt: boundedDate(FULFILMENT_MESSAGES.deliveredAtRequired),
  recipientName: singleLineText(200, FULFILMENT_MESSAGES.recipientRequired),
  signature: signature.optional(),
  notes: multiLineText(2000).optional(),
  /** What the receiver measured (all four or none: without them, received = loaded). */
  ...ZReceivedMeasurement,
});
export type TPodInput = z.input<typeof ZPodInput>;

/** Arrange transport. `now` is injectable so tests can pin the clock; planned dates may not be past. */
export function shipmentCreateSchema(now: () => Date = () => new Date()) {
  return z
    .strictObject({
      orderId: z.uuid('Unknown order'),
      originLocation: singleLineText(300, FULFILMENT_MESSAGES.originRequired),
      destinationLocation: singleLineText(300, FULFILMENT_MESSAGES.destinationRequired),
      estimatedDeparture: boundedDate(FULFILMENT_MESSAGES.departureRequired),
      estimatedArrival: boundedDate(FULFILMENT_MESSAGES.arrivalRequired),
      cargoDescription: multiLineText(500, FULFILMENT_MESSAGES.cargoRequired),
      /** A chosen logistics company; absent means an open tender to every logistics company. */
      logisticsOrgId: z.uuid('Unknown logistics company').optional(),
      /**
       * What the logistics companies bid on: maximum rate, bid deadline, priority, cargo (the Tender Inbox's fields).
       * Required for an open tender; optional when a logistics company is chosen: without terms, that company
       * accepts the shipment at the order's terms.
       */
      tender: ZTenderTerms.optional().meta({
        description:
          "Tender terms (maximum rate, bid deadline, priority, cargo). Required for an open tender; optional when logisticsOrgId names a logistics company, which then accepts the shipment at the order's terms (POST /api/logistics/shipments/{id}/accept).",
      }),
    })
    .superRefine((s, ctx) => {
      const current = now();
      if (!s.logisticsOrgId && s.tender === undefined)
        ctx.addIssue({ code: 'custom', path: ['tender'], message: FULFILMENT_MESSAGES.tenderTermsRequired });
      if (isPastPlannedDate(s.estimatedDeparture, current))
        ctx.addIssue({ code: 'custom', path: ['estimatedDeparture'], message: FULFILMENT_MESSAGES.departurePast });
      if (isPastPlannedDate(s.estimatedArrival, current))
        ctx.addIssue({ code: 'custom', path: ['estimatedArrival'], message: FULFILMENT_MESSAGES.arrivalPast });
      if (
        s.estimatedArrival instanceof Date &&
        s.estimatedDeparture instanceof Date &&
        s.estimatedArrival <= s.estimatedDeparture
      )
        ctx.addIssue({
          code: 'custom',
          path: ['estimatedArrival'],
          message: FULFILMENT_MESSAGES.arrivalAfterDeparture,
        });
    });
}
export const ZShipmentCreateInput = shipmentCreateSchema();
export type TShipmentCreateInput = z.input<typeof ZShipmentCreateInput>;

/** The chosen carrier declines a shipment tendered to it without a tender; the reason, if given, is told to the supplier. */
export const ZShipmentDeclineInput = z.strictObject({
  id: z.uuid('Unknown shipment'),
  reason: singleLineText(500).optional(),
});

export const ZOrderCancelInput = z.strictObject({
  id: z.uuid('Unknown order'),
  reason: multiLineText(500, FULFILMENT_MESSAGES.cancelReasonRequired),
});

export const ZProcessPaymentInput = z.strictObject({
  id: z.uuid('Unknown payment'),
  idempotencyKey: singleLineText(200, FULFILMENT_MESSAGES.idempotencyKeyRequired).min(
    8,
    FULFILMENT_MESSAGES.idempotencyKeyRequired,
  ),
  /** What the caller believes it pays; a replay of the same key with another amount is refused. */
  amount: moneyInputOrDecimalString({
    scale: 2,
    required: FULFILMENT_MESSAGES.amountInvalid,
    invalid: FULFILMENT_MESSAGES.amountInvalid,
  }),
});

export const ZEntityId = z.strictObject({ id: z.uuid('Unknown record') });

export const ZPodData = z.object({
  deliveredAt: z.string(),
  recipientName: z.string(),
  signature: z.string().nullable(),
  notes: z.string().nullable(),
});

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
  logisticsOrg: ZOrgRef.nullable(),
  podData: ZPodData.nullable(),
  /** What was measured at loading and receipt (the counted measurement of each) and the transit loss. */
  measured: ZShipmentMeasured,
  /**
   * Its order's final invoice time (null until issued) and its contract's quantity basis; null when unknown. An issued
   * final invoice ends the corrections it stands on (finalInvoiceRefusal), which screens state beside the button.
   */
  invoicing: z.object({ finalInvoicedAt: z.string().nullable(), quantityBasis: z.enum(QUANTITY_BASES) }).nullable(),
  createdAt: z.string(),
  allowedActions: ZAllowedActions,
});
export type TShipment = z.infer<typeof ZShipment>;

/**
 * Escrow release of an order: proof of delivery opens the inspection period (releaseDueAt); the buyer's
 * confirmation of receipt (receiptConfirmedAt), or the end of the period without a dispute, releases the money
 * captured into escrow. releasedAt is when captured money first left escrow for the payee: null while nothing
 * was captured, even after receipt was confirmed (money captured after that is released at once).
 */
export const ZEscrowRelease = z.object({
  releaseDueAt: z.string().nullable(),
  receiptConfirmedAt: z.string().nullable(),
  releasedAt: z.string().nullable(),
  /**
   * Why the money stays in escrow, while it is not released: an open dispute (VERIFICATION_MESSAGES.dispute)
   * or a supplier not verified yet (VERIFICATION_MESSAGES.release); null when nothing holds it.
   */
  heldReason: z.string().nullable(),
  /** The order's money in escrow now: its captured payments, integer minor units of the order's currency. */
  heldAmount: minorUnits(),
  /** The order's money not captured into escrow yet: its pending, processing and failed payments (minor units). */
  uncapturedAmount: minorUnits(),
});
export type TEscrowRelease = z.infer<typeof ZEscrowRelease>;

export { RECEIPT_MESSAGES } from './receipt-messages';

/** Orders show in USD in the spec's screens; amounts are integer minor units of `currency`. */
export const ZOrder = z.object({
  id: z.string(),
  orderNumber: z.string(),
  contractId: z.string(),
  contractNumber: z.string(),
  buyerOrg: ZOrgRef,
  supplierOrg: ZOrgRef,
  totalValue: minorUnits('currency'),
  currency: z.enum(CURRENCIES),
  status: z.enum(ORDER_STATUSES),
  cancelReason: z.string().nullable(),
  createdAt: z.string(),
  shipment: ZShipment.nullable(),
  escrow: ZEscrowRelease,
  /** Its settled quantity, tolerance status and final invoice; null until proof of delivery settles it. */
  delivery: ZOrderDelivery.nullable(),
  allowedActions: ZAllowedActions,
});
export type TOrder = z.infer<typeof ZOrder>;

export const ZLedgerEntry = z.object({
  id: z.string(),
  entryType: z.enum(['capture', 'release', 'refund']),
  debitAccount: z.string(),
  creditAccount: z.string(),
  /** The accounts as people read them: the organization's name, or "Platform escrow". */
  debitAccountName: z.string(),
  creditAccountName: z.string(),
  amount: minorUnits(),
  createdAt: z.string(),
});

export const ZPayment = z.object({
  id: z.string(),
  paymentNumber: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  settlementId: z.string().nullable(),
  description: z.string(),
  payerOrg: ZOrgRef,
  payeeOrg: ZOrgRef,
  amount: minorUnits('currency'),
  currency: z.enum(CURRENCIES),
  paymentMethod: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  providerReference: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  /** The order's escrow release: when captured money is (or was) paid out to the payee. */
  escrow: ZEscrowRelease,
  ledger: z.array(ZLedgerEntry),
  allowedActions: ZAllowedActions,
});
export type TPayment = z.infer<typeof ZPayment>;

/** Orders: `q` matches the order number or a party's name; filter by status. */
export const ZOrderListInput = zPagedListInput(ORDER_SORTS, { status: z.enum(ORDER_STATUSES).optional() });
/** Shipments: `q` matches the shipment or order number and the places; filter by status. */
export const ZShipmentListInput = zPagedListInput(SHIPMENT_SORTS, { status: z.enum(SHIPMENT_STATUSES).optional() });
/** Payments: `q` matches the payment or order number and the description; filter by status. */
export const ZPaymentListInput = zPagedListInput(PAYMENT_SORTS, { status: z.enum(PAYMENT_STATUSES).optional() });

/** A sum of money in one currency (minor units): summaries never add naira to dollars. */
export const ZMoneyTotal = z.object({ currency: z.enum(CURRENCIES), amount: minorUnits('currency') });
export type TMoneyTotal = z.infer<typeof ZMoneyTotal>;

/** Which payment states each Payment Dashboard card counts. */
export const PAYMENT_SUMMARY_STATES = {
  succeeded: ['captured', 'completed'],
  pending: ['pending'],
  heldInEscrow: ['captured'],
  /** Attempts that reached an outcome: the success rate is succeeded of these. */
  attempted: ['captured', 'completed', 'failed'],
} as const satisfies Record<string, readonly (typeof PAYMENT_STATUSES)[number][]>;

/** The Payment Dashboard's cards over every payment the caller may see (not only the rows loaded). */
export const ZPaymentSummary = z.object({
  /** Captured and completed payments, per currency. */
  volume: z.array(ZMoneyTotal),
  /** Captured payments (money held in escrow until release), per currency. */
  heldInEscrow: z.array(ZMoneyTotal),
  pending: z.number().int(),
  succeeded: z.number().int(),
  attempted: z.number().int(),
  /** Volume and Held in Escrow added up in the caller's default currency at today's rates (reporting currency). */
  converted: z.object({ volume: ZConvertedTotal, heldInEscrow: ZConvertedTotal }),
});
export type TPaymentSummary = z.infer<typeof ZPaymentSummary>;

/** Which shipment states each Logistics Dashboard card counts. */
export const SHIPMENT_SUMMARY_STATES = {
  active: ['accepted', 'in_transit'],
  openTenders: ['tendered'],
  completedPods: ['pod_confirmed'],
} as const satisfies Record<string, readonly (typeof SHIPMENT_STATUSES)[number][]>;

/** The Logistics Dashboard's cards over every shipment the caller may see (not only the rows loaded). */
export const ZShipmentSummary = z.object({
  activeShipments: z.number().int(),
  openTenders: z.number().int(),
  completedPods: z.number().int(),
  /** Shipments that have arrived, and those of them that arrived by their estimated arrival. */
  arrived: z.number().int(),
  arrivedOnTime: z.number().int(),
  /** Distance driven on the caller's jobs completed this month (UTC): great-circle legs between their reported positions, whole meters. */
  distanceMeters: z.number().int(),
});
export type TShipmentSummary = z.infer<typeof ZShipmentSummary>;
