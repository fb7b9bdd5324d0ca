import { AsyncLocalStorage } from 'node:async_hooks';
import { MONEY_DEPRECATION_HEADERS, onLegacyMoney } from '@energy/domain/money-input';
import type { ActionName } from '@energy/domain/actions/catalog';
import type { Action, AnyPermission, Resource } from '@energy/domain/permissions';
import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { nonAtomicReason } from './atomic';
import type { Context, Mailer, OutgoingMail } from './context';
import { unstorableTextAsBadRequest } from './db-errors';
import { admitSecretCheck, secretCheckPassed, secretSubject, tooManyAttemptsMessage } from './auth/throttle';
import { auditSecretRefusal } from './auth/throttle-audit';
import { withRequestAddress } from './request-address';
import { answersUnprocessable } from './unprocessable';
import { closedToTokens } from './auth/api-tokens';
import { API_TOKEN_MESSAGES } from '@energy/domain/api-tokens';
import { DomainError } from '@energy/domain/errors';
import { localizeMessage } from '@energy/i18n/localize';
import { errorDetails, localizedDetails, publicMessage, tooManyRequests, transportError } from './errors';
import type { RestMeta } from './rest';
import { IDEMPOTENCY_MESSAGES, IDEMPOTENT_REPLAY_HEADER } from '@energy/domain/idempotency';
import { middlewareMarker } from '@trpc/server/unstable-core-do-not-import';
import { workingOnly, type WorksOn } from './fitted-chains';
import {
  callerOf,
  checkedKey,
  claimKey,
  isCreate,
  recordAnswer,
  requestHash,
  takesIdempotencyKey,
} from './idempotency';

/** How a procedure is guarded; every procedure must say (a test walks the router). */
export type Access =
  | { kind: 'public' }
  | { kind: 'authenticated' }
  | { kind: 'permission'; resource: Resource; action: Action }
  /** A domain verb of the action registry: its permission, then its party and state in the service. */
  | { kind: 'action'; action: ActionName; permission: AnyPermission }
  /** A read guarded by one of the domain's own permissions (fleet:read), where the spec's CRUD matrix has no resource. */
  | { kind: 'grant'; permission: AnyPermission };

/**
 * Both are optional only because tRPC merges meta call by call (`permissionProcedure` sets access, the
 * router sets rest); the router walk (procedures.test.ts) fails for a procedure missing either.
 */
export interface Meta {
  access?: Access;
  rest?: RestMeta;
  /**
   * The procedure checks a password or a one-time code. Declared here once: the throttle below counts its
   * failures like sign-in (429 with Retry-After over the limit) and the batch guard refuses it inside a batch.
   */
  checksSecret?: true;
  /** Refused inside a batch although it checks no secret: sign-up and reset mail are counted per request. */
  unbatched?: true;
  /**
   * Why a well-formed call may be refused with 422 (DomainError 'unprocessable'), for the OpenAPI document. A 422
   * from a procedure that does not say so (and takes no Idempotency-Key, whose reuse is 422 too) is a fault of the
   * server (domainErrors below): the document cannot then be wrong about it.
   */
  unprocessable?: string;
}

/** Whether a call of this procedure must be its own request (the batch guard and the browser client read it). */
export function travelsAlone(meta: Meta | undefined): boolean {
  return meta?.checksSecret === true || meta?.unbatched === true;
}

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    sse: {
      // Keeps proxies from closing a quiet stream; the client reconnects (resuming) when pings stop.
      ping: { enabled: true, intervalMs: 15_000 },
      client: { reconnectAfterInactivityMs: 45_000 },
    },
    errorFormatter({ shape, error, ctx }) {
      const language = ctx?.language ?? 'en';
      const details = localizedDetails(errorDetails(error), language);
      // A 5xx names its request, so a report can be matched to the server's log line.
      const requestId = shape.data.httpStatus >= 500 ? ctx?.requestId : undefined;
      const message = localizeMessage(publicMessage(error), language);
      return { ...shape, message, data: { ...shape.data, stack: undefined, details, requestId } };
    },
  });

