/**
 * How tRPC calls may be batched, shared by the server (which refuses the rest) and the browser client
 * (which never sends them).
 */

/** One request may carry at most this many tRPC calls, on GET and POST alike. */
export const MAX_BATCH_CALLS = 20;

/** Each of these must be its own request, so a batch cannot pack many guesses, sign-ups or resets into one. */
export const UNBATCHABLE_PROCEDURES: readonly string[] = ['auth.login', 'auth.register', 'auth.forgotPassword', 'auth.resetPassword'];
