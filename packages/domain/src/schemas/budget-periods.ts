/** Budget periods and their texts, zod-free so a dashboard showing budgets does not build the budget schemas. */

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
