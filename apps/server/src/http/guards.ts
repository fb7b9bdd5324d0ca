import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence: a write must come from an allowed Origin, or say it is same-origin (Sec-Fetch-Site).
 * A write with neither is refused, so a form on another site cannot act with the user's cookie.
 */
export function originCheck(allowedOrigins: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    const allowed = origin ? allowedOrigins.includes(origin) : fetchSite === 'same-origin';
    if (!allowed) return c.json({ error: 'Cross-site request refused: the request Origin is not allowed' }, 403);
    return next();
  };
}

/** Writes with a body must send JSON (spec: writes send a JSON body with a JSON content type). */
export function requireJson(): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const type = c.req.header('content-type');
    const length = c.req.header('content-length');
    const hasBody = (length !== undefined && length !== '0') || c.req.header('transfer-encoding') !== undefined;
    if ((hasBody || type) && !/^application\/json\b/i.test(type ?? '')) {
      return c.json({ error: 'Unsupported content type: send application/json' }, 415);
    }
    return next();
  };
}

export function jsonBodyLimit(maxBytes: number): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) => c.json({ error: `Request body too large: the limit is ${maxBytes} bytes` }, 413),
  });
}
