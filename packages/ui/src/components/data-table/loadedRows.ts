import type { PagedList } from '../paging/usePagedList';

/** A list that comes whole inside its screen's answer (no pages, never loading on its own), for DataTable. */
export function loadedRows<T>(
  items: T[],
): Pick<PagedList<T>, 'items' | 'total' | 'hasMore' | 'loadingMore' | 'loadMore'> & { isPending: false; error: null } {
  return {
    items,
    total: items.length,
    hasMore: false,
    loadingMore: false,
    loadMore: () => undefined,
    isPending: false,
    error: null,
  };
}
