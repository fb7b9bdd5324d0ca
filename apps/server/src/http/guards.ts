import { REQUEST_NOTICES } from '@energy/domain/notices';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { refuse } from './refusal';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const ORIGIN_REFUSED = REQUEST_NOTICES.originRefused;

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
    if (!allowed) return refuse(c, 403, ORIGIN_REFUSED);
    return next();
  };
}

/** The media type alone, without parameters such as charset, lower-cased. */
export function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * Writes with a body must send JSON (spec: writes send a JSON body with a JSON content type). The media
 * type must be exactly application/json: `application/json-patch+json` is another format.
 */
export function requireJson(): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const type = c.req.header('content-type');
    const length = c.req.header('content-length');
    const hasBody = (length !== undefined && length !== '0') || c.req.header('transfer-encoding') !== undefined;
    if ((hasBody || type) && mediaType(type) !== 'application/json') {
      return refuse(c, 415, 'Unsupported content type: send application/json');
    }
    return next();
  };
}

/**
 * Refuses bodies over the limit. Safe methods skip it: nothing reads their bodies, and asking Hono's
 * bodyLimit about one (`c.req.raw.body`) makes @hono/node-server build a full WHATWG Request with an
 * AbortController for every GET, which was the largest single cost of a liveness probe.
 */
export function jsonBodyLimit(maxBytes: number, overrides: readonly BodyLimitOverride[] = []): MiddlewareHandler {
  const limitOf = (size: number) =>
    bodyLimit({ maxSize: size, onError: (c) => refuse(c, 413, `Request body too large: the limit is ${size} bytes`) });
  const limit = limitOf(maxBytes);
  const larger = overrides.map((override) => ({ ...override, limit: limitOf(override.maxBytes) }));
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const own = larger.find((override) => override.matches(c.req.path));
    return (own?.limit ?? limit)(c, next);
  };
}

/** A route with its own body limit (the document upload); see bodyLimitOverrides in rest/routes.ts. */
export interface BodyLimitOverride {
  matches: (path: string) => boolean;
  maxBytes: number;
}
