import { isTemporarilyUnavailable, toErrorBody, transportError, type ErrorBody } from '@energy/trpc/errors';
import type { RestMethod } from '@energy/trpc/rest';
import { createCaller } from '@energy/trpc/root';
import type { Context as HonoContext, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from '../http/logger';
import { summarizeError } from '../http/error-log';
import { createRequestContext, type AppDeps } from '../http/request-context';
import { languageOfHeader } from '@energy/i18n/languages';
import { localizeMessage } from '@energy/i18n/localize';
import { requestIdOf } from '../http/request-envelope';
import { markStreamed } from '../http/compression';
import { RETRY_AFTER } from '../http/unavailable';

export type Caller = ReturnType<typeof createCaller>;

/**
 * The raw JSON body. The procedure's zod input validates it, so it may be handed to any procedure
 * input as it is: `never` says exactly that to the type checker.
 */
export type UnvalidatedBody = never;

/** Marks request data (body, query, path params) as input the procedure will validate. */
export function unvalidated(value: unknown): UnvalidatedBody {
  return value as UnvalidatedBody;
}

/**
 * The body with the path's parameters laid over it (so a body cannot name another record). A body that
 * is not an object is passed on untouched, to fail validation as what it is.
 */
export function withPath(body: UnvalidatedBody, params: Record<string, string | undefined>): UnvalidatedBody {
  const raw: unknown = body;
  if (raw === undefined) return unvalidated(params);
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) return unvalidated({ ...raw, ...params });
  return body;
}

export interface RestRequest {
  /** Path and query string as requested, e.g. '/api/offers?limit=20' (for the next page's link). */
  url: string;
  body: UnvalidatedBody;
  params: Record<string, string>;
  query: Record<string, string>;
  header(name: string): string | undefined;
}

type Method = RestMethod;

export interface RestEnv {
  // Nothing is kept per request on the context: the request id and the user are on its envelope (request-envelope.ts).
  Variables: object;
}

class InvalidJson extends Error {}

/** One page of a list: the rows are the JSON array body; the paging travels in headers. */
export class RestPage {
  constructor(
    readonly items: unknown[],
    readonly headers: Record<string, string>,
  ) {}
}

/** A call whose answer is a file download (e.g. CSV) rather than JSON; a stream is sent as it is read. */
export class RestFile {
  constructor(
    readonly filename: string,
    readonly contentType: string,
    readonly body: string | Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>,
  ) {}
}

/**
 * The Content-Disposition of a download: an ASCII fallback (quotes, backslashes and anything outside
 * printable ASCII replaced) and the UTF-8 name in RFC 5987 form, so no file name can break out of the header.
 */
export function attachmentDisposition(name: string): string {
  const ascii = [...name].map((ch) => (ch >= ' ' && ch <= '~' && ch !== '"' && ch !== '\\' ? ch : '_')).join('');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

async function readBody(c: HonoContext, method: Method): Promise<unknown> {
  // A DELETE may carry a body (turning two-factor off takes the password and a code); an empty one is no input.
  if (method === 'get') return undefined;
  const text = await c.req.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new InvalidJson();
  }
}

/**
 * The thin REST adapter: path + method -> the same tRPC procedure through a caller, so permission,
 * validation and every rule run once, in the procedure. Errors take the one JSON shape.
 */
export function restRoutes(app: Hono<RestEnv>, deps: AppDeps, logger: Logger) {
  return function route(
    method: Method,
    path: string,
    call: (caller: Caller, request: RestRequest) => Promise<unknown>,
    successStatus: ContentfulStatusCode = 200,
  ) {
    app[method](path, async (c) => {
      const headers = new Headers();
      const respond = (body: unknown, status: ContentfulStatusCode) => {
        headers.forEach((value, name) => c.header(name, value, { append: name === 'set-cookie' }));
        return c.json(body as object, status);
      };
      // The caller's language for a refusal: the signed-in user's once the session is read, else Accept-Language.
      let language = languageOfHeader(c.req.header('accept-language'));
      try {
        const url = new URL(c.req.url);
        const request = {
          url: `${url.pathname}${url.search}`,
          body: (await readBody(c, method)) as UnvalidatedBody,
          params: c.req.param(),
          query: c.req.query(),
          header: (name: string) => c.req.header(name),
        };
        const context = await createRequestContext(c, deps, headers);
        language = context.language ?? language;
        const caller = createCaller(context);
        const result = await call(caller, request);
        if (result instanceof RestFile) {
          headers.set('content-type', result.contentType);
          headers.set('content-disposition', attachmentDisposition(result.filename));
          headers.forEach((value, name) => c.header(name, value, { append: name === 'set-cookie' }));
          const answer = c.body(result.body, 200);
          return result.body instanceof ReadableStream ? markStreamed(answer) : answer;
        }
        if (result instanceof RestPage) {
          for (const [name, value] of Object.entries(result.headers)) headers.set(name, value);
          return respond(result.items, successStatus);
        }
        return respond(result, successStatus);
      } catch (error) {
        if (error instanceof InvalidJson)
          return respond({ error: localizeMessage('Malformed JSON body', language) } satisfies ErrorBody, 400);
        const trpcError = transportError(error);
        const { status, body } = toErrorBody(trpcError, language);
        const unavailable = isTemporarilyUnavailable(trpcError);
        if (trpcError.code === 'INTERNAL_SERVER_ERROR' || unavailable) {
          const id = requestIdOf(c);
          const event = unavailable ? 'rest.unavailable' : 'rest.error';
          logger.error(event, { method, path, requestId: id, ...summarizeError(trpcError.cause ?? trpcError) });
          if (unavailable) for (const [name, value] of Object.entries(RETRY_AFTER)) headers.set(name, value);
          return respond({ ...body, ...(id ? { requestId: id } : {}) }, status as ContentfulStatusCode);
        }
        return respond(body, status as ContentfulStatusCode);
      }
    });
  };
}

export type RestRoute = ReturnType<typeof restRoutes>;
