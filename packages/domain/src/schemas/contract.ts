import { z } from 'zod';
import { minorUnits, tenThousandths } from '../money-output';
import { ZAllowedActions } from '../actions/catalog';
import { CONTRACT_STATUSES, SETTLEMENT_STATUSES } from '../constants';
import { CURRENCIES } from '../money';
import { PAYMENT_METHODS, ZOfferPricingRow, ZPriceBasis } from './offer';
import { zPagedListInput } from './paging';
import { singleLineText } from './primitives';
import { QUANTITY_BASES } from './measurement';
import { CONTRACT_SORTS } from '../list-sorts';
import {
  CONTRACT_PARTIES,
  SIGNATURE_KINDS,
  SIGNATURE_MAX_POINTS,
  SIGNATURE_MAX_STROKES,
  SIGNATURE_MESSAGES,
  SIGNATURE_PAD,
} from './signature-rules';

export { CONTRACT_SORTS } from '../list-sorts';

/**
 * `price_adjustment`: the final price of a formula contract less its provisional one (issue 30), either sign.
 * `demurrage`: the truck's wait at the delivery site beyond free time, owed by the buyer to the carrier (`payeeOrgId`).
 * `final_balance`: what the final invoice on the delivered quantity asks beyond what was paid (negative: a credit).
 */
export const SETTLEMENT_TYPES = ['advance', 'balance', 'price_adjustment', 'demurrage', 'final_balance'] as const;
/**
 * `awaiting_confirmation`: the payer's finance recorded it as paid outside the platform; it counts as paid only
 * once the payee (its finance, or an admin) confirms the money arrived.
 */
export const SETTLEMENT_RECORD_STATUSES = ['pending', 'awaiting_confirmation', 'completed', 'failed'] as const;
export type SettlementRecordStatus = (typeof SETTLEMENT_RECORD_STATUSES)[number];

/** Contracts: `q` matches the contract number or the RFQ (its number or id); filter by status and derived settlement status. */
export const ZContractListInput = zPagedListInput(CONTRACT_SORTS, {
  /** The list's search before paging came: the same as `q` (kept so shared links keep working). */
  search: singleLineText(100).optional(),
  status: z.enum(CONTRACT_STATUSES).optional(),
  settlementStatus: z.enum(SETTLEMENT_STATUSES).optional(),
});
export type TContractListInput = NonNullable<z.input<typeof ZContractListInput>>;

export const ZContractId = z.strictObject({ id: z.uuid('Unknown contract') });

export {
  CONTRACT_PARTIES,
  type ContractParty,
  SIGNATURE_KINDS,
  type SignatureKind,
  SIGNATURE_PAD,
  SIGNATURE_MAX_STROKES,
  SIGNATURE_MAX_POINTS,
} from './signature-rules';

export { SIGNATURE_MESSAGES } from './signature-rules';

const coordinate = (max: number) =>
  z
    .number()
    .int(SIGNATURE_MESSAGES.pointOutside)
    .min(0, SIGNATURE_MESSAGES.pointOutside)
    .max(max, SIGNATURE_MESSAGES.pointOutside);
/** A drawn signature: its strokes, each a list of integer points [x, y] on the signature pad. */
export const ZSignatureDrawing = z.strictObject({
  strokes: z
    .array(
      z
        .array(z.tuple([coordinate(SIGNATURE_PAD.width), coordinate(SIGNATURE_PAD.height)]))
        .min(1, SIGNATURE_MESSAGES.drawingRequired)
        .max(SIGNATURE_MAX_POINTS, SIGNATURE_MESSAGES.drawingTooLarge),
    )
    .min(1, SIGNATURE_MESSAGES.drawingRequired)
    .max(SIGNATURE_MAX_STROKES, SIGNATURE_MESSAGES.drawingTooLarge)
    .refine(
      (strokes) => strokes.reduce((n, s) => n + s.length, 0) <= SIGNATURE_MAX_POINTS,
      SIGNATURE_MESSAGES.drawingTooLarge,
    ),
});
export type TSignatureDrawing = z.infer<typeof ZSignatureDrawing>;

/** POST /api/contracts/{id}/sign: the signer's name and the signature, typed or drawn. */
export const ZSignContractInput = z
  .strictObject({
    id: z.uuid('Unknown contract'),
    signerName: singleLineText(200, SIGNATURE_MESSAGES.nameRequired),
    kind: z.enum(SIGNATURE_KINDS),
    drawing: ZSignatureDrawing.optional(),
  })
  .superRefine((input, ctx) => {
    if (input.kind === 'drawn' && !input.drawing)
      ctx.addIssue({ code: 'custom', path: ['drawing'], message: SIGNATURE_MESSAGES.drawingRequired });
    if (input.kind === 'typed' && input.drawing)
      ctx.addIssue({ code: 'custom', path: ['drawing'], message: SIGNATURE_MESSAGES.drawingOnlyWhenDrawn });
  });
