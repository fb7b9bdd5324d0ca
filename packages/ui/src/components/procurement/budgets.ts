import { PRODUCT_TYPE_LABELS, type ProductType } from '@energy/domain/constants';
import { formatMoney } from '@energy/domain/money';
import type { TBudget } from '@energy/domain/schemas/budget';
import { periodRange } from '@energy/domain/schemas/budget-periods';
import { en } from '@energy/i18n/messages/en/screens';
import { translatorFor, type Translate } from '@energy/i18n/translator';
import dayjs from 'dayjs';
import type { Labels } from '../../i18n/labels';
import type { Display } from '../../i18n/useDisplay';

const english = translatorFor('en');

/**
 * Budget Status texts in English (the spec names the panel only; tests read them). The catalogue's keys are
 * procurement.budget.*: a screen speaks them through t().
 */
export const BUDGET_TEXTS = {
  ...en.procurement.budget,
  editBudget: (what: string) => english('procurement.budget.editBudget', { what }),
  warning: (estimate: string, remaining: string, what: string) =>
    english('procurement.budget.warning', { estimate, remaining, what }),
} as const;

/** What a budget's name and warning are written with in the page's language (English without them). */
export interface BudgetWords {
  t: Translate;
  labels: Labels;
  display: Display;
}

/** How a period is written in the page's language: its quarter through the catalogue, its month through Intl. */
export type PeriodWords = Pick<BudgetWords, 't' | 'display'>;

/** "November 2026" or "Q4 2026" ("novembre 2026", "T4 2026" in French with `words`); English without them. */
export function periodLabel(period: string, words?: PeriodWords): string {
  const range = periodRange(period);
  if (!range) return period;
  const year = period.slice(0, 4);
  if (range.periodType === 'quarter')
    return words
      ? words.t('procurement.budget.quarter', { quarter: period.slice(6), year })
      : `${period.slice(5)} ${year}`;
  if (!words || words.display.language === 'en') return dayjs(range.start).format('MMMM YYYY');
  return new Intl.DateTimeFormat(words.display.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${dayjs(range.start).format('YYYY-MM-DD')}T12:00:00Z`),
  );
}

/** "November 2026, all product types" or "Q4 2026, Refined Products" (in the page's language with `words`). */
export function budgetName(budget: Pick<TBudget, 'period' | 'productType'>, words?: BudgetWords): string {
  if (!words)
    return `${periodLabel(budget.period)}, ${budget.productType ? PRODUCT_TYPE_LABELS[budget.productType] : BUDGET_TEXTS.allProductsInName}`;
  const products = budget.productType
    ? words.labels.of('productType', budget.productType)
    : words.t('procurement.budget.allProductsInName');
  return `${periodLabel(budget.period, words)}, ${products}`;
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
  words?: BudgetWords,
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
      message: words
        ? words.t('procurement.budget.warning', {
            estimate: words.display.money(estimate, currency),
            remaining: words.display.money(budget.remaining, budget.currency),
            what: budgetName(budget, words),
          })
        : BUDGET_TEXTS.warning(
            formatMoney(estimate, currency),
            formatMoney(budget.remaining, budget.currency),
            budgetName(budget),
          ),
    }));
}
