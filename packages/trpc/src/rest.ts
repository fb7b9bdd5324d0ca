import type { z } from 'zod';
import type { CsvExport } from './csv';
import type { Access } from './trpc';

export type RestMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * How a procedure answers over REST; apps/server generates its Hono route and its OpenAPI operation from
 * this. The input is assembled as: the JSON body (or, with `query`, the query string), then the path's
 * parameters and the mapped headers laid over it, so a body can never name another record.
 */
export interface RestMeta {
  method: RestMethod;
  /** OpenAPI style, e.g. '/api/offers/{id}/accept'; each `{name}` fills the input field of that name. */
  path: string;
  /** The success status; 200 unless said. */
  status?: 200 | 201;
  /**
   * A POST that creates records but answers 200 (a bid, a signature, posted quotes or rates): the status is kept, as
   * changing it would break clients (docs/API.md, versioning), and the call reads an Idempotency-Key like a 201 create.
   */
  creates?: true;
  /** One line for the API reference. */
  summary: string;
  /** The query string is the input (list filters); without it the query string is ignored. */
  query?: true;
  /**
   * A cursor-paged list: the procedure answers `{ items, nextCursor, total }`; REST answers the items as
   * the array body, with `Link: <next>; rel="next"` while more follow and `X-Total-Count`.
   */
  paged?: true;
  /**
   * A paged list's CSV export: REST serves it at the list's path + '.csv' with the same query, streaming
   * every matching row page by page (apps/server/src/rest/csv-export.ts).
   */
  csv?: CsvExport;
  /** Request headers that fill input fields: header name (lower case) -> input field. */
  headers?: Record<string, string>;
  /** The JSON body goes under this input field instead of being the input (PUT /api/offers/{id}). */
  bodyField?: string;
  /**
   * The answer is a download: the output's `filename` names it and its `contentField` is the body. With
   * `contentTypeField` the output names its own media type; with `base64` the field holds bytes in base64
   * (tRPC speaks JSON) and REST sends the bytes themselves.
   */
  file?: { contentType: string; contentField: string; contentTypeField?: string; base64?: true };
  /** A larger request body than every other route's limit (the document upload), in bytes; tRPC's path too. */
  bodyLimitBytes?: number;
}

/** One procedure as the REST generator sees it. */
export interface RestProcedure {
  /** The dotted tRPC path, e.g. 'offer.accept'. */
  name: string;
  type: 'query' | 'mutation' | 'subscription';
  access: Access | undefined;
  rest: RestMeta | undefined;
  input: z.ZodType | undefined;
  output: z.ZodType | undefined;
  /** Why a well-formed call may answer 422 (Meta.unprocessable), if it may. */
  unprocessable: string | undefined;
}

interface ProcedureDef {
  type: RestProcedure['type'];
  meta?: { access?: Access; rest?: RestMeta; unprocessable?: string };
  inputs: z.ZodType[];
  output?: z.ZodType;
}

/** The path's parameter names, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
}

/**
 * Every procedure of a router with its REST meta. tRPC keeps a flat map of the procedures by dotted path;
 * its public type is the nested router, hence the one cast.
 */
export function restProcedures(router: { _def: { procedures: object } }): RestProcedure[] {
  const procedures = router._def.procedures as Record<string, { _def: ProcedureDef }>;
  return Object.entries(procedures).map(([name, { _def }]) => ({
    name,
    type: _def.type,
    access: _def.meta?.access,
    rest: _def.meta?.rest,
    input: _def.inputs[0],
    output: _def.output,
    unprocessable: _def.meta?.unprocessable,
  }));
}
