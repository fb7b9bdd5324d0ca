import type { MiddlewareHandler } from 'hono';
import { EnvelopedResponse } from './enveloped-response';
import type { Logger } from './logger';
import { nodeResponseOf } from './node-response';
import { newRequestId, REQUEST_ID_HEADER } from './request-id';
import { logRequest } from './request-log';
import { securityHeadersFor, type SecurityHeaderOptions } from './security-headers';

/**
 * What every request gets: a fresh id (X-Request-Id), the security headers for its path and transport, and
 * one log line once it is answered. One middleware rather than three, because each Hono middleware costs a
 * dispatch, a closure and two promises on every request.
 *
 * Under node:http the headers go on the node response before the handler runs (see nodeResponseOf): they
 * survive whatever Response a handler returns, and the handler's own values win. On an EnvelopedResponse (the
 * server serveApp makes) they wait there and join the answer's own headers when its head is written, which is
 * node's cheap path; on another node response they are set with setHeader. Elsewhere (app.request in tests)
 * they are added to the answer afterwards, again without overriding the handler's own.
 */
export function requestEnvelope(
  logger: Logger,
  options: SecurityHeaderOptions = {},
): MiddlewareHandler<{ Variables: { userId?: string; requestId?: string } }> {
  return async (c, next) => {
    const started = performance.now();
    const id = newRequestId();
    c.set('requestId', id);
    const security = securityHeadersFor(c, options);
    const outgoing = nodeResponseOf(c);
    if (outgoing instanceof EnvelopedResponse) {
      outgoing.envelopeHeaders = [[REQUEST_ID_HEADER, id], ...security];
      await next();
    } else if (outgoing) {
      outgoing.setHeader(REQUEST_ID_HEADER, id);
      for (const [name, value] of security) outgoing.setHeader(name, value);
      await next();
    } else {
      await next();
      const headers = c.res.headers;
      if (!headers.has(REQUEST_ID_HEADER)) headers.set(REQUEST_ID_HEADER, id);
      for (const [name, value] of security) if (!headers.has(name)) headers.set(name, value);
    }
    logRequest(logger, c, started);
  };
}
