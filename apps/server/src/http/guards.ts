import { METHODS } from 'node:http';
import { REQUEST_NOTICES } from '@energy/domain/notices';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { carriesBearer } from './api-token-auth';
import { JSON_TOO_DEEP, MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth';
import { refuse } from './refusal';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every method node:http accepts that may write: the write guards are registered for these only, so a GET, the
 * bulk of the traffic, never meets them (a middleware costs every request it matches a dispatch, a closure and
 * two promises, and keeps Hono from answering a one-handler route without them).
 */
export const UNSAFE_METHODS: readonly string[] = METHODS.filter((method) => !SAFE_METHODS.has(method));

export const ORIGIN_REFUSED = REQUEST_NOTICES.originRefused;

/**
 * CSRF defence: a write must come from an allowed Origin, or say it is same-origin (Sec-Fetch-Site).
 * A write with neither is refused, so a form on another site cannot act with the user's cookie. A call with an API
 * token needs neither: a browser never sends one by itself.
 */
function originAllowed(c: Context, allowedOrigins: readonly string[]): boolean {
  // A bearer token is no ambient credential a browser adds on its own (api-token-auth.ts refuses an invalid one).
  if (carriesBearer(c)) return true;
  const origin = c.req.header('origin');
  return origin ? allowedOrigins.includes(origin) : c.req.header('sec-fetch-site') === 'same-origin';
}

/** The media type alone, without parameters such as charset, lower-cased. */
export function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * Writes with a body must send JSON (spec: writes send a JSON body with a JSON content type). The media
 * type must be exactly application/json: `application/json-patch+json` is another format.
 */
function sendsJsonOrNothing(c: Context): boolean {
  const type = c.req.header('content-type');
  return !(hasBody(c) || type) || mediaType(type) === 'application/json';
}

function hasBody(c: Context): boolean {
  const length = c.req.header('content-length');
  return (length !== undefined && length !== '0') || c.req.header('transfer-encoding') !== undefined;
}

/**
 * Refuses (400) a JSON body nested deeper than MAX_JSON_DEPTH before anything parses it, REST and tRPC alike. The
 * body is read here once: REST reads Hono's copy of the text, tRPC a request rebuilt around it.
 */
async function shallowJsonOnly(c: Context, next: Next): Promise<void> {
  if (!hasBody(c)) return next();
  const text = await c.req.text();
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
    // Called as the body limit's `next`: the refusal is the answer without being returned through it.
    c.res = refuse(c, 400, JSON_TOO_DEEP);
    return;
  }
  c.req.raw = new Request(c.req.raw, { body: text });
  return next();
}

/** A route with its own body limit (the document upload); see bodyLimitOverrides in rest/routes.ts. */
export interface BodyLimitOverride {
  matches: (path: string) => boolean;
  maxBytes: number;
}

export interface WriteGuardOptions {
  allowedOrigins: readonly string[];
  bodyLimitBytes: number;
  bodyLimitOverrides?: readonly BodyLimitOverride[];
}

/**
 * What a write to the API must pass, in this order: the origin check (403), JSON or no body (415), the body
 * limit (413), the JSON nesting depth (400). Safe methods pass untouched (and the app registers it for UNSAFE_METHODS only): they change nothing
 * and nothing reads their bodies, and asking Hono's bodyLimit about one (`c.req.raw.body`) makes
 * @hono/node-server build a full WHATWG Request with an AbortController for every GET. One middleware rather
 * than three: each costs every request a dispatch.
 */
export function writeGuards({
  allowedOrigins,
  bodyLimitBytes,
  bodyLimitOverrides = [],
}: WriteGuardOptions): MiddlewareHandler {
  const limitOf = (size: number) =>
    bodyLimit({ maxSize: size, onError: (c) => refuse(c, 413, `Request body too large: the limit is ${size} bytes`) });
  const limit = limitOf(bodyLimitBytes);
  const larger = bodyLimitOverrides.map((override) => ({ ...override, limit: limitOf(override.maxBytes) }));
  return (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    if (!originAllowed(c, allowedOrigins)) return Promise.resolve(refuse(c, 403, ORIGIN_REFUSED));
    if (!sendsJsonOrNothing(c))
      return Promise.resolve(refuse(c, 415, 'Unsupported content type: send application/json'));
    const own = larger.find((override) => override.matches(c.req.path));
    return (own?.limit ?? limit)(c, () => shallowJsonOnly(c, next));
  };
}
