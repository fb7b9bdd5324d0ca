import type { TBudget } from '@energy/domain/schemas/budget';
import type { RequestHandler } from 'msw';
import { budgetList } from './fixtures/budgets';
import { serverError, trpcMsw } from './handlers';

/** Answers that never come, for the loading states. */
const pendingForever = <T>(): Promise<T> => new Promise<T>(() => undefined);

/** Budgets: the buyer dashboard's Budget Status and the RFQ form's warning. */
export const budgetHandlers = {
  list: (list: TBudget[] = budgetList) => trpcMsw.budget.list.query(() => list),
  listLoading: () => trpcMsw.budget.list.query(() => pendingForever()),
  listFails: () =>
    trpcMsw.budget.list.query(() => {
      throw serverError('INTERNAL_SERVER_ERROR', 'Internal server error');
    }),
  createSucceeds: (sent?: unknown[]) =>
    trpcMsw.budget.create.mutation(({ input }) => {
      sent?.push(input);
      const base = budgetList[0] as TBudget;
      return {
        ...base,
        id: 'b0000000-0000-4000-8000-000000000009',
        period: input.period,
        productType: input.productType ?? null,
        // The UI sends integer minor units (the API's money format).
        amount: Number(input.amount),
        committed: 0,
        spent: 0,
        remaining: Number(input.amount),
      };
    }),
  createFails: (message: string, details?: { path: string; message: string }[]) =>
    trpcMsw.budget.create.mutation(() => {
      throw serverError('CONFLICT', message, details);
    }),
  updateSucceeds: (sent?: unknown[]) =>
    trpcMsw.budget.update.mutation(({ input }) => {
      sent?.push(input);
      const base = budgetList.find((b) => b.id === input.id) ?? (budgetList[0] as TBudget);
      const amount = Number(input.amount);
      return { ...base, amount, remaining: amount - base.committed - base.spent };
    }),
} satisfies Record<string, (...args: never[]) => RequestHandler>;
