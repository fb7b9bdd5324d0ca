import { AUTH_NOTICES } from '@energy/domain/notices';
import { FEATURE_FLAGS } from '@energy/domain/schemas/feature-flag';
import { PAGE_LIMIT_DEFAULT, type TPage } from '@energy/domain/schemas/paging';
import type { AppRouter } from '@energy/trpc/root';
import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import type { RequestHandler } from 'msw';
import { createTRPCMsw, httpLink } from 'msw-trpc';
import { serverMessages, sessionUsers, type SessionUserFixture } from './fixtures/auth';
import { twoFactorOff } from './fixtures/twoFactor';

/**
 * The tRPC endpoint path. msw-trpc matches it anywhere in the URL, so the same handlers answer Storybook
 * (page origin) and vitest (http://localhost).
 */
export const MOCK_TRPC_PATH = '/api/trpc';

/** Typed handlers: each procedure's mock must return exactly what the router's output declares. */
export const trpcMsw = createTRPCMsw<AppRouter>({ links: [httpLink({ url: MOCK_TRPC_PATH })] });

/**
 * One page of a mocked list, as the server pages it. The mock's cursor is the offset as text (the
 * server's is opaque); stories and tests only ever pass back what the mock gave.
 */
export function mockPage<T>(rows: readonly T[], input?: unknown): TPage<T> {
  // msw-trpc types a list's input as `void | {...}`: the paging fields are read as the server would.
  const request = (input ?? {}) as { limit?: number | string; cursor?: string | null };
  const limit = Number(request.limit ?? PAGE_LIMIT_DEFAULT);
  const offset = Number(request.cursor ?? 0);
  const next = offset + limit;
  return { items: rows.slice(offset, next), nextCursor: next < rows.length ? String(next) : null, total: rows.length };
}

interface FieldDetail {
  path: string;
  message: string;
}

/**
 * A failure as the real server sends it: msw-trpc copies the error's own fields into `data`, which is where
 * the server's error formatter puts the field `details`.
 */
export function serverError(code: TRPC_ERROR_CODE_KEY, message: string, details?: FieldDetail[]): TRPCError {
  return Object.assign(new TRPCError({ code, message }), details ? { details } : {});
}

/** Answers that never come, for the loading states. */
const pendingForever = <T>(): Promise<T> => new Promise<T>(() => undefined);

export const authHandlers = {
  signedOut: () =>
    trpcMsw.auth.me.query(() => {
      throw serverError('UNAUTHORIZED', serverMessages.notAuthenticated);
    }),
  signedInAs: (user: SessionUserFixture) => trpcMsw.auth.me.query(() => user),
  sessionLoading: () => trpcMsw.auth.me.query(() => pendingForever()),
  sessionUnavailable: () =>
    trpcMsw.auth.me.query(() => {
      throw serverError('INTERNAL_SERVER_ERROR', serverMessages.serverUnavailable);
    }),

  loginSucceeds: (user: SessionUserFixture = sessionUsers.buyer) => trpcMsw.auth.login.mutation(() => user),
  loginFails: (message: string = serverMessages.invalidCredentials) =>
    trpcMsw.auth.login.mutation(() => {
      throw serverError('UNAUTHORIZED', message);
    }),

  registerSucceeds: () =>
    trpcMsw.auth.register.mutation(({ input }) => ({
      message: `We sent a link to ${input.email}. Follow it to confirm your address, then sign in.`,
      user: null,
    })),
  registerFails: (message: string, details?: FieldDetail[]) =>
    trpcMsw.auth.register.mutation(() => {
      throw serverError('CONFLICT', message, details);
    }),

  /** What the sign-up form may offer: "Administrator" only while admin sign-up is open. */
  signupOptions: (adminSignupOpen = false) => trpcMsw.auth.signupOptions.query(() => ({ adminSignupOpen })),

  logoutSucceeds: () => trpcMsw.auth.logout.mutation(() => ({ success: true as const })),
  logoutFails: (message: string = serverMessages.serverUnavailable) =>
    trpcMsw.auth.logout.mutation(() => {
      throw serverError('INTERNAL_SERVER_ERROR', message);
    }),

  forgotPasswordSucceeds: () =>
    trpcMsw.auth.forgotPassword.mutation(() => ({ message: AUTH_NOTICES.resetLinkSentText })),
  forgotPasswordFails: (message: string) =>
    trpcMsw.auth.forgotPassword.mutation(() => {
      throw serverError('TOO_MANY_REQUESTS', message);
    }),

  resetPasswordSucceeds: () =>
    trpcMsw.auth.resetPassword.mutation(() => ({ message: AUTH_NOTICES.passwordResetSuccessful })),
  resetPasswordFails: (message: string = serverMessages.invalidResetLink) =>
    trpcMsw.auth.resetPassword.mutation(() => {
      throw serverError('BAD_REQUEST', message, [{ path: 'token', message }]);
    }),
} satisfies Record<string, (...args: never[]) => RequestHandler>;

/** What every story and test starts from: nobody signed in, signing out works, admin sign-up closed. */
/** The shell's unread count (the bell's dot, the sidebar badge): nothing unread unless a story or test says so. */
export const nothingUnread = () =>
  trpcMsw.notification.counters.query(() => ({ unread: 0, highPriorityUnread: 0, today: 0 }));

/** A verified organization and a verified user, no review on file: the settings verification cards, unless a story says otherwise. */
export const verifiedAccount = () =>
  trpcMsw.review.mine.query(() => ({
    organizationVerification: 'verified' as const,
    userVerified: true,
    kyb: null,
    kyc: null,
  }));

/** The caller's feature flags: every gated feature on, as the demo seed keeps them, unless a story or test says so. */
export const everyFeatureOn = () =>
  trpcMsw.featureFlag.mine.query(() => ({ [FEATURE_FLAGS.liveJobTracking]: true, [FEATURE_FLAGS.csvExport]: true }));

/** Published content (the dashboards' announcements): none unless a story or test says so. */
export const noPublishedContent = () =>
  trpcMsw.content.published.query(() => ({ items: [], nextCursor: null, total: 0 }));

/** The organization's budgets (the buyer dashboard's Budget Status, the RFQ form's warning): none unless a story or test says so. */
export const noBudgets = () => trpcMsw.budget.list.query(() => []);

export const defaultHandlers: RequestHandler[] = [
  authHandlers.signedOut(),
  authHandlers.logoutSucceeds(),
  authHandlers.signupOptions(),
  nothingUnread(),
  everyFeatureOn(),
  noPublishedContent(),
  verifiedAccount(),
  noBudgets(),
  // Settings > Security reads the second factor's status.
  trpcMsw.twoFactor.status.query(() => twoFactorOff),
];
