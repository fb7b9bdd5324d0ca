import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX, PAGING_MESSAGES, zPagedListInput } from './paging';

const ZInput = zPagedListInput(['createdAt', 'title'], { status: z.enum(['open', 'closed']).optional() });

describe('zPagedListInput', () => {
  it('turns no input into the first page in the default order', () => {
    expect(ZInput.parse(undefined)).toEqual({ limit: PAGE_LIMIT_DEFAULT, sort: 'createdAt', order: 'desc' });
  });

  it('reads a query string as REST sends it', () => {
    expect(
      ZInput.parse({ limit: '200', sort: 'title', order: 'asc', q: ' ago ', status: 'open', cursor: 'abc.def' }),
    ).toEqual({
      limit: PAGE_LIMIT_MAX,
      sort: 'title',
      order: 'asc',
      q: 'ago',
      status: 'open',
      cursor: 'abc.def',
    });
  });

  it.each([['201'], [201], ['0'], [0], ['-3'], ['1.5'], [2.5], ['ten'], ['']])(
    'refuses limit %j with the paging message',
    (limit) => {
      const result = ZInput.safeParse({ limit });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['limit', PAGING_MESSAGES.limit],
      ]);
    },
  );

  it('refuses unknown sorts, unknown fields and cursors that are no token', () => {
    expect(ZInput.safeParse({ sort: 'buyerOrgId' }).success).toBe(false);
    expect(ZInput.safeParse({ offset: 50 }).success).toBe(false);
    for (const cursor of ['', 'no dot', 'a.b.c', '../etc', 'x'.repeat(2000)]) {
      expect(ZInput.safeParse({ cursor }).success, cursor).toBe(false);
    }
  });

  it('accepts the fields tRPC useInfiniteQuery adds (a null first cursor, forward direction) and only forward', () => {
    expect(ZInput.parse({ cursor: null, direction: 'forward' })).toMatchObject({ cursor: null, direction: 'forward' });
    expect(ZInput.safeParse({ direction: 'backward' }).success).toBe(false);
  });
});
