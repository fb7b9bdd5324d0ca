import type { ReactNode } from 'react';

/**
 * One column of a list: its title, how a row's cell reads, and the procedure's sort key when the server
 * can sort by it. The same columns draw the table on wide screens and the cards on phones.
 */
export interface ListColumn<T, S extends string = string> {
  /** Unique key of the column (and mantine-datatable's accessor). */
  key: string;
  title: string;
  render: (row: T) => ReactNode;
  /** The procedure's sort key for this column; absent when the server cannot sort by it. */
  sort?: S;
  /** Keep the cell's content on one line and let the column grow to fit it (statuses, numbers, dates). */
  noWrap?: boolean;
  textAlign?: 'left' | 'right' | 'center';
}
