import type { Meta } from './trpc';

/** What is known of a procedure before its first call: all a middleware below may decide its work by. */
export interface ProcedureFacts {
  type: 'query' | 'mutation' | 'subscription';
  path: string;
  meta: Meta | undefined;
}

/** Whether a middleware has work on calls of this procedure (otherwise it only calls next()). */
export type WorksOn = (procedure: ProcedureFacts) => boolean;

const WORKS_ON = new WeakMap<object, WorksOn>();

/**
 * Marks a middleware that passes every call straight to next() on a procedure `worksOn` says no to (the
 * middleware still asks `worksOn` itself first, so a chain that is not fitted behaves the same).
 */
export function workingOnly<M extends { _middlewares: readonly object[] }>(worksOn: WorksOn, middleware: M): M {
  for (const fn of middleware._middlewares) WORKS_ON.set(fn, worksOn);
  return middleware;
}

/** tRPC's own record of a procedure's chain, which it reads on every call (the public type leaves it out). */
interface ChainDef {
  type: ProcedureFacts['type'];
  meta?: Meta;
  middlewares: object[];
}

/**
 * Leaves out of each procedure's chain the middlewares that would only call next() on it (workingOnly): a query
 * skips the mutation's transaction, its Idempotency-Key and the secret throttle. Every level of tRPC's chain
 * copies the call's options twice with its object-spread helper, whatever the middleware does: on the rfq-list
 * bench's page that helper was 4.8% of the server's CPU over the list's 15 levels, and 3.5% over the 11 left.
 */
export function fitChains(router: { _def: { procedures: object } }): void {
  const procedures = router._def.procedures as Record<string, { _def: ChainDef }>;
  for (const [path, { _def }] of Object.entries(procedures)) {
    const facts: ProcedureFacts = { type: _def.type, path, meta: _def.meta };
    _def.middlewares = _def.middlewares.filter((fn) => WORKS_ON.get(fn)?.(facts) ?? true);
  }
}