export const router = t.router;
export const middleware = t.middleware;
export const createCallerFactory = t.createCallerFactory;

/** Thrown inside the transaction to roll it back; the failed result is answered as it is. */
class RollBack extends Error {}

/**
 * Every mutation (but those in NON_ATOMIC_MUTATIONS) runs in one transaction with its output check:
 * ctx.db is the transaction, the services' own transactions become savepoints, and a failure anywhere,
 * the output schema included, rolls everything back. A response that fails its output schema thus never
 * follows a commit. Mail waits for the commit, so nothing is mailed about work that was rolled back
 * (and the outbox, written through the main handle, never waits on this transaction's lock).
 */
const inTransaction: WorksOn = ({ type, path }) => type === 'mutation' && nonAtomicReason(path) === undefined;
const atomicMutation = workingOnly(
  inTransaction,
  t.middleware(async (opts) => {
    const { ctx, next } = opts;
    if (!inTransaction(opts)) return next();
    const mail: OutgoingMail[] = [];
    const mailer: Mailer = { send: async (message) => void mail.push(message) };
    let failure: Awaited<ReturnType<typeof next>> | undefined;
    try {
      const result = await ctx.db.transaction(async (tx) => {
        const inner = await next({ ctx: { db: tx, mailer } });
        if (!inner.ok) {
          failure = inner;
          throw new RollBack();
        }
        return inner;
      });
      for (const message of mail) await ctx.mailer.send(message);
      return result;
    } catch (error) {
      if (error instanceof RollBack && failure) return failure;
      throw error;
    }
  }),
);

/**
 * Idempotent creates (idempotency.ts): a create sent with an Idempotency-Key claims the key in the mutation's own
 * transaction (this runs inside atomicMutation, ctx.db being the transaction), so the key and the record it made
 * commit together or not at all. A key already answered replays that answer, with Idempotent-Replayed: true, and
 * the procedure does not run. Other calls ignore the header (payment processing reads it as its own input).
 */
const createsRecords: WorksOn = ({ type, meta }) => type === 'mutation' && isCreate(meta?.rest);
const idempotentCreate = workingOnly(
  createsRecords,
  t.middleware(async (opts) => {
    const { ctx, path, meta, getRawInput, next } = opts;
    const header = ctx.idempotencyKey;
    if (header === undefined || !createsRecords(opts)) return next();
    if (!takesIdempotencyKey(path, meta?.rest)) throw new DomainError('bad_request', IDEMPOTENCY_MESSAGES.notTaken);
    const caller = callerOf(ctx);
    // No caller, no key to keep: the call goes on to answer 401.
    if (caller === null) return next();
    const call = { caller, key: checkedKey(header), operation: path, hash: requestHash(path, await getRawInput()) };
    const claim = await claimKey(ctx.db, call);
    if (!claim.first) {
      ctx.setHeader(IDEMPOTENT_REPLAY_HEADER, 'true');
      // The answer a middleware passes on is branded to come from next(); this one is an earlier call's, kept.
      return { ok: true as const, data: claim.body, marker: middlewareMarker };
    }
    const result = await next();
    if (result.ok) await recordAnswer(ctx.db, call, meta?.rest?.status ?? 200, result.data);
    return result;
  }),
);

/**
 * Counts an attempt of every procedure whose meta says `checksSecret` (auth/throttle.ts) before it runs,
 * and gives it back when the call succeeds or its input was malformed (no secret was tested). It runs
 * before the mutation's transaction, so a failure stays counted when the call's work is rolled back.
 */
const checksSecret: WorksOn = ({ meta }) => meta?.checksSecret === true;
const secretAttempts = workingOnly(
  checksSecret,
  t.middleware(async (opts) => {
    const { ctx, getRawInput, next } = opts;
    if (!checksSecret(opts)) return next();
    const subject = secretSubject(await getRawInput(), ctx.user?.id);
    const admission = await admitSecretCheck(ctx.db, subject, ctx.clientAddress);
    if (!admission.admitted) {
      await auditSecretRefusal(ctx.db, subject, admission, ctx.clientAddress);
      ctx.setHeader('Retry-After', String(admission.retryAfterSeconds));
      throw tooManyRequests(tooManyAttemptsMessage(subject));
    }
    if (admission.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, admission.delayMs));
    const result = await next();
    if (result.ok || result.error.cause instanceof ZodError) await secretCheckPassed(ctx.db, admission.keys);
    return result;
  }),
);

