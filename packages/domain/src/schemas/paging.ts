import { z } from 'zod';
import { singleLineText } from './primitives';
import { syncFirst } from './sync-first';

/**
 * Cursor paging, shared by every list (ARCHITECTURE "Lists"): keyset on (sort key, id), an opaque
 * cursor, `limit` 1..200 defaulting to 50, a whitelisted sort and a text search `q`. The server encodes
 * and checks cursors (packages/trpc/src/paging); here live the input and output shapes both ends use.
 */
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX, PAGING_MESSAGES, SORT_ORDERS, type TSortOrder } from './paging-limits';

export { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX, PAGING_MESSAGES, SORT_ORDERS, type TSortOrder } from './paging-limits';

// Query strings carry numbers as text; tRPC sends numbers. Both end as one bounded integer.
const ZLimit = z
  .union(
    [
      z.number(),
      z
        .string()
        .regex(/^\d{1,9}$/)
        .transform(Number),
    ],
    { message: PAGING_MESSAGES.limit },
  )
  .pipe(z.number().int(PAGING_MESSAGES.limit).min(1, PAGING_MESSAGES.limit).max(PAGE_LIMIT_MAX, PAGING_MESSAGES.limit))
  .default(PAGE_LIMIT_DEFAULT);

/** The opaque token itself: base64url text with one dot; its content is checked by the server. */
export const ZCursor = z
  .string()
  .max(1024, PAGING_MESSAGES.cursor)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, PAGING_MESSAGES.cursor);

/**
 * A list's input: paging, sort (one of `sorts`, default first), order, search, then the list's own filters.
 * Optional as a whole, so `list()` with no input is the first page in the default order.
 */
export function zPagedListInput<
  const S extends readonly [string, ...string[]],
  F extends z.ZodRawShape = Record<never, never>,
>(sorts: S, filters: F = {} as F, defaultOrder: TSortOrder = 'desc') {
  const input = z.strictObject({
    limit: ZLimit,
    cursor: ZCursor.nullish(),
    // tRPC's useInfiniteQuery adds this to the input; paging runs forward only.
    direction: z.literal('forward').optional(),
    sort: z.enum(sorts).default(sorts[0] as S[number] & string),
    order: z.enum(SORT_ORDERS).default(defaultOrder),
    q: singleLineText(100).optional(),
    ...filters,
  });
  // No input parses as `{}`; a list with a required filter (organizationId) then fails on that field.
  return syncFirst(input.prefault({} as z.input<typeof input>));
}

/** The fields every paged input carries after parsing. */
export interface TPageRequest {
  limit: number;
  cursor?: string | null | undefined;
  sort: string;
  order: TSortOrder;
  q?: string | undefined;
}

/**
 * One page: the rows, the cursor of the next page (null on the last) and the count of all matching rows
 * over every page, or null when there are too many to count cheaply (beyond 10,000).
 */
export function zPage<T extends z.ZodType>(item: T) {
  // Parsed synchronously where it can be: every list answers through it (see syncFirst).
  return syncFirst(
    z.object({
      items: z.array(item),
      nextCursor: z.string().nullable(),
      total: z.number().int().nonnegative().nullable(),
    }),
  );
}

export interface TPage<T> {
  items: T[];
  nextCursor: string | null;
  total: number | null;
}
