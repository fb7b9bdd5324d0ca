import { Button } from '@mantine/core';
import { useLocation } from 'react-router';
import { canDo, type ActionableRow } from '../allowedActions';
import { StatusBadge } from '../StatusBadge';
import type { ListColumn } from './columns';
import { DataTable } from './DataTable';
import { ListToolbar } from './ListToolbar';
import { statusFilter } from './statusFilter';
import { useListState } from './useListState';

/** A small list to show and test the table on its own: what a screen passes, without a server. */
export interface DemoTanker extends ActionableRow {
  id: string;
  name: string;
  status: string;
}

export const DEMO_TANKERS: DemoTanker[] = [
  { id: 't1', name: 'Tanker Alpha', status: 'cancelled', allowedActions: ['order.cancel'] },
  { id: 't2', name: 'Tanker Bravo', status: 'pod_confirmed', allowedActions: [] },
  { id: 't3', name: 'Tanker Charlie', status: 'allocated', allowedActions: ['order.cancel'] },
];
const COLUMNS: ListColumn<DemoTanker, 'createdAt' | 'name'>[] = [
  { key: 'name', title: 'Name', sort: 'name', render: (row) => row.name },
  { key: 'status', title: 'Status', noWrap: true, render: (row) => <StatusBadge status={row.status} /> },
];
export const DEMO_TEXTS = {
  loading: 'Loading tankers...',
  loadFailed: 'Failed to load tankers',
  empty: 'No tankers',
  emptyText: 'Tankers appear here once registered.',
};

interface DataTableDemoProps {
  rows?: DemoTanker[];
  isPending?: boolean;
  error?: { message: string } | null;
  total?: number;
  layout?: 'auto' | 'table' | 'cards';
  /** Show the input the procedure would get and the URL's query, for tests. */
  showRequest?: boolean;
  onLoadMore?: () => void;
}

export function DataTableDemo({
  rows = DEMO_TANKERS,
  isPending = false,
  error = null,
  total,
  layout,
  showRequest = false,
  onLoadMore = () => undefined,
}: DataTableDemoProps) {
  const state = useListState({
    sorts: ['createdAt', 'name'] as const,
    filters: { status: ['cancelled', 'pod_confirmed', 'allocated'] as const },
  });
  const location = useLocation();
  const list = {
    items: rows,
    total: total ?? rows.length,
    hasMore: (total ?? rows.length) > rows.length,
    loadingMore: false,
    loadMore: onLoadMore,
    isPending,
    error,
  };
  return (
    <>
      {showRequest && (
        <>
          <output data-testid="input">{JSON.stringify(state.input)}</output>
          <output data-testid="url">{location.search}</output>
        </>
      )}
      <DataTable
        list={list}
        columns={COLUMNS}
        state={state}
        texts={DEMO_TEXTS}
        layout={layout}
        toolbar={
          <ListToolbar
            state={state}
            searchLabel="Search tankers"
            filters={[statusFilter('status', 'Status', ['cancelled', 'pod_confirmed', 'allocated'] as const)]}
          />
        }
        rowActions={(row) =>
          canDo(row, 'order.cancel') ? (
            <Button size="xs" color="red" variant="light">
              Cancel {row.name}
            </Button>
          ) : null
        }
      />
    </>
  );
}
