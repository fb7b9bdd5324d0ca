import type { RequestHandler } from 'msw';
import {
  buyerDirectory,
  invitationPreview,
  members,
  organizationMessages,
  pendingInvitations,
  type InvitationFixture,
  type MemberFixture,
  type OrganizationEntryFixture,
} from './fixtures/organization';
import { mockPage, serverError, trpcMsw } from './handlers';

/** Answers that never come, for the loading states. */
const pendingForever = <T>(): Promise<T> => new Promise<T>(() => undefined);

export const memberHandlers = {
  list: (list: MemberFixture[] = members) => trpcMsw.organization.members.query(({ input }) => mockPage(list, input)),
  listLoading: () => trpcMsw.organization.members.query(() => pendingForever()),
  listFails: () =>
    trpcMsw.organization.members.query(() => {
      throw serverError('INTERNAL_SERVER_ERROR', organizationMessages.serverUnavailable);
    }),
} satisfies Record<string, (...args: never[]) => RequestHandler>;

export const invitationHandlers = {
  list: (list: InvitationFixture[] = pendingInvitations) =>
    trpcMsw.invitation.list.query(({ input }) => mockPage(list, input)),
  listLoading: () => trpcMsw.invitation.list.query(() => pendingForever()),
  createSucceeds: () =>
    trpcMsw.invitation.create.mutation(({ input }) => ({
      ...(pendingInvitations[0] as InvitationFixture),
      id: '7c1e0d4a-0000-4000-8000-0000000000ff',
      email: input.email,
      role: input.role,
    })),
  createFails: (message: string = organizationMessages.emailTaken) =>
    trpcMsw.invitation.create.mutation(() => {
      throw serverError('CONFLICT', message, [{ path: 'email', message }]);
    }),
  revokeSucceeds: () => trpcMsw.invitation.revoke.mutation(() => ({ success: true as const })),
  preview: () => trpcMsw.invitation.preview.query(() => invitationPreview),
  previewLoading: () => trpcMsw.invitation.preview.query(() => pendingForever()),
  previewInvalid: () =>
    trpcMsw.invitation.preview.query(() => {
      throw serverError('NOT_FOUND', organizationMessages.invalidInvitation);
    }),
} satisfies Record<string, (...args: never[]) => RequestHandler>;

/** The organization directory of /organizations. */
export const directoryHandlers = {
  list: (list: OrganizationEntryFixture[] = buyerDirectory) =>
    trpcMsw.organization.list.query(({ input }) =>
      mockPage(
        list.filter((org) => !input?.type || org.type === input.type),
        input,
      ),
    ),
  listLoading: () => trpcMsw.organization.list.query(() => pendingForever()),
  listFails: () =>
    trpcMsw.organization.list.query(() => {
      throw serverError('INTERNAL_SERVER_ERROR', organizationMessages.serverUnavailable);
    }),
  updateSucceeds: (list: OrganizationEntryFixture[] = buyerDirectory) =>
    trpcMsw.organization.update.mutation(({ input }) => {
      const current = list.find((org) => org.id === input.id) ?? (list[0] as OrganizationEntryFixture);
      return {
        ...current,
        ...(input.name ? { name: input.name } : {}),
        ...(input.type ? { type: input.type } : {}),
        ...(input.verification ? { verification: input.verification } : {}),
      };
    }),
} satisfies Record<string, (...args: never[]) => RequestHandler>;
