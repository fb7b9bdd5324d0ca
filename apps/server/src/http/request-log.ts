import type { MiddlewareHandler } from 'hono';
import type { Logger } from './logger';

/**
 * One structured line per request. Only the path is logged, never the query string (reset links carry
 * tokens there), headers (cookies) or bodies (passwords).
 */
export function requestLog(logger: Logger): MiddlewareHandler<{ Variables: { userId?: string; requestId?: string } }> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info('http.request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
      userId: c.get('userId'),
      requestId: c.get('requestId'),
    });
  };
}
