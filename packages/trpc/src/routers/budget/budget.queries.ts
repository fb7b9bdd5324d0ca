import type { Executor } from '@energy/db/client';
import { budgets } from '@energy/db/schema/budgets';
import { organizations } from '@energy/db/schema/organizations';
import type { ContractStatus, ProductType } from '@energy/domain/constants';
import { PAYMENT_TRANSITIONS } from '@energy/domain/machines/fulfilment';
import { CONTRACT_TRANSITIONS, SETTLEMENT_TRANSITIONS } from '@energy/domain/machines/procurement';
import { sourcesOf, terminalStates } from '@energy/domain/machines/transitions';
import type { Currency } from '@energy/domain/money';
import { periodOf, type BudgetPeriodType, type TBudget } from '@energy/domain/schemas/budget';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { allowedFor } from '../../authorize';
import { iso } from '../../iso-date';
import type { CallerScope } from '../../scope';

/** SQL literals of domain states (constants, as the status CHECKs inline them). */
const literals = (states: readonly string[]) => sql.raw(states.map((s) => `'${s.replaceAll("'", "''")}'`).join(', '));

/** Contracts still to be paid: every state but the terminal ones (completed, cancelled). */
const OPEN_CONTRACT = literals(
  (Object.keys(CONTRACT_TRANSITIONS) as ContractStatus[]).filter(
    (s) => !terminalStates(CONTRACT_TRANSITIONS).includes(s),
  ),
);
/** Money taken from the buyer: a payment captured (held in escrow) or released to the supplier. */
const PAID_PAYMENT = literals([...sourcesOf(PAYMENT_TRANSITIONS, 'completed'), 'completed']);
/** A settlement paid and done (recorded outside the platform and confirmed, or settled through its escrow payment). */
const PAID_SETTLEMENT = literals(terminalStates(SETTLEMENT_TRANSITIONS));

/** The period's first instant and the next period's (the budget's date in the database's time zone). */
const periodFrom = sql`(${budgets.periodStart})::timestamptz`;
const periodTo = sql`((${budgets.periodStart}) + case when ${budgets.periodType} = 'month' then interval '1 month' else interval '3 months' end)::timestamptz`;
const inPeriod = (column: SQL) => sql`${column} >= ${periodFrom} and ${column} < ${periodTo}`;
/** A budget without a product type counts every RFQ; one with a type, that type's. */
const productMatches = sql`(${budgets.productType} is null or r.product_type = ${budgets.productType})`;

/** Paid on contract c so far: its escrow payments that took the money, and its settlements completed without one. */
const paidOnContract = sql`(
  (select coalesce(sum(p.amount), 0) from payments p join orders o on o.id = p.order_id
    where o.contract_id = c.id and p.status in (${PAID_PAYMENT}))
  + (select coalesce(sum(s.amount), 0) from settlements s
    where s.contract_id = c.id and s.status in (${PAID_SETTLEMENT}) and not exists (select 1 from payments ps where ps.settlement_id = s.id))
)`;

/**
 * Committed in the period: what the open contracts made in it still owe, plus the offers accepted in it that
 * are not yet under a contract; in the budget's currency, for its product type.
 */
const committed = sql<number>`(
  (select coalesce(sum(greatest(c.total_value - ${paidOnContract}, 0)), 0) from contracts c join rfqs r on r.id = c.rfq_id
    where c.buyer_org_id = ${budgets.organizationId} and c.status in (${OPEN_CONTRACT}) and c.currency = ${budgets.currency}
      and ${inPeriod(sql`c.created_at`)} and ${productMatches})
  + (select coalesce(sum(o.total_price), 0) from offers o join rfqs r on r.id = o.rfq_id
    where r.buyer_org_id = ${budgets.organizationId} and o.status = 'selected' and o.currency = ${budgets.currency}
      and not exists (select 1 from contracts oc where oc.offer_id = o.id)
      and ${inPeriod(sql`o.updated_at`)} and ${productMatches})
)`.mapWith(Number);

/** Spent in the period: payments that took the money, and settlements completed outside the platform (no escrow payment). */
const spent = sql<number>`(
  (select coalesce(sum(p.amount), 0) from payments p join orders o on o.id = p.order_id join contracts c on c.id = o.contract_id join rfqs r on r.id = c.rfq_id
    where p.payer_org_id = ${budgets.organizationId} and p.status in (${PAID_PAYMENT}) and p.currency = ${budgets.currency}
      and ${inPeriod(sql`p.updated_at`)} and ${productMatches})
  + (select coalesce(sum(s.amount), 0) from settlements s join contracts c on c.id = s.contract_id join rfqs r on r.id = c.rfq_id
    where c.buyer_org_id = ${budgets.organizationId} and s.status in (${PAID_SETTLEMENT}) and s.currency = ${budgets.currency}
      and not exists (select 1 from payments ps where ps.settlement_id = s.id)
      and ${inPeriod(sql`coalesce(s.settled_at, s.created_at)`)} and ${productMatches})
)`.mapWith(Number);

const periodEndDay = sql<string>`to_char((${budgets.periodStart}) + case when ${budgets.periodType} = 'month' then interval '1 month' else interval '3 months' end - interval '1 day', 'YYYY-MM-DD')`;

/** Budgets the caller sees: its organization's; an admin's, every organization's. */
export function visibleBudgets(scope: CallerScope): SQL | undefined {
  if (scope.isAdmin) return undefined;
  if (!scope.orgId) return sql`false`;
  return eq(budgets.organizationId, scope.orgId);
}

const today = (now: Date) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/** The visible budgets (and a filter), each with its figures; newest period first, all product types before one. */
export async function listBudgets(
  db: Executor,
  scope: CallerScope,
  filter?: SQL,
  now = new Date(),
): Promise<TBudget[]> {
  const rows = await db
    .select({ budget: budgets, organizationName: organizations.name, committed, spent, periodEnd: periodEndDay })
    .from(budgets)
    .innerJoin(organizations, eq(organizations.id, budgets.organizationId))
    .where(and(visibleBudgets(scope), filter))
    .orderBy(
      desc(budgets.periodStart),
      asc(budgets.periodType),
      sql`${budgets.productType} nulls first`,
      asc(budgets.id),
    )
    .limit(500);
  const day = today(now);
  return rows.map(
    ({ budget: b, organizationName, committed: c, spent: s, periodEnd }): TBudget => ({
      id: b.id,
      organizationId: b.organizationId,
      organizationName,
      period: periodOf(b.periodType as BudgetPeriodType, b.periodStart),
      periodType: b.periodType as BudgetPeriodType,
      periodStart: b.periodStart,
      periodEnd,
      productType: b.productType as ProductType | null,
      currency: b.currency as Currency,
      amount: b.amount,
      committed: c,
      spent: s,
      remaining: b.amount - c - s,
      current: b.periodStart <= day && day <= periodEnd,
      updatedAt: iso(b.updatedAt),
      allowedActions: allowedFor(scope, 'budget', { organizationId: b.organizationId }, now),
    }),
  );
}
