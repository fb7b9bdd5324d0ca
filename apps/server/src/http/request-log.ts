import type { Context } from 'hono';
import type { Logger } from './logger';

/**
 * One structured line per request, once it is answered (`started` from performance.now()). Only the path is
 * logged, never the query string (reset links carry tokens there), headers (cookies) or bodies (passwords).
 */
export function logRequest(logger: Logger, c: Context<{ Variables: { userId?: string; requestId?: string } }>, started: number): void {
  logger.info('http.request', {
    method: c.req.method,
    path: c.req.path,
    status: c.res.status,
    ms: Math.round(performance.now() - started),
    userId: c.get('userId'),
    requestId: c.get('requestId'),
  });
}
