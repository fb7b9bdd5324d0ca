import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test-utils/render';
import type { ListColumn } from './columns';
import { DataTable, QueryDataTable, type DataTableList } from './DataTable';

interface Tanker {
  id: string;
  name: string;
}

const COLUMNS: ListColumn<Tanker>[] = [{ key: 'name', title: 'Name', render: (row) => row.name }];
const TEXTS = {
  loading: 'Loading tankers...',
  loadFailed: 'Failed to load tankers',
  empty: 'No tankers',
  emptyText: 'None yet.',
};

/** A screen with a toolbar that counts its renders, over a query whose answer the test releases. */
function setup(readBy: 'table' | 'screen') {
  let release!: (rows: Tanker[]) => void;
  const answer = new Promise<Tanker[]>((resolve) => (release = resolve));
  const toolbarRenders: number[] = [];
  function Toolbar() {
    toolbarRenders.push(1);
    return <p>Search tankers</p>;
  }
  function useTankers(): DataTableList<Tanker> {
    const query = useQuery({ queryKey: ['tankers', readBy], queryFn: () => answer });
    return {
      items: query.data ?? [],
      total: query.data?.length,
      hasMore: false,
      loadingMore: false,
      loadMore: () => undefined,
      isPending: query.isPending,
      error: query.error,
    };
  }
  const table = () => ({ columns: COLUMNS, texts: TEXTS, toolbar: <Toolbar />, layout: 'table' as const });
  function TableReads() {
    return <QueryDataTable useList={useTankers} {...table()} />;
  }
  // The contrast: the screen reads the query itself.
  function ScreenReads() {
    return <DataTable list={useTankers()} {...table()} />;
  }
  renderRoutes(<Route path="/tankers" element={readBy === 'table' ? <TableReads /> : <ScreenReads />} />, {
    route: '/tankers',
  });
  return { release, toolbarRenders };
}

describe('QueryDataTable', () => {
  it('shows the rows when they arrive without drawing the rest of the screen again', async () => {
    const { release, toolbarRenders } = setup('table');
    await screen.findByText('Loading tankers...');
    release([{ id: 't1', name: 'Tanker Alpha' }]);
    expect(await screen.findByText('Tanker Alpha')).toBeInTheDocument();
    expect(screen.getByText('Search tankers')).toBeInTheDocument();
    expect(toolbarRenders).toHaveLength(1);
  });

  it('read by the screen instead, the rows draw the toolbar again', async () => {
    const { release, toolbarRenders } = setup('screen');
    release([{ id: 't1', name: 'Tanker Alpha' }]);
    expect(await screen.findByText('Tanker Alpha')).toBeInTheDocument();
    expect(toolbarRenders.length).toBeGreaterThan(1);
  });
});
