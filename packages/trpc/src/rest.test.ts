import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pathParams, restProcedures } from './rest';
import { appRouter } from './root';
import { publicProcedure, router } from './trpc';

/** Subscriptions stream over /api/trpc only; every other procedure must be reachable over REST. */
const procedures = restProcedures(appRouter).filter((procedure) => procedure.type !== 'subscription');

function inputFields(schema: z.ZodType | undefined): string[] {
  let current = schema;
  // Paged lists' inputs are optional as a whole (`prefault`), as are some others (`optional`).
  while (current instanceof z.ZodOptional || current instanceof z.ZodPrefault)
    current = current._zod.def.innerType as z.ZodType;
  return current instanceof z.ZodObject ? Object.keys(current.shape) : [];
}

describe('REST meta of every procedure', () => {
  it('is found by the walk', () => {
    expect(procedures.length).toBeGreaterThanOrEqual(40);
  });

  it.each(procedures.map((procedure) => [procedure.name, procedure] as const))(
    '%s declares its REST call',
    (name, procedure) => {
      const rest = procedure.rest;
      expect(rest, `${name} has no meta.rest: add { method, path, summary } beside its access`).toBeDefined();
      if (!rest) return;
      expect(rest.path).toMatch(/^\/api\/[a-z0-9/{}.-]+$/i);
      expect(rest.summary.length).toBeGreaterThan(0);
      // Reads are GETs and writes are not, so GETs stay safe to retry and to prefetch.
      expect(rest.method === 'get', `${name} is a ${procedure.type} on ${rest.method.toUpperCase()}`).toBe(
        procedure.type === 'query',
      );
      const fields = inputFields(procedure.input);
      for (const param of pathParams(rest.path))
        expect(fields, `${name}: {${param}} is no input field`).toContain(param);
      for (const field of Object.values(rest.headers ?? {}))
        expect(fields, `${name}: header field ${field}`).toContain(field);
      if (rest.bodyField) expect(fields).toContain(rest.bodyField);
    },
  );

  it('gives every call its own method and path', () => {
    const calls = procedures.map(({ rest }) => `${rest?.method} ${rest?.path.replace(/\{\w+\}/g, '{}')}`);
    expect(new Set(calls).size).toBe(calls.length);
  });

  it('is missed by the walk when a procedure forgets it', () => {
    const probe = router({
      forgotten: publicProcedure
        .input(z.void())
        .output(z.string())
        .query(() => 'x'),
    });
    expect(restProcedures(probe)).toEqual([expect.objectContaining({ name: 'forgotten', rest: undefined })]);
  });
});
