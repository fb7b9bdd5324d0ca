import { Stack } from '@mantine/core';
import { lazy, Suspense, useDeferredValue, useMemo, type ReactNode } from 'react';
import { QueryState } from '../fulfilment/QueryState';
import { LoadMore } from '../paging/LoadMore';
import type { PagedList } from '../paging/usePagedList';
import type { ListColumn } from './columns';
import { DataTableCards } from './DataTableCards';
import { DataTableSkeleton } from './DataTableSkeleton';
import { FilterEmptyState } from './FilterEmptyState';
import type { RowsTable as RowsTableComponent } from './RowsTable';
import { PHONE_QUERY, useNarrowScreen } from './narrowScreen';
import type { ListState } from './useListState';

export interface DataTableTexts {
  loading: string;
  loadFailed: string;
  empty: string;
  emptyText: string;
  /** A list's own words for a search or filters that match nothing (the spec's "No ... found matching the current filters."). */
  filterEmpty?: string;
}

/** What the table reads of a paged query (usePagedList): rows so far, its state, and Load more. */
export type DataTableList<T> = Pick<PagedList<T>, 'items' | 'total' | 'hasMore' | 'loadingMore' | 'loadMore'> & {
  isPending: boolean;
  error: { message: string } | null;
};

interface DataTableProps<T extends { id: string }, S extends string> {
  /** The paged query (usePagedList): rows so far, its state, and Load more. */
  list: DataTableList<T>;
  columns: ListColumn<T, S>[];
  /**
   * Sort and filters from the URL (useListState); sorting a column asks the server, never re-sorts rows here.
   * Absent for a list that comes whole with its screen (no sorting, no filters).
   */
  state?: Pick<ListState<S>, 'sort' | 'order' | 'setSort' | 'narrowed' | 'clear'>;
  texts: DataTableTexts;
  emptyIcon?: ReactNode;
  /** The row's buttons; screens render them from the row's `allowedActions` (canDo). */
  rowActions?: (row: T) => ReactNode;
  /** Search box and filters above the rows (ListToolbar). */
  toolbar?: ReactNode;
  /** Rows to set apart (the best price among bids): a green row, and a green edge on its card. */
  rowHighlight?: (row: T) => boolean;
  /** Cards or table by the screen's width (default); stories pin one. */
  layout?: 'auto' | 'table' | 'cards';
}

/** Rows drawn in a list's first render: more than a phone shows, about what a wide screen shows, of a page of 50. */
export const FIRST_RENDER_ROWS = 12;

/** The table form of the rows loads with the first wide screen that shows one (see RowsTable). */
const loadRowsTable = () => import('./RowsTable');
// Lazy loses RowsTable's type parameters; its props are checked where it is written (RowsTable.tsx).
const LazyRowsTable = lazy(() =>
  loadRowsTable().then((module) => ({ default: module.RowsTable })),
) as unknown as typeof RowsTableComponent;
// On a wide screen it starts loading with this module, beside the screen's own data, not after the first render.
if (typeof window !== 'undefined' && typeof window.matchMedia === 'function' && !window.matchMedia(PHONE_QUERY).matches)
  void loadRowsTable();

/** The one list table: server-paged, server-sorted, with skeleton, empty, filter-empty and error states. */
export function DataTable<T extends { id: string }, S extends string>({
  list,
  columns,
  state,
  texts,
  emptyIcon,
  rowActions,
  toolbar,
  rowHighlight,
  layout = 'auto',
}: DataTableProps<T, S>) {
  // The first frame (drawn by the server) is taken over as drawn; any later render reads the real width.
  const narrowScreen = useNarrowScreen();
  const phone = layout === 'cards' || (layout === 'auto' && narrowScreen);
  // Rows arrive through the query cache's store, which React renders in one blocking task. Rendering them
  // from a deferred copy lets React build them in short slices that yield to input (a first page
  // of cards blocked the main thread for 100 ms and more on a phone). The copy holds the state with its rows,
  // so the loading, empty and error states never disagree with the rows shown.
  const current = useMemo(
    () => ({ items: list.items, isPending: list.isPending, error: list.error }),
    [list.items, list.isPending, list.error],
  );
  // A list's first render (the server's first frame of its page, or the screen's first mount) draws the rows a
  // screen shows at first, and the rest follow in that deferred render: a first frame drawn with a whole page of
  // payments as cards was 400 KB of HTML, and the browser took every one of them over while the page started.
  const firstRender = useMemo(
    () =>
      current.items.length > FIRST_RENDER_ROWS
        ? { ...current, items: current.items.slice(0, FIRST_RENDER_ROWS) }
        : current,
    [current],
  );
  const shown = useDeferredValue(current, firstRender);
  const filteredToNothing = !shown.isPending && !shown.error && shown.items.length === 0 && state?.narrowed === true;

  return (
    <Stack gap="md">
      {toolbar}
      {filteredToNothing ? (
        <FilterEmptyState onClear={() => state?.clear()} description={texts.filterEmpty} />
      ) : (
        <QueryState
          isPending={shown.isPending}
          error={shown.error}
          isEmpty={shown.items.length === 0}
          loadingText={texts.loading}
          loading={<DataTableSkeleton loadingText={texts.loading} />}
          errorTitle={texts.loadFailed}
          emptyTitle={texts.empty}
          emptyText={texts.emptyText}
          icon={emptyIcon}
        >
          {phone ? (
            <DataTableCards
              rows={shown.items}
              columns={columns}
              rowKey={(row) => row.id}
              rowActions={rowActions}
              rowHighlight={rowHighlight}
            />
          ) : (
            <Suspense fallback={<DataTableSkeleton loadingText={texts.loading} />}>
              <LazyRowsTable
                rows={shown.items}
                columns={columns}
                state={state}
                rowActions={rowActions}
                rowHighlight={rowHighlight}
              />
            </Suspense>
          )}
          <LoadMore list={list} />
        </QueryState>
      )}
    </Stack>
  );
}

/**
 * The table over a paged query it reads itself: `useList` (the screen's `usePagedList(...)` call) runs here, in
 * the table, not in the screen. When the rows arrive (or a page is added), the query's store re-renders the
 * component that reads it, synchronously: read by the screen, that was the whole screen, its toolbar, filters
 * and dialogs included, in one long task while the page loaded. Read here, it is the table alone;
 * the toolbar and everything else the screen drew are the elements they were, and React skips them.
 * Screens that use the rows themselves (a total in a heading, a selection) read the query and pass `list`.
 */
export function QueryDataTable<T extends { id: string }, S extends string>({
  useList,
  ...table
}: Omit<DataTableProps<T, S>, 'list'> & { useList: () => DataTableList<T> }) {
  return <DataTable list={useList()} {...table} />;
}