/** Text the database cannot store (a NUL byte a schema let through) is the caller's mistake: 400, not 500. */
const unstorableText = t.middleware(async ({ next }) => {
  const result = await next();
  const refusal = result.ok ? undefined : unstorableTextAsBadRequest(result.error);
  if (refusal) throw refusal;
  return result;
});

/**
 * The one place a refusal thrown by a service, a helper or a middleware (a DomainError) becomes the transport's
 * error (errors.ts, transportError): the first middleware of every procedure, so it sees every failure beneath it,
 * and tRPC and REST (a caller of the same procedure) answer the same status, message and details.
 */
const domainErrors = t.middleware(async ({ ctx, path, meta, next }) => {
  const result = await next();
  if (!result.ok) {
    const mapped = transportError(result.error);
    // Outside production (tests, development) the undeclared 422 fails loudly; a deployed server still answers the
    // caller's refusal as it is, rather than a 500 for a gap in the document.
    if (mapped.code === 'UNPROCESSABLE_CONTENT' && !answersUnprocessable(path, meta) && !ctx.config.production)
      throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: `${path} answered 422 undeclared`, cause: mapped });
    if (mapped !== result.error) throw mapped;
  }
  return result;
});

/**
 * Each call's time and outcome, told to this instance's metrics (ctx.instance): the outermost middleware, so it sees
 * the error every other one answered with. A batch of calls is one request but several calls, each timed here.
 */
const timedCall = t.middleware(async ({ ctx, path, type, next }) => {
  const observe = ctx.instance?.procedureCall;
  if (!observe) return next();
  const started = performance.now();
  const result = await next();
  const outcome = result.ok ? 'ok' : result.error.code;
  observe({ procedure: path, type, outcome, seconds: (performance.now() - started) / 1000 });
  return result;
});

/** The request's address and API token, for every audit row the call writes (request-address.ts). */
const addressed = t.middleware(({ ctx, next }) =>
  withRequestAddress(ctx.clientAddress, () => next(), ctx.apiToken?.id ?? null),
);

/**
 * A deprecated money input (a decimal string where the API takes integers: @energy/domain/money-input) is still
 * accepted for one release; the answer then carries Deprecation, Sunset and Link (REST and tRPC alike).
 */
const legacyMoneyUse = new AsyncLocalStorage<{ used: boolean }>();
onLegacyMoney(() => {
  const store = legacyMoneyUse.getStore();
  if (store) store.used = true;
});
const moneyDeprecation = t.middleware(async ({ ctx, next }) => {
  const store = { used: false };
  const result = await legacyMoneyUse.run(store, () => next());
  if (store.used) for (const [name, value] of Object.entries(MONEY_DEPRECATION_HEADERS)) ctx.setHeader(name, value);
  return result;
});

/** An API token cannot sign in, manage sessions or the second factor, or manage tokens (auth/api-tokens.ts). */
const tokenScope = workingOnly(
  ({ path }) => closedToTokens(path),
  t.middleware(({ ctx, path, next }) => {
    if (ctx.apiToken && closedToTokens(path)) throw new DomainError('forbidden', API_TOKEN_MESSAGES.notForTokens);
    return next();
  }),
);

/** Anyone may call it; marked so the router walk can tell it from a forgotten guard. */
export const publicProcedure = t.procedure
  .meta({ access: { kind: 'public' } })
  .use(timedCall)
  .use(domainErrors)
  .use(addressed)
  .use(moneyDeprecation)
  .use(tokenScope)
  .use(unstorableText)
  .use(secretAttempts)
  .use(atomicMutation)
  .use(idempotentCreate);
