import type { RequestHandler } from 'msw';
import { carrierOrgId, payableDemurrage, payableDemurrageList } from './fixtures/demurrage';
import { contracts } from './fixtures/procurement';
import { serverError, trpcMsw } from './handlers';

/** Answers that never come, for the loading state. */
const pendingForever = <T>(): Promise<T> => new Promise<T>(() => undefined);

/** The settlement as settlement.confirm and settlement.reject answer it, in the state they leave it. */
const answered = (settlementId: string, status: 'completed' | 'pending') => {
  const line = payableDemurrageList.find((s) => s.id === settlementId) ?? payableDemurrage.awaiting;
  return {
    id: settlementId,
    contractId: contracts.signed.id,
    settlementType: line.settlementType,
    status,
    description: line.description,
    reference: status === 'completed' ? line.reference : null,
    amount: line.amount,
    currency: line.currency,
    dueDate: line.dueDate,
    settledAt: status === 'completed' ? new Date().toISOString() : null,
    payeeOrgId: carrierOrgId,
    allowedActions: [],
  };
};

/** What is payable to the carrier by name (settlement.payable) and its answers to the buyer's recorded payments. */
export const payableHandlers = {
  list: (list = payableDemurrageList): RequestHandler => trpcMsw.settlement.payable.query(() => list),
  loading: (): RequestHandler => trpcMsw.settlement.payable.query(() => pendingForever()),
  fails: (): RequestHandler =>
    trpcMsw.settlement.payable.query(() => {
      throw serverError('INTERNAL_SERVER_ERROR', 'Internal server error');
    }),
  /** `seen` collects the confirmed ids so a test can check the call was made. */
  confirmSucceeds: (seen: string[] = []): RequestHandler =>
    trpcMsw.settlement.confirm.mutation(({ input }) => {
      seen.push(input.settlementId);
      return answered(input.settlementId, 'completed');
    }),
  confirmRefused: (message: string): RequestHandler =>
    trpcMsw.settlement.confirm.mutation(() => {
      throw serverError('CONFLICT', message);
    }),
  /** `sent` collects the inputs (id and reason). */
  rejectSucceeds: (sent: unknown[] = []): RequestHandler =>
    trpcMsw.settlement.reject.mutation(({ input }) => {
      sent.push(input);
      return answered(input.settlementId, 'pending');
    }),
} satisfies Record<string, (...args: never[]) => RequestHandler>;