export type TSignContractInput = z.input<typeof ZSignContractInput>;

/** One party's signature as a contract shows it; the drawing itself comes with contract.signatures. */
export const ZContractSignatureSummary = z.object({
  party: z.enum(CONTRACT_PARTIES),
  organizationId: z.string(),
  organizationName: z.string(),
  signerName: z.string(),
  kind: z.enum(SIGNATURE_KINDS),
  signedAt: z.string(),
});
export type TContractSignatureSummary = z.infer<typeof ZContractSignatureSummary>;

/** GET /api/contracts/{id}/signatures: each signature with its signer and, when drawn, its strokes. */
export const ZContractSignature = ZContractSignatureSummary.extend({
  id: z.string(),
  signerUserId: z.string().nullable(),
  drawing: ZSignatureDrawing.nullable(),
});
export type TContractSignature = z.infer<typeof ZContractSignature>;

export const ZContract = z.object({
  id: z.string(),
  contractNumber: z.string(),
  rfqId: z.string(),
  rfqNumber: z.string(),
  title: z.string(),
  offerId: z.string(),
  buyerOrgId: z.string(),
  buyerOrgName: z.string(),
  buyerOrgVerified: z.boolean(),
  supplierOrgId: z.string(),
  supplierOrgName: z.string(),
  supplierOrgVerified: z.boolean(),
  /** Integer minor units of `currency`. */
  totalValue: minorUnits('currency'),
  amountPaid: minorUnits('currency'),
  amountDue: minorUnits('currency'),
  currency: z.enum(CURRENCIES),
  status: z.enum(CONTRACT_STATUSES),
  settlementStatus: z.enum(SETTLEMENT_STATUSES),
  paymentTerms: z.object({
    method: z.enum(PAYMENT_METHODS),
    daysToPayment: z.number().int(),
    advancePayment: z.number(),
  }),
  /**
   * How the contract is priced (issue 30 item 5). Fixed: totalValue is the price. Formula: the formula as awarded,
   * the provisional price (totalValue, from the indicative one at acceptance) and, once every quote of the pricing
   * period exists, the final price; until then `quotesPresent` of `quotesNeeded` ("Awaiting quotes (3 of 5)").
   */
  pricing: ZOfferPricingRow,
  /**
   * The unit price agreed, integer ten-thousandths of `currency` (11619537 is 1161.9537): a fixed contract's from its
   * offer as entered (the band the RFQ's quantity falls in, else the offer's price); a formula contract's final price
   * once fixed, else its provisional one. Null for a fixed contract made before unit prices kept 4 decimals.
   */
  unitPrice: tenThousandths('currency').nullable(),
  /** A formula contract's unit price at acceptance, ten-thousandths of `currency`. */
  provisionalUnitPrice: tenThousandths('currency').nullable(),
  provisionalBasis: ZPriceBasis.nullable(),
  /** A formula contract's unit price once every quote of its period exists, ten-thousandths of `currency`. */
  finalUnitPrice: tenThousandths('currency').nullable(),
  /** Integer minor units of `currency`; null until the final price is fixed. */
  finalTotal: minorUnits('currency').nullable(),
  finalBasis: ZPriceBasis.nullable(),
  priceFixedAt: z.string().nullable(),
  quotesPresent: z.number().int().nullable(),
  quotesNeeded: z.number().int().nullable(),
  /**
   * Measured delivery terms, copied at acceptance from the offer where it proposed them, else from the RFQ
   * (delivery-terms.ts), and read by the money from then on: the quantity tolerance (± %, "5.00"), what the quantity is settled
   * on (received NSV, `outturn`, or loaded NSV, `bl`) and the transit loss allowed the carrier (% of loaded NSV, "0.30").
   */
  quantityTolerancePct: z.string(),
  quantityBasis: z.enum(QUANTITY_BASES),
  allowedTransitLossPct: z.string(),
  /** Demurrage terms: hours free at the delivery site ("2.00"), then minor units of `currency` per hour (0: none). */
  freeTimeHours: z.string(),
  demurrageRate: minorUnits('currency'),
  signedAt: z.string().nullable(),
  paymentReference: z.string().nullable(),
  orderId: z.string().nullable(),
  createdAt: z.string(),
  /** The signatures given so far (buyer first when both), and the parties whose signature is awaited. */
  signatures: z.array(ZContractSignatureSummary),
  awaitingSignatures: z.array(z.enum(CONTRACT_PARTIES)),
  allowedActions: ZAllowedActions,
});
export type TContract = z.infer<typeof ZContract>;

