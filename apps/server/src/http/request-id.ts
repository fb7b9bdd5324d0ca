import { randomUUID } from 'node:crypto';
import type { Context as HonoContext, MiddlewareHandler } from 'hono';
import { nodeResponseOf } from './node-response';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Every request gets a fresh id (a client's own is not trusted into the logs), echoed in X-Request-Id. */
export function requestId(): MiddlewareHandler<{ Variables: { requestId?: string } }> {
  return async (c, next) => {
    const id = randomUUID();
    c.set('requestId', id);
    // On the node response it survives whatever Response a handler returns (see nodeResponseOf).
    const outgoing = nodeResponseOf(c);
    if (outgoing) {
      outgoing.setHeader(REQUEST_ID_HEADER, id);
      return next();
    }
    c.header(REQUEST_ID_HEADER, id);
    await next();
    // A handler may have returned a Response of its own; the id must survive that.
    if (!c.res.headers.has(REQUEST_ID_HEADER)) c.res.headers.set(REQUEST_ID_HEADER, id);
  };
}

export function requestIdOf(c: HonoContext): string | undefined {
  const id: unknown = c.get('requestId');
  return typeof id === 'string' ? id : undefined;
}
