import { z } from 'zod';

/**
 * The same schema, whose async parses run synchronously when they can. tRPC validates inputs and outputs
 * with `parseAsync`, and zod 4 only runs its compiled object parser on synchronous parses: a page of 50
 * RFQs took about 3x as long through `parseAsync` as through `parse`. Results and errors are the same;
 * a schema with an async check (which the sync parse refuses) still parses asynchronously.
 */
export function syncFirst<T extends z.ZodType>(schema: T): T {
  const parseAsync = schema.parseAsync.bind(schema);
  const safeParseAsync = schema.safeParseAsync.bind(schema);
  const needsAsync = (error: unknown) => error instanceof z.core.$ZodAsyncError;
  return Object.assign(schema, {
    parseAsync: async (data: unknown, params?: z.core.ParseContext<z.core.$ZodIssue>) => {
      try {
        return schema.parse(data, params);
      } catch (error) {
        if (needsAsync(error)) return parseAsync(data, params);
        throw error;
      }
    },
    safeParseAsync: async (data: unknown, params?: z.core.ParseContext<z.core.$ZodIssue>) => {
      try {
        return schema.safeParse(data, params);
      } catch (error) {
        if (needsAsync(error)) return safeParseAsync(data, params);
        throw error;
      }
    },
  });
}