export const ZSettlement = z.object({
  id: z.string(),
  contractId: z.string(),
  settlementType: z.enum(SETTLEMENT_TYPES),
  status: z.enum(SETTLEMENT_RECORD_STATUSES),
  description: z.string(),
  reference: z.string().nullable(),
  amount: minorUnits('currency'),
  currency: z.enum(CURRENCIES),
  /** Who is paid when not the contract's supplier (a demurrage line's carrier); null otherwise. */
  payeeOrgId: z.string().nullable(),
  dueDate: z.string(),
  settledAt: z.string().nullable(),
  allowedActions: ZAllowedActions,
});
export type TSettlement = z.infer<typeof ZSettlement>;

/**
 * A settlement as its payee sees it when the payee is not a party of the contract (the carrier a demurrage line is
 * payable to): the line itself, the contract's number and the paying organization's name, and what it may do.
 */
export const ZPayableSettlement = ZSettlement.pick({
  id: true,
  settlementType: true,
  status: true,
  description: true,
  reference: true,
  amount: true,
  currency: true,
  dueDate: true,
  settledAt: true,
  allowedActions: true,
}).extend({ contractNumber: z.string(), payerName: z.string() });
export type TPayableSettlement = z.infer<typeof ZPayableSettlement>;

export const SETTLEMENT_MESSAGES = {
  referenceRequired: 'Payment reference is required',
  /** The label of `awaiting_confirmation` wherever a settlement's state shows. */
  awaitingConfirmation: 'Awaiting payee confirmation',
  reasonRequired: 'A reason is required',
} as const;

export const ZRecordSettlementInput = z.strictObject({
  settlementId: z.uuid('Unknown settlement'),
  reference: singleLineText(100, SETTLEMENT_MESSAGES.referenceRequired),
});

/** The payee confirms that the money recorded as paid outside the platform arrived. */
export const ZConfirmSettlementInput = z.strictObject({ settlementId: z.uuid('Unknown settlement') });

/** The payee says the money recorded as paid did not arrive: the settlement is pending again. */
export const ZRejectSettlementInput = z.strictObject({
  settlementId: z.uuid('Unknown settlement'),
  reason: singleLineText(500, SETTLEMENT_MESSAGES.reasonRequired),
});

/** GET /api/settlements/dashboard (spec 001 §3). Amounts in minor units of `currency`. */
export const ZSettlementDashboard = z.object({
  currency: z.enum(CURRENCIES),
  summary: z.object({
    totalValue: minorUnits(),
    totalContracts: z.number().int(),
    settledAmount: minorUnits(),
    pendingAmount: minorUnits(),
    overdueAmount: minorUnits(),
  }),
  settlementStatus: z.object({
    pending: z.number().int(),
    partial: z.number().int(),
    completed: z.number().int(),
    overdue: z.number().int(),
  }),
  paymentMetrics: z.object({
    onTimePayments: z.number(),
    latePayments: z.number().int(),
    failedPayments: z.number().int(),
    averagePaymentTime: z.number(),
  }),
  upcomingSettlements: z.array(
    z.object({
      id: z.string(),
      contractId: z.string(),
      contractNumber: z.string(),
      supplier: z.string(),
      supplierVerified: z.boolean(),
      dueDate: z.string(),
      amount: minorUnits(),
      /** Unpaid: pending, failed, or recorded as paid and awaiting the payee's confirmation. */
      status: z.enum(SETTLEMENT_RECORD_STATUSES),
      reference: z.string().nullable(),
      allowedActions: ZAllowedActions,
    }),
  ),
  recentSettlements: z.array(
    z.object({
      id: z.string(),
      contractNumber: z.string(),
      status: z.enum(SETTLEMENT_RECORD_STATUSES),
      reference: z.string().nullable(),
      settledAt: z.string(),
      amount: minorUnits(),
    }),
  ),
});
export type TSettlementDashboard = z.infer<typeof ZSettlementDashboard>;

/** Due badge by days to due date (spec 001 §2): past Overdue, 0 Due Today, 1 to 7 Due Soon. */
export function dueBadge(
  dueDate: string | Date,
  now: Date = new Date(),
  dueSoonDays = 7,
): 'Overdue' | 'Due Today' | 'Due Soon' | null {
  const day = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  const days = Math.round((day(new Date(dueDate)) - day(now)) / 86_400_000);
  if (days < 0) return 'Overdue';
  if (days === 0) return 'Due Today';
  return days <= dueSoonDays ? 'Due Soon' : null;
}
