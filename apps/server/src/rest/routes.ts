import { appRouter } from '@energy/trpc/root';
import { pathParams, restProcedures, type RestMeta, type RestProcedure } from '@energy/trpc/rest';
import { csvFilename, type CsvExport } from '@energy/trpc/csv';
import { withoutTotals } from '@energy/trpc/paging';
import { FEATURE_FLAG_MESSAGES, FEATURE_FLAGS, type TMyFeatureFlags } from '@energy/domain/schemas/feature-flag';
import type { TCallerTimeZone } from '@energy/domain/schemas/settings';
import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import {
  RestFile,
  RestPage,
  unvalidated,
  withPath,
  type Caller,
  type RestRequest,
  type RestRoute,
  type UnvalidatedBody,
} from './adapter';
import { CSV_EXPORT_PAGE_SIZE, csvStream, type ExportPage } from './csv-export';

/** A procedure with its REST meta, ready to be routed and documented. */
export interface RestCall extends RestProcedure {
  rest: RestMeta;
}

/**
 * The procedures that answer over REST, in the router's order. Subscriptions stream over /api/trpc
 * (server-sent events) only.
 */
export function restCalls(): RestCall[] {
  return restProcedures(appRouter).filter(
    (procedure): procedure is RestCall => procedure.type !== 'subscription' && procedure.rest !== undefined,
  );
}

/**
 * Hono answers with the first route that matches, so a literal segment must come before a parameter in
 * the same place ('/api/orders/pending' before '/api/orders/{id}'): paths sort segment by segment, a
 * parameter after every literal.
 */
function sortForRouting<T extends { path: string }>(routes: T[]): T[] {
  const key = (path: string) => path.split('/').map((segment) => (segment.startsWith('{') ? '\uffff' : segment));
  const compare = (x: string[], y: string[]): number => {
    for (let i = 0; i < Math.min(x.length, y.length); i++) {
      const [s, t] = [x[i] ?? '', y[i] ?? ''];
      if (s !== t) return s < t ? -1 : 1;
    }
    return x.length - y.length;
  };
  return [...routes].sort((a, b) => compare(key(a.path), key(b.path)));
}

/** The input fields of an object schema (through .optional()); undefined when the input is no object. */
export function inputFields(schema: z.ZodType | undefined): string[] | undefined {
  let def = schema?._zod.def;
  while (
    def &&
    (def.type === 'optional' || def.type === 'nullable' || def.type === 'default' || def.type === 'prefault')
  ) {
    def = (def as unknown as { innerType: z.ZodType }).innerType._zod.def;
  }
  if (def?.type !== 'object') return undefined;
  return Object.keys((def as unknown as { shape: Record<string, unknown> }).shape);
}

function takesNoInput(schema: z.ZodType | undefined): boolean {
  const type = schema?._zod.def.type;
  return type === undefined || type === 'void' || type === 'undefined';
}

/** The fields the path and the mapped headers fill. */
export function fixedFields(rest: RestMeta): string[] {
  return [...pathParams(rest.path), ...Object.values(rest.headers ?? {})];
}

/** The procedure's input from the request, as the REST meta says (see RestMeta). */
export function restInput(call: RestCall, request: RestRequest): UnvalidatedBody | undefined {
  const { rest } = call;
  if (takesNoInput(call.input)) return undefined;
  const fixed: Record<string, string | undefined> = {};
  for (const name of pathParams(rest.path)) fixed[name] = request.params[name];
  for (const [header, field] of Object.entries(rest.headers ?? {})) fixed[field] = request.header(header);
  if (rest.query) return unvalidated({ ...request.query, ...fixed });
  if (rest.bodyField) return unvalidated({ ...fixed, [rest.bodyField]: request.body });
  // An input made of the path (and headers) alone takes no body; whatever is sent is ignored.
  const bodyFields = inputFields(call.input)?.filter((field) => !fixedFields(rest).includes(field));
  if (bodyFields?.length === 0) return unvalidated(fixed);
  return Object.keys(fixed).length === 0 ? request.body : withPath(request.body, fixed);
}

/** Calls one procedure by its dotted path; the caller's public type is the nested router, hence the cast. */
function invoke(caller: Caller, name: string, input: UnvalidatedBody | undefined): Promise<unknown> {
  let target: unknown = caller;
  for (const segment of name.split('.')) target = (target as Record<string, unknown>)[segment];
  return (target as (input: unknown) => Promise<unknown>)(input);
}

/** The headers of a paged answer: the next page's link (the same request with its cursor) and the count. */
export function pageHeaders(
  requestUrl: string,
  page: { nextCursor: string | null; total: number | null },
): Record<string, string> {
  // No count beyond the cap (packages/trpc/src/paging.ts): no header rather than a wrong number.
  const headers: Record<string, string> = page.total === null ? {} : { 'x-total-count': String(page.total) };
  if (page.nextCursor) {
    const next = new URL(requestUrl, 'http://origin.invalid');
    next.searchParams.set('cursor', page.nextCursor);
    // Relative to the host the client asked, so the link never trusts a Host header.
    headers.link = `<${next.pathname}${next.search}>; rel="next"`;
  }
  return headers;
}

