import type { Executor } from '@energy/db/client';
import { budgets } from '@energy/db/schema/budgets';
import {
  BUDGET_MESSAGES,
  periodRange,
  type TBudget,
  type ZBudgetInput,
  type ZBudgetListInput,
  type ZBudgetUpdateInput,
} from '@energy/domain/schemas/budget';
import { DomainError } from '@energy/domain/errors';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../audit';
import { requireAllowed } from '../../authorize';
import { violatedUniqueConstraint } from '../../db-errors';
import { badRequest, conflict, notFound } from '../../errors';
import { requireOrg, type CallerScope } from '../../scope';
import { listBudgets } from './budget.queries';

const BUDGET = 'Budget';

async function getBudget(db: Executor, scope: CallerScope, id: string): Promise<TBudget> {
  const [budget] = await listBudgets(db, scope, eq(budgets.id, id));
  if (!budget) throw notFound(BUDGET);
  return budget;
}

/** GET /api/budgets: the caller's organization's (an admin: every organization's, or the one asked for). */
export function budgetsOf(
  db: Executor,
  scope: CallerScope,
  input: z.output<typeof ZBudgetListInput>,
  now = new Date(),
): Promise<TBudget[]> {
  if (input?.organizationId && !scope.isAdmin && input.organizationId !== scope.orgId) {
    throw new DomainError('forbidden', "You may read only your own organization's budgets");
  }
  const range = input?.period ? periodRange(input.period) : null;
  return listBudgets(
    db,
    scope,
    and(
      input?.organizationId ? eq(budgets.organizationId, input.organizationId) : undefined,
      range ? and(eq(budgets.periodType, range.periodType), eq(budgets.periodStart, range.start)) : undefined,
    ),
    now,
  );
}

export async function createBudget(
  db: Executor,
  scope: CallerScope,
  input: z.output<typeof ZBudgetInput>,
): Promise<TBudget> {
  const organizationId = requireOrg(scope);
  requireAllowed(scope, 'budget.create', { organizationId });
  const range = periodRange(input.period);
  if (!range) throw badRequest('period', BUDGET_MESSAGES.periodInvalid);
  let id: string;
  try {
    id = await db.transaction(async (tx) => {
      const [budget] = await tx
        .insert(budgets)
        .values({
          organizationId,
          periodType: range.periodType,
          periodStart: range.start,
          productType: input.productType ?? null,
          amount: input.amount,
          currency: input.currency,
          createdBy: scope.userId,
        })
        .returning({ id: budgets.id });
      if (!budget) throw conflict('The budget was not created');
      await recordAudit(tx, {
        actorUserId: scope.userId,
        organizationId,
        action: 'budget.created',
        entityType: 'budget',
        entityId: budget.id,
        details: {
          period: input.period,
          productType: input.productType ?? null,
          amount: input.amount,
          currency: input.currency,
        },
      });
      return budget.id;
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'budgets_org_period_product_key')
      throw conflict(BUDGET_MESSAGES.duplicate, 'period');
    throw error;
  }
  return getBudget(db, scope, id);
}

export async function updateBudget(
  db: Executor,
  scope: CallerScope,
  input: z.output<typeof ZBudgetUpdateInput>,
  now = new Date(),
): Promise<TBudget> {
  const [current] = await db
    .select({ organizationId: budgets.organizationId, amount: budgets.amount })
    .from(budgets)
    .where(
      and(
        eq(budgets.id, input.id),
        scope.isAdmin ? undefined : eq(budgets.organizationId, scope.orgId ?? '00000000-0000-0000-0000-000000000000'),
      ),
    );
  requireAllowed(scope, 'budget.update', current ? { organizationId: current.organizationId } : null, now);
  const organizationId = current?.organizationId ?? '';
  await db.transaction(async (tx) => {
    await tx
      .update(budgets)
      .set({ amount: input.amount, updatedAt: now })
      .where(and(eq(budgets.id, input.id), eq(budgets.organizationId, organizationId)));
    await recordAudit(tx, {
      actorUserId: scope.userId,
      organizationId,
      action: 'budget.updated',
      entityType: 'budget',
      entityId: input.id,
      details: { from: current?.amount, amount: input.amount },
    });
  });
  return getBudget(db, scope, input.id);
}
