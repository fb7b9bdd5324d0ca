import { z } from 'zod';
import { minorUnits } from '../money-output';
import { ZAllowedActions } from '../actions/catalog';
import { PRODUCT_TYPES } from '../constants';
import { CURRENCIES } from '../money';
import { moneyInputOrDecimalString } from '../money-input';
import { BUDGET_MESSAGES, BUDGET_PERIOD, BUDGET_PERIOD_TYPES } from './budget-periods';

/**
 * Budgets: a buyer organization's spending limit per month or quarter, for all its purchases
 * or for one product type. Amounts are integer minor units. Committed, spent and remaining are computed from
 * the organization's records when read: committed is what open contracts (draft, signed, active) still owe plus
 * accepted offers not yet under a contract; spent is what has been paid (payments captured or released, and
 * settlements completed outside the platform); remaining is the amount less both (negative when over).
 */

export {
  BUDGET_MESSAGES,
  BUDGET_PERIOD,
  BUDGET_PERIOD_TYPES,
  periodOf,
  periodRange,
  periodsOfDay,
  type BudgetPeriodType,
} from './budget-periods';

const zPeriod = z
  .string({ message: BUDGET_MESSAGES.periodRequired })
  .trim()
  .min(1, BUDGET_MESSAGES.periodRequired)
  .refine((p) => BUDGET_PERIOD.test(p), BUDGET_MESSAGES.periodInvalid);

/** Integer minor units, or for one release the deprecated decimal string in major units. */
const zAmount = moneyInputOrDecimalString({
  scale: 2,
  required: BUDGET_MESSAGES.amountRequired,
  invalid: BUDGET_MESSAGES.amountPositive,
});

/** POST /api/budgets: for the caller's own organization. */
export const ZBudgetInput = z.strictObject({
  period: zPeriod,
  /** Null or left out: every product type. */
  productType: z.enum(PRODUCT_TYPES, { message: BUDGET_MESSAGES.productTypeInvalid }).nullish(),
  /** Integer minor units (kobo, cents). */
  amount: zAmount,
  currency: z.enum(CURRENCIES).default('NGN'),
});
export type TBudgetInput = z.input<typeof ZBudgetInput>;

/** PATCH /api/budgets/{id}: a new amount. */
export const ZBudgetUpdateInput = z.strictObject({
  id: z.uuid(BUDGET_MESSAGES.notFound),
  amount: zAmount,
});
export type TBudgetUpdateInput = z.input<typeof ZBudgetUpdateInput>;

/** GET /api/budgets: the caller's organization's budgets (admins: every organization's, or one's). */
export const ZBudgetListInput = z
  .strictObject({
    organizationId: z.uuid('Organization not found').optional(),
    /** Only the budgets of this month or quarter. */
    period: zPeriod.optional(),
  })
  .optional();
export type TBudgetListInput = z.input<typeof ZBudgetListInput>;

export const ZBudget = z.object({
  id: z.string(),
  organizationId: z.string(),
  organizationName: z.string(),
  period: z.string(),
  periodType: z.enum(BUDGET_PERIOD_TYPES),
  periodStart: z.string(),
  periodEnd: z.string(),
  productType: z.enum(PRODUCT_TYPES).nullable(),
  currency: z.enum(CURRENCIES),
  amount: minorUnits('currency'),
  committed: minorUnits('currency'),
  spent: minorUnits('currency'),
  /** amount - committed - spent: negative when the period is over budget. */
  remaining: minorUnits('currency'),
  /** Today falls in its period. */
  current: z.boolean(),
  updatedAt: z.string(),
  allowedActions: ZAllowedActions,
});
export type TBudget = z.infer<typeof ZBudget>;
export const ZBudgetList = z.array(ZBudget);
