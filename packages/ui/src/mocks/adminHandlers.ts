import type { TAdminUser } from '@energy/domain/schemas/admin-user';
import type { TDispute } from '@energy/domain/schemas/dispute';
import type { TMyVerification, TReview } from '@energy/domain/schemas/review';
import { accountList, disputeList, kycVerification, reviewList, verification } from './fixtures/admin';
import { mockPage, serverError, trpcMsw } from './handlers';

const pendingForever = <T>(): Promise<T> => new Promise<T>(() => undefined);
const matches = (text: string, q: string | undefined) => !q || text.toLowerCase().includes(q.toLowerCase());
const forbidden = (permission: string) => serverError('FORBIDDEN', `Missing permission: ${permission}`);

/** The admin review queue, as the server answers it (filters applied, so filter-empty states show). */
export const reviewHandlers = {
  list: (list: TReview[] = reviewList) =>
    trpcMsw.review.list.query(({ input }) =>
      mockPage(
        list.filter(
          (r) =>
            (!input?.status || r.status === input.status) &&
            (!input?.reviewType || r.reviewType === input.reviewType) &&
            matches(`${r.organizationId ?? ''} ${r.userId} ${r.organizationName ?? ''} ${r.userName}`, input?.q),
        ),
        input,
      ),
    ),
  listLoading: () => trpcMsw.review.list.query(() => pendingForever()),
  listFails: () =>
    trpcMsw.review.list.query(() => {
      throw serverError('INTERNAL_SERVER_ERROR', 'Failed to fetch reviews');
    }),
  listForbidden: () =>
    trpcMsw.review.list.query(() => {
      throw forbidden('user:approve');
    }),
  updateSucceeds: () =>
    trpcMsw.review.updateStatus.mutation(({ input }) => ({
      ...(reviewList.find((r) => r.id === input.id) ?? (reviewList[0] as TReview)),
      status: input.status,
      rejectionReason: input.rejectionReason ?? null,
      allowedActions: [],
    })),
  updateFails: (message = '') =>
    trpcMsw.review.updateStatus.mutation(() => {
      throw serverError('CONFLICT', message);
    }),
  mine: (state: TMyVerification = verification.verified) => trpcMsw.review.mine.query(() => state),
  /** The caller's KYC review as the server creates it: pending, with the chosen documents. */
  submitKycSucceeds: () =>
    trpcMsw.review.submitKyc.mutation(({ input }) => ({
      ...(kycVerification.waiting.kyc as TReview),
      documents: input?.documents ?? [],
      documentCount: input?.documents?.length ?? 0,
    })),
  submitKybSucceeds: () =>
    trpcMsw.review.submitKyb.mutation(({ input }) => ({
      ...(reviewList[0] as TReview),
      organizationId: input.organizationId,
      documents: input.documents ?? [],
    })),
};

export const disputeHandlers = {
  list: (list: TDispute[] = disputeList) =>
    trpcMsw.dispute.list.query(({ input }) =>
      mockPage(
        list.filter(
          (d) =>
            (!input?.status || d.status === input.status) &&
            (!input?.category || d.category === input.category) &&
            matches(`${d.relatedEntityLabel} ${d.relatedEntityId} ${d.raisedByName}`, input?.q),
        ),
        input,
      ),
    ),
  listLoading: () => trpcMsw.dispute.list.query(() => pendingForever()),
  listFails: () =>
    trpcMsw.dispute.list.query(() => {
      throw serverError('INTERNAL_SERVER_ERROR', 'Failed to fetch disputes');
    }),
  listForbidden: () =>
    trpcMsw.dispute.list.query(() => {
      throw forbidden('dispute:decide');
    }),
  updateSucceeds: () =>
    trpcMsw.dispute.updateStatus.mutation(({ input }) => ({
      ...(disputeList.find((d) => d.id === input.id) ?? (disputeList[0] as TDispute)),
      status: input.status,
      resolutionNotes: input.resolutionNotes ?? null,
      allowedActions: [],
    })),
  updateFails: (message = '') =>
    trpcMsw.dispute.updateStatus.mutation(() => {
      throw serverError('CONFLICT', message);
    }),
  raiseSucceeds: () =>
    trpcMsw.dispute.raise.mutation(({ input }) => ({
      ...(disputeList[0] as TDispute),
      relatedEntityType: input.relatedEntityType,
      relatedEntityId: input.relatedEntityId,
      category: input.category,
      priority: input.priority ?? 'medium',
      description: input.description,
      status: 'open',
      allowedActions: [],
    })),
};

export const adminUserHandlers = {
  list: (list: TAdminUser[] = accountList) =>
    trpcMsw.user.list.query(({ input }) =>
      mockPage(
        list.filter(
          (u) =>
            (!input?.role || u.role === input.role) &&
            (!input?.status || (input.status === 'active') === u.active) &&
            matches(`${u.username} ${u.email} ${u.firstName} ${u.lastName} ${u.organizationName ?? ''}`, input?.q),
        ),
        input,
      ),
    ),
  listLoading: () => trpcMsw.user.list.query(() => pendingForever()),
  listFails: () =>
    trpcMsw.user.list.query(() => {
      throw serverError('INTERNAL_SERVER_ERROR', 'Failed to fetch users');
    }),
  listForbidden: () =>
    trpcMsw.user.list.query(() => {
      throw forbidden('user:update');
    }),
  deactivateSucceeds: () =>
    trpcMsw.user.deactivate.mutation(({ input }) => ({
      ...(accountList.find((u) => u.id === input.id) as TAdminUser),
      active: false,
      allowedActions: ['user.update', 'user.reactivate'],
    })),
  reactivateSucceeds: () =>
    trpcMsw.user.reactivate.mutation(({ input }) => ({
      ...(accountList.find((u) => u.id === input.id) as TAdminUser),
      active: true,
      allowedActions: ['user.update', 'user.deactivate'],
    })),
  updateSucceeds: () =>
    trpcMsw.user.update.mutation(({ input }) => ({
      ...(accountList.find((u) => u.id === input.id) as TAdminUser),
      ...(input.role ? { role: input.role } : {}),
    })),
  updateFails: (message: string) =>
    trpcMsw.user.update.mutation(() => {
      throw serverError('CONFLICT', message);
    }),
};
