import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';
import { UNMATCHED_ROUTE } from '../http/request-envelope';

const TRPC_PREFIX = '/api/trpc/';
/** tRPC's route and the app's middleware under /api: a request whose last match is one of these reached no route. */
const TRPC_ROUTE = '/api/trpc/*';
const API_MIDDLEWARE = '/api/*';
/** A batch of tRPC calls (`/api/trpc/a,b`): one series for all, not one per combination a client may send. */
export const TRPC_BATCH_ROUTE = '/api/trpc/(batch)';
/** A tRPC path naming no procedure. */
export const TRPC_UNKNOWN_ROUTE = '/api/trpc/(unknown)';

/** The pattern of the last route a request matched beside the middleware that every request under /api matches. */
function lastRoute(c: Context): string {
  const routes = matchedRoutes(c);
  for (let i = routes.length - 1; i >= 0; i--) {
    const path = routes[i]?.path;
    if (path !== undefined && path !== API_MIDDLEWARE) return path;
  }
  return API_MIDDLEWARE;
}

/**
 * The route a request under /api is counted under: the pattern of the last route it matched (`/api/rfqs/:id`, the
 * generated REST routes in Hono's notation), the procedure for a tRPC call (`/api/trpc/rfq.list`), and a fixed name
 * otherwise, so that no id or text a client chose becomes a label value (each would be a new series for ever).
 * Read before the handlers run: a request refused by a middleware (401, 403, 413) still counts under its route.
 */
export function routeLabeler(procedureNames: Iterable<string>): (c: Context) => string {
  const procedures = new Set(procedureNames);
  return (c) => {
    const pattern = lastRoute(c);
    if (pattern === API_MIDDLEWARE) return UNMATCHED_ROUTE;
    if (pattern !== TRPC_ROUTE) return pattern;
    const name = c.req.path.slice(TRPC_PREFIX.length);
    if (procedures.has(name)) return `${TRPC_PREFIX}${name}`;
    return name.includes(',') ? TRPC_BATCH_ROUTE : TRPC_UNKNOWN_ROUTE;
  };
}
