import type { PageQuery } from '@energy/domain/page-session';
import { restProcedures } from '@energy/trpc/rest';
import { appRouter, type createCaller } from '@energy/trpc/root';

type Caller = ReturnType<typeof createCaller>;

/** The query procedures, by dotted path. */
const QUERIES = new Set(
  restProcedures(appRouter)
    .filter((procedure) => procedure.type === 'query')
    .map((procedure) => procedure.name),
);

/**
 * The page renderer's way to the API: one query procedure, called through `caller` (the page request's own
 * context: its session, permissions and organization scope, as for any API call), its answer as the JSON an
 * HTTP call would carry, so the frame draws exactly what the browser will hold. Only queries: a renderer that
 * asks for anything else is refused.
 */
export function pageQuery(caller: Caller): PageQuery {
  return async (path, input) => {
    if (!QUERIES.has(path)) throw new Error(`${path} is not a query procedure`);
    const procedure = path
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as (
      input: unknown,
    ) => Promise<unknown>;
    const answer = await procedure(input);
    return answer === undefined ? undefined : (JSON.parse(JSON.stringify(answer)) as unknown);
  };
}
