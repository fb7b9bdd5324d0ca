// With the table's chunk, not every page's first load: 25 KB of CSS that phones (cards) never use.
import 'mantine-datatable/styles.css';
import { DataTable as MantineDataTable, type DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from './columns';
import type { ListState } from './useListState';

const ACTIONS_COLUMN = '__actions';
const HIGHLIGHT_BACKGROUND = 'var(--mantine-color-green-light)';

export interface RowsTableProps<T extends { id: string }, S extends string> {
  rows: T[];
  columns: ListColumn<T, S>[];
  state?: Pick<ListState<S>, 'sort' | 'order' | 'setSort'>;
  rowActions?: (row: T) => ReactNode;
  rowHighlight?: (row: T) => boolean;
}

/**
 * The rows as a table (mantine-datatable), for screens wider than a phone. Its own chunk: a phone shows
 * cards and never loads it (25 KB gzip off every list screen's first load on a phone).
 */
export function RowsTable<T extends { id: string }, S extends string>({
  rows,
  columns,
  state,
  rowActions,
  rowHighlight,
}: RowsTableProps<T, S>) {
  const { t } = useTranslation();
  const tableColumns: DataTableColumn<T>[] = columns.map((column) => ({
    accessor: column.key,
    title: column.title,
    sortable: state !== undefined && column.sort !== undefined,
    noWrap: column.noWrap ?? false,
    textAlign: column.textAlign ?? 'left',
    render: column.render,
  }));
  if (rowActions) {
    // Pinned to the right edge (pinLastColumn): however wide the other columns, a row's buttons stay inside the
    // table's box without scrolling it sideways. `data-row-actions` lets the layout test find them.
    tableColumns.push({
      accessor: ACTIONS_COLUMN,
      title: t('components.dataTable.actions'),
      textAlign: 'right',
      noWrap: true,
      render: (row) => <div data-row-actions="">{rowActions(row)}</div>,
    });
  }
  const sortedColumn = state && columns.find((column) => column.sort === state.sort);
  return (
    <MantineDataTable<T>
      records={rows}
      columns={tableColumns}
      idAccessor="id"
      // A bounded height scrolls the rows under a header that stays in view.
      maxHeight="70vh"
      striped
      highlightOnHover
      withTableBorder={false}
      pinLastColumn={rowActions !== undefined}
      rowBackgroundColor={(row) => (rowHighlight?.(row) ? HIGHLIGHT_BACKGROUND : undefined)}
      // Without a list state no column is sortable, so the sort status stays empty.
      sortStatus={{ columnAccessor: sortedColumn?.key ?? '', direction: state?.order ?? 'asc' }}
      onSortStatusChange={({ columnAccessor, direction }) => {
        const sort = columns.find((column) => column.key === columnAccessor)?.sort;
        if (sort) state?.setSort(sort, direction);
      }}
    />
  );
}