/** Hono's path syntax for an OpenAPI path: '/api/offers/{id}' -> '/api/offers/:id'. */
export function honoPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** A paged list with a CSV export. */
export interface CsvCall extends RestCall {
  rest: RestMeta & { csv: CsvExport };
}

/** The CSV sibling of a list's path: '/api/rfq/rfqs' -> '/api/rfq/rfqs.csv'. */
export function csvPath(path: string): string {
  return `${path}.csv`;
}

/** The lists that export CSV. */
export function csvCalls(): CsvCall[] {
  return restCalls().filter((call): call is CsvCall => call.rest.paged === true && call.rest.csv !== undefined);
}

/** One Hono route: the OpenAPI path it answers and what it does. */
interface GeneratedRoute {
  path: string;
  call: RestCall;
  answer: (caller: Caller, request: RestRequest) => Promise<unknown>;
}

/** The JSON (or file) answer of one procedure. */
function procedureAnswer(call: RestCall): GeneratedRoute['answer'] {
  const { rest } = call;
  return async (caller, request) => {
    const result = await invoke(caller, call.name, restInput(call, request));
    if (rest.paged) {
      const page = result as { items: unknown[]; nextCursor: string | null; total: number | null };
      return new RestPage(page.items, pageHeaders(request.url, page));
    }
    if (!rest.file) return result;
    const download = result as Record<string, string>;
    const { contentType, contentField, contentTypeField, base64 } = rest.file;
    const content = download[contentField] ?? '';
    return new RestFile(
      download.filename ?? 'download',
      (contentTypeField && download[contentTypeField]) || contentType,
      base64 ? new Uint8Array(Buffer.from(content, 'base64')) : content,
    );
  };
}

/** The zone the caller reads times in (their Settings > System; for 'browser', the zone their browser reported). */
async function callerZone(caller: Caller): Promise<string> {
  return ((await invoke(caller, 'settings.timeZone', undefined)) as TCallerTimeZone).zone;
}

/**
 * The streamed CSV of a list: the same procedure, called page after page with the request's filters, search
 * and sort, so its permission, visibility and validation apply to every page. The request's own limit and
 * cursor are ignored: an export starts at the first row.
 */
function csvAnswer(call: CsvCall, onError: (error: unknown) => void): GeneratedRoute['answer'] {
  return async (caller, request) => {
    // CSV export is a gated feature (flag csv-export): off for this caller, no download.
    const flags = (await invoke(caller, 'featureFlag.mine', undefined)) as TMyFeatureFlags;
    if (!flags[FEATURE_FLAGS.csvExport])
      throw new TRPCError({ code: 'FORBIDDEN', message: FEATURE_FLAG_MESSAGES.featureOff });
    const { limit: _limit, cursor: _cursor, ...query } = request.query;
    const base = { ...request, query };
    const fetchPage = (cursor: string | null) =>
      withoutTotals(async () => {
        const input = restInput(call, {
          ...base,
          query: { ...query, limit: String(CSV_EXPORT_PAGE_SIZE), ...(cursor ? { cursor } : {}) },
        });
        return (await invoke(caller, call.name, input)) as ExportPage;
      });
    const body = await csvStream(call.rest.csv, fetchPage, onError, undefined, await callerZone(caller));
    return new RestFile(csvFilename(call.rest.csv), 'text/csv; charset=utf-8', body);
  };
}

/** Registers one route per procedure, and a CSV sibling per exporting list; nothing is written by hand. */
export function generatedRoutes(route: RestRoute, onExportError: (error: unknown) => void = () => {}): number {
  const routes: GeneratedRoute[] = [
    ...restCalls().map((call) => ({ path: call.rest.path, call, answer: procedureAnswer(call) })),
    ...csvCalls().map((call) => ({ path: csvPath(call.rest.path), call, answer: csvAnswer(call, onExportError) })),
  ];
  for (const { path, call, answer } of sortForRouting(routes))
    route(call.rest.method, honoPath(path), answer, call.rest.status ?? 200);
  return routes.length;
}

/**
 * The routes with their own body limit (RestMeta.bodyLimitBytes): the REST path, as a pattern, and the
 * procedure's tRPC path (unbatched). Every other route keeps the server's limit.
 */
export function bodyLimitOverrides(): { matches: (path: string) => boolean; maxBytes: number }[] {
  return restCalls().flatMap((call) => {
    const maxBytes = call.rest.bodyLimitBytes;
    if (maxBytes === undefined) return [];
    const rest = new RegExp(`^${call.rest.path.replace(/\{\w+\}/g, '[^/]+')}$`);
    const trpc = `/api/trpc/${call.name}`;
    return [{ matches: (path: string) => path === trpc || rest.test(path), maxBytes }];
  });
}
