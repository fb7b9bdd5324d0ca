import { z } from 'zod';
import { ZAllowedActions } from '../actions/catalog';
import { CONTRACT_STATUSES, SETTLEMENT_STATUSES } from '../constants';
import { CURRENCIES } from '../money';
import { PAYMENT_METHODS } from './offer';
import { zPagedListInput } from './paging';
import { singleLineText } from './primitives';
import { CONTRACT_SORTS } from '../list-sorts';

export { CONTRACT_SORTS } from '../list-sorts';

export const SETTLEMENT_TYPES = ['advance', 'balance'] as const;
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
  totalValue: z.number().int(),
  amountPaid: z.number().int(),
  amountDue: z.number().int(),
  currency: z.enum(CURRENCIES),
  status: z.enum(CONTRACT_STATUSES),
  settlementStatus: z.enum(SETTLEMENT_STATUSES),
  paymentTerms: z.object({ method: z.enum(PAYMENT_METHODS), daysToPayment: z.number().int(), advancePayment: z.number() }),
  signedAt: z.string().nullable(),
  paymentReference: z.string().nullable(),
  orderId: z.string().nullable(),
  createdAt: z.string(),
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
  amount: z.number().int(),
  currency: z.enum(CURRENCIES),
  dueDate: z.string(),
  settledAt: z.string().nullable(),
  allowedActions: ZAllowedActions,
});
export type TSettlement = z.infer<typeof ZSettlement>;

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
    totalValue: z.number().int(),
    totalContracts: z.number().int(),
    settledAmount: z.number().int(),
    pendingAmount: z.number().int(),
    overdueAmount: z.number().int(),
  }),
  settlementStatus: z.object({ pending: z.number().int(), partial: z.number().int(), completed: z.number().int(), overdue: z.number().int() }),
  paymentMetrics: z.object({
    onTimePayments: z.number(),
    latePayments: z.number().int(),
    failedPayments: z.number().int(),
    averagePaymentTime: z.number(),
  }),
  upcomingSettlements: z.array(
    z.object({
      id: z.string(), contractId: z.string(), contractNumber: z.string(), supplier: z.string(), supplierVerified: z.boolean(), dueDate: z.string(), amount: z.number().int(),
      /** Unpaid: pending, failed, or recorded as paid and awaiting the payee's confirmation. */
      status: z.enum(SETTLEMENT_RECORD_STATUSES),
      reference: z.string().nullable(),
      allowedActions: ZAllowedActions,
    }),
  ),
  recentSettlements: z.array(
    z.object({ id: z.string(), contractNumber: z.string(), status: z.enum(SETTLEMENT_RECORD_STATUSES), reference: z.string().nullable(), settledAt: z.string(), amount: z.number().int() }),
  ),
});
export type TSettlementDashboard = z.infer<typeof ZSettlementDashboard>;

/** Due badge by days to due date (spec 001 §2): past Overdue, 0 Due Today, 1 to 7 Due Soon. */
export function dueBadge(dueDate: string | Date, now: Date = new Date(), dueSoonDays = 7): 'Overdue' | 'Due Today' | 'Due Soon' | null {
  const day = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  const days = Math.round((day(new Date(dueDate)) - day(now)) / 86_400_000);
  if (days < 0) return 'Overdue';
  if (days === 0) return 'Due Today';
  return days <= dueSoonDays ? 'Due Soon' : null;
}
