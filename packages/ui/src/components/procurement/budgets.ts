import { PRODUCT_TYPE_LABELS, type ProductType } from '@energy/domain/constants';
import { formatMoney } from '@energy/domain/money';
import { periodRange, type TBudget } from '@energy/domain/schemas/budget';
import dayjs from 'dayjs';

/** Budget Status texts (the spec names the panel only). */
export const BUDGET_TEXTS = {
  panel: 'Budget Status',
  loading: 'Loading budgets...',
  failed: 'Failed to load budgets',
  empty: 'No budget set for this period.',
  emptyForManagers: 'Set a monthly or quarterly budget to track what is committed and spent against it.',
  setBudget: 'Set Budget',
  editBudget: (what: string) => `Edit budget ${what}`,
  overBudget: 'Over budget',
  allProducts: 'All product types',
  budget: 'Budget',
  committed: 'Committed',
  spent: 'Spent',
  remaining: 'Remaining',
  warningTitle: 'Over the remaining budget',
  warning: (estimate: string, remaining: string, what: string) =>
    `This RFQ's estimate of ${estimate} would pass the remaining budget of ${remaining} for ${what}. You can still submit it.`,
} as const;

/** "November 2026" or "Q4 2026". */
export function periodLabel(period: string): string {
  const range = periodRange(period);
  if (!range) return period;
  if (range.periodType === 'quarter') return `${period.slice(5)} ${period.slice(0, 4)}`;
  return dayjs(range.start).format('MMMM YYYY');
}

/** "November 2026, all product types" or "Q4 2026, Refined Products". */
export function budgetName(budget: Pick<TBudget, 'period' | 'productType'>): string {
  return `${periodLabel(budget.period)}, ${budget.productType ? PRODUCT_TYPE_LABELS[budget.productType] : BUDGET_TEXTS.allProducts.toLowerCase()}`;
}

/** Share of the budget committed and spent, 0 to 100 (for the bar). */
export const usedPercent = (budget: Pick<TBudget, 'amount' | 'committed' | 'spent'>): number =>
  Math.min(100, Math.round(((budget.committed + budget.spent) / budget.amount) * 100));

export interface BudgetWarning {
  budget: TBudget;
  message: string;
}

/**
 * The budgets an RFQ's estimate would pass: those of its organization whose period holds `day`
 * (today when null: the current period, as Budget Status shows it), for every product type or its own,
 * in the estimate's currency, whose remaining amount is less than the estimate. A warning only: the form still sends.
 */
export function budgetWarnings(
  budgets: readonly TBudget[],
  rfq: {
    estimate: number | null;
    productType: string;
    day: string | null;
    organizationId?: string | null;
    currency?: TBudget['currency'];
  },
): BudgetWarning[] {
  const { estimate } = rfq;
  if (estimate === null || estimate <= 0) return [];
  const day = rfq.day ? dayjs(rfq.day).format('YYYY-MM-DD') : dayjs().format('YYYY-MM-DD');
  const currency = rfq.currency ?? 'NGN';
  return budgets
    .filter((b) => (!rfq.organizationId || b.organizationId === rfq.organizationId) && b.currency === currency)
    .filter((b) => b.periodStart <= day && day <= b.periodEnd)
    .filter((b) => b.productType === null || b.productType === (rfq.productType as ProductType))
    .filter((b) => estimate > b.remaining)
    .map((budget) => ({
      budget,
      message: BUDGET_TEXTS.warning(
        formatMoney(estimate, currency),
        formatMoney(budget.remaining, budget.currency),
        budgetName(budget),
      ),
    }));
}
