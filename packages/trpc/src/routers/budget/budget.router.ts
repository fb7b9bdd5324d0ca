import {
  ZBudget,
  ZBudgetInput,
  ZBudgetList,
  ZBudgetListInput,
  ZBudgetUpdateInput,
} from '@energy/domain/schemas/budget';
import { actionProcedure, grantProcedure } from '../../permission';
import { scopeOf } from '../../scope';
import { seedBudgetDemo } from '../../seed/budget-demo';
import { router } from '../../trpc';
import { budgetsOf, createBudget, updateBudget } from './budget.service';

/** Budgets: a buyer organization's per month or quarter, with what is committed, spent and remaining. */
export const budgetRouter = router({
  list: grantProcedure('budget:read')
    .meta({
      rest: {
        method: 'get',
        path: '/api/budgets',
        query: true,
        summary:
          "The caller's organization's budgets with committed, spent and remaining (`period`: one month or quarter; admins: every organization's, `organizationId`)",
      },
    })
    .input(ZBudgetListInput)
    .output(ZBudgetList)
    .query(({ ctx, input }) => budgetsOf(ctx.db, scopeOf(ctx.user), input)),
  create: actionProcedure('budget.create')
    .meta({
      rest: {
        method: 'post',
        path: '/api/budgets',
        status: 201,
        summary:
          'Set a budget for a month (2026-11) or quarter (2026-Q4), for all product types or one; amount in minor units',
      },
    })
    .input(ZBudgetInput)
    .output(ZBudget)
    .mutation(({ ctx, input }) => createBudget(ctx.db, scopeOf(ctx.user), input)),
  update: actionProcedure('budget.update')
    .meta({ rest: { method: 'patch', path: '/api/budgets/{id}', summary: "Change a budget's amount (minor units)" } })
    .input(ZBudgetUpdateInput)
    .output(ZBudget)
    .mutation(({ ctx, input }) => updateBudget(ctx.db, scopeOf(ctx.user), input)),
});

/** Its demo records on a fresh `npm start` (KIND_DEMOS). */
export const demo = seedBudgetDemo;
