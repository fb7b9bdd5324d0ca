import { z } from 'zod';
import { minorUnits } from '../money-output';
import { ZAllowedActions } from '../actions/catalog';
import { PRODUCT_TYPES } from '../constants';
import { CURRENCIES } from '../money';
import { moneyInputOrDecimalString } from '../money-input';

/**
 * Budgets: a buyer organization's spending limit per month or quarter, for all its purchases
 * or for one product type. Amounts are integer minor units. Committed, spent and remaining are computed from
 * the organization's records when read: committed is what open contracts (draft, signed, active) still owe plus
 * accepted offers not yet under a contract; spent is what has been paid (payments captured or released, and
 * settlements completed outside the platform); remaining is the amount less both (negative when over).
 */
export const BUDGET_PERIOD_TYPES = ['month', 'quarter'] as const;
export type BudgetPeriodType = (typeof BUDGET_PERIOD_TYPES)[number];

export const BUDGET_MESSAGES = {
  periodRequired: 'Period is required',
  periodInvalid: 'Enter the period as a month (2026-11) or a quarter (2026-Q4)',
  amountRequired: 'Budget amount is required',
  amountPositive: 'Budget amount must be greater than 0',
  productTypeInvalid: 'Choose a product type, or none for all product types',
  duplicate: 'A budget for this period and product type already exists',
  notFound: 'Budget not found',
} as const;

/** "2026-11" (a month) or "2026-Q4" (a quarter). */
export const BUDGET_PERIOD = /^(\d{4})-(?:(0[1-9]|1[0-2])|Q([1-4]))$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** A period's type, first day and last day (YYYY-MM-DD), or null when the text is no period. */
export function periodRange(period: string): { periodType: BudgetPeriodType; start: string; end: string } | null {
  const match = BUDGET_PERIOD.exec(period);
  if (!match) return null;
  const year = Number(match[1]);
  const firstMonth = match[2] ? Number(match[2]) : (Number(match[3]) - 1) * 3 + 1;
  const months = match[2] ? 1 : 3;
  const lastDay = new Date(Date.UTC(year, firstMonth - 1 + months, 0)).getUTCDate();
  return {
    periodType: match[2] ? 'month' : 'quarter',
    start: `${year}-${pad(firstMonth)}-01`,
    end: `${year}-${pad(firstMonth + months - 1)}-${pad(lastDay)}`,
  };
}

/** The period text of a type and first day: "2026-11" or "2026-Q4". */
export function periodOf(periodType: BudgetPeriodType, start: string): string {
  const [year, month] = start.split('-');
  return periodType === 'month' ? `${year}-${month}` : `${year}-Q${Math.floor((Number(month) - 1) / 3) + 1}`;
}

/** The month and the quarter a day falls in ("2026-11", "2026-Q4"). */
export function periodsOfDay(day: Date): { month: string; quarter: string } {
  const year = day.getFullYear();
  const month = day.getMonth() + 1;
  return { month: `${year}-${pad(month)}`, quarter: `${year}-Q${Math.floor((month - 1) / 3) + 1}` };
}

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
