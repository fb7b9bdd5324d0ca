import { MAX_BATCH_CALLS } from '@energy/domain/batching';
import { appRouter } from '@energy/trpc/root';
import { travelsAlone, type Meta } from '@energy/trpc/trpc';
import { TRPCError } from '@trpc/server';
import type { TRPCRequestInfo } from '@trpc/server/http';
import type { MiddlewareHandler } from 'hono';
import { refuse } from './refusal';

export const BATCH_TOO_LARGE = `A batch may carry at most ${MAX_BATCH_CALLS} calls`;
export const AUTH_NOT_BATCHABLE = 'Sign-in, sign-up and password calls cannot be batched: send each on its own';

function procedureCount(url: string): number {
  const { pathname } = new URL(url);
  try {
    // tRPC decodes the path before splitting it, so an encoded comma separates calls too.
    return decodeURIComponent(pathname.slice('/api/trpc/'.length)).split(',').length;
  } catch {
    return 1;
  }
}

/** Refuses an oversized batch before tRPC parses a single input of it. */
export function batchLimit(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.query('batch') === '1' && procedureCount(c.req.url) > MAX_BATCH_CALLS)
      return refuse(c, 400, BATCH_TOO_LARGE);
    return next();
  };
}

/**
 * The procedures that must each be their own request, as their meta declares (checksSecret, unbatched):
 * tRPC keeps a flat map of the procedures by dotted path, its public type being the nested router.
 */
function proceduresAlone(router: { _def: { procedures: object } }): ReadonlySet<string> {
  const procedures = router._def.procedures as Record<string, { _def: { meta?: Meta } }>;
  return new Set(
    Object.entries(procedures)
      .filter(([, procedure]) => travelsAlone(procedure._def.meta))
      .map(([path]) => path),
  );
}

export const PROCEDURES_ALONE = proceduresAlone(appRouter);

/**
 * Each password or code check must be its own request, so a batch cannot pack many guesses (or sign-ups,
 * or reset mails) into one; called from createContext, which sees the calls as tRPC parsed them.
 */
export function refuseBatchedAuth(info: TRPCRequestInfo): void {
  if (info.isBatchCall && info.calls.some((call) => PROCEDURES_ALONE.has(call.path))) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: AUTH_NOT_BATCHABLE });
  }
}
