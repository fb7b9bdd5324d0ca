/**
 * How tRPC calls may be batched, shared by the server (which refuses the rest) and the browser client
 * (which never sends them).
 */

/** One request may carry at most this many tRPC calls, on GET and POST alike. */
export const MAX_BATCH_CALLS = 20;

/**
 * The calls the browser sends each on its own request. The server decides from each procedure's meta
 * (checksSecret, unbatched) and refuses them in a batch; this copy only keeps the browser from batching
 * them, and a test (apps/server/src/http/trpc-batch.test.ts) fails while it differs from the meta.
 */
export const UNBATCHABLE_PROCEDURES: readonly string[] = [
  'auth.login',
  'auth.loginTwoFactor',
  'auth.register',
  'auth.forgotPassword',
  'auth.resetPassword',
  'auth.verifyEmail',
  'auth.confirmEmailChange',
  'auth.undoEmailChange',
  'settings.changePassword',
  'settings.changeEmail',
  'settings.deleteAccount',
  'twoFactor.confirm',
  'twoFactor.disable',
  'phone.sendCode',
  'phone.verify',
];
