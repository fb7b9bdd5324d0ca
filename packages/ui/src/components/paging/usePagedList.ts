import type { TPage } from '@energy/domain/schemas/paging';
import { useMemo } from 'react';

/**
 * Options every paged list passes to tRPC's `useInfiniteQuery`: the next page starts at the last page's
 * cursor, and no cursor means the end.
 */
export const PAGED_QUERY = { getNextPageParam: (page: { nextCursor: string | null }) => page.nextCursor } as const;

/** What usePagedList reads of an infinite query (tRPC's and react-query's results have it all). */
interface InfinitePages<T> {
  data?: { pages: TPage<T>[] } | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

// Read through the union of the query's states: the pending ones have no data.
type ItemOf<Q extends InfinitePages<unknown>> = NonNullable<Q['data']>['pages'][number]['items'][number];

export interface PagedList<T> {
  /** Every row of the pages loaded so far, in order; empty while the first page loads. */
  items: T[];
  /** Rows matching on the server, over all pages (undefined until the first page came; null: too many to count). */
  total: number | null | undefined;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

/**
 * The one way screens read a paged list: the infinite query's own state (isPending, isError, error...)
 * plus its pages flattened into `items` and the controls for a "Load more" button.
 */
export function usePagedList<Q extends InfinitePages<unknown>>(query: Q): Q & PagedList<ItemOf<Q>> {
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const items = useMemo(() => (data?.pages.flatMap((page) => page.items) ?? []) as ItemOf<Q>[], [data]);
  return {
    ...query,
    items,
    total: data?.pages[0]?.total,
    hasMore: hasNextPage,
    loadingMore: isFetchingNextPage,
    loadMore: () => void fetchNextPage(),
  };
}
