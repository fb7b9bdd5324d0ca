import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { Route } from 'react-router';
import { renderScreen, TEST_TRPC_URL } from '../../test-utils/render';
import { ScreenHarness } from '../../test-utils/ScreenHarness';
import { emulatePhone } from '../../test-utils/tableQueries';
import { FIRST_RENDER_ROWS } from './DataTable';
import { DataTableDemo, DEMO_TEXTS, type DemoTanker } from './DataTableDemo';
import { FILTER_EMPTY_TEXTS } from './FilterEmptyState';

const TEXTS = DEMO_TEXTS;
const TankerList = (props: { rows?: DemoTanker[]; isPending?: boolean; error?: { message: string } | null }) => (
  <DataTableDemo {...props} showRequest />
);

const input = () => JSON.parse(screen.getByTestId('input').textContent ?? '{}') as Record<string, unknown>;

describe('DataTable', () => {
  it("draws a page's first rows first (the server's first frame holds only those), and the rest right after", async () => {
    const rows = Array.from({ length: 30 }, (_, at) => ({
      id: `t${at + 1}`,
      name: `Tanker No. ${at + 1}`,
      status: 'allocated',
      allowedActions: [],
    }));
    const list = <DataTableDemo rows={rows} layout="cards" />;
    const drawn = renderToString(
      <ScreenHarness
        trpcUrl={TEST_TRPC_URL}
        env="test"
        initialEntries={['/tankers']}
        routes={<Route path="/tankers" element={list} />}
      />,
    );
    expect(drawn).toContain(`Tanker No. ${FIRST_RENDER_ROWS}<`);
    expect(drawn).not.toContain(`Tanker No. ${FIRST_RENDER_ROWS + 1}<`);
    renderScreen(list, { route: '/tankers' });
    expect(await screen.findByText('Tanker No. 30')).toBeInTheDocument();
    expect(screen.getAllByText(/^Tanker No\. \d+$/)).toHaveLength(30);
  });

  it('shows the rows under their column headers, with actions only where allowedActions lists them', async () => {
    renderScreen(<TankerList />, { route: '/tankers' });
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('button', { name: /^Name/ })).toBeInTheDocument();
    expect(within(table).getByText('Status')).toBeInTheDocument();
    expect(within(table).getByText('Tanker Alpha')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Tanker Alpha' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Tanker Bravo' })).not.toBeInTheDocument();
  });

  it("keeps a row's buttons in the last (pinned) column, marked for the layout test", async () => {
    renderScreen(<TankerList />, { route: '/tankers' });
    const cancel = await screen.findByRole('button', { name: 'Cancel Tanker Alpha' });
    expect(cancel.closest('[data-row-actions]')).not.toBeNull();
    expect(cancel.closest('td')).toBe(cancel.closest('tr')?.lastElementChild);
  });

  it('asks the server for the clicked sort and keeps it in the URL', async () => {
    const { user } = renderScreen(<TankerList />, { route: '/tankers' });
    expect(input()).toMatchObject({ sort: 'createdAt', order: 'desc' });
    const nameHeader = await screen.findByRole('button', { name: /^Name/ });
    await user.click(nameHeader);
    await waitFor(() => expect(input()).toMatchObject({ sort: 'name' }));
    const first = input().order;
    await user.click(screen.getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(input()).toMatchObject({ sort: 'name', order: first === 'asc' ? 'desc' : 'asc' }));
    expect(screen.getByTestId('url')).toHaveTextContent(`sort=name&order=${first === 'asc' ? 'desc' : 'asc'}`);
    // Rows stay in the server's order: the table never re-sorts them itself.
    const names = screen.getAllByText(/^Tanker [A-Z][a-z]+$/).map((cell) => cell.textContent);
    expect(names).toEqual(['Tanker Alpha', 'Tanker Bravo', 'Tanker Charlie']);
  });

  it('puts search and filters into the URL and the query input', async () => {
    const { user } = renderScreen(<TankerList />, { route: '/tankers' });
    await user.type(screen.getByRole('textbox', { name: 'Search tankers' }), 'alpha');
    await waitFor(() => expect(input()).toMatchObject({ q: 'alpha' }));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Cancelled' }));
    await waitFor(() => expect(input()).toMatchObject({ q: 'alpha', status: 'cancelled' }));
    expect(screen.getByTestId('url')).toHaveTextContent('q=alpha');
    expect(screen.getByTestId('url')).toHaveTextContent('status=cancelled');
  });

  it('restores sort, search and filters from the URL on reload, and ignores values the list does not accept', () => {
    renderScreen(<TankerList />, { route: '/tankers?sort=name&order=asc&q=bravo&status=cancelled&limit=9' });
    expect(input()).toEqual({ sort: 'name', order: 'asc', q: 'bravo', status: 'cancelled' });
    expect(screen.getByRole('textbox', { name: 'Search tankers' })).toHaveValue('bravo');
  });

  it('drops an unknown sort or filter value from the URL instead of sending it', () => {
    renderScreen(<TankerList />, { route: '/tankers?sort=password&status=exploded' });
    expect(input()).toEqual({ sort: 'createdAt', order: 'desc' });
  });

  it('offers Load more while the server has more rows', async () => {
    const loadMore = vi.fn();
    const { user } = renderScreen(<DataTableDemo total={120} onLoadMore={loadMore} />, { route: '/tankers' });
    expect(screen.getByText('Showing 3 of 120')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(loadMore).toHaveBeenCalledOnce();
  });

  it('tells an empty list from a filtered-to-nothing one, and Clear filters widens it again', async () => {
    const { unmount } = renderScreen(<TankerList rows={[]} />, { route: '/tankers' });
    expect(await screen.findByText(TEXTS.empty)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: FILTER_EMPTY_TEXTS.clear })).not.toBeInTheDocument();
    unmount();

    const narrowed = renderScreen(<TankerList rows={[]} />, { route: '/tankers?q=zulu&status=cancelled' });
    expect(await screen.findByText(FILTER_EMPTY_TEXTS.title)).toBeInTheDocument();
    expect(screen.queryByText(TEXTS.empty)).not.toBeInTheDocument();
    await narrowed.user.click(screen.getByRole('button', { name: FILTER_EMPTY_TEXTS.clear }));
    await waitFor(() => expect(input()).toEqual({ sort: 'createdAt', order: 'desc' }));
    expect(screen.getByRole('textbox', { name: 'Search tankers' })).toHaveValue('');
  });

  it('shows skeleton rows while loading and the error through QueryState', () => {
    const { unmount } = renderScreen(<TankerList isPending />, { route: '/tankers' });
    expect(screen.getByText(TEXTS.loading)).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton-row').length).toBeGreaterThan(0);
    unmount();
    renderScreen(<TankerList error={{ message: 'Server unavailable' }} />, { route: '/tankers' });
    expect(screen.getByText(TEXTS.loadFailed)).toBeInTheDocument();
    expect(screen.getByText('Server unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('turns rows into cards with their actions on phones', async () => {
    emulatePhone();
    renderScreen(<TankerList />, { route: '/tankers' });
    const cards = await screen.findByTestId('data-table-cards');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const alpha = within(cards).getAllByRole('article')[0] as HTMLElement;
    expect(within(alpha).getByText('Tanker Alpha')).toBeInTheDocument();
    expect(within(alpha).getByRole('button', { name: 'Cancel Tanker Alpha' })).toBeInTheDocument();
    expect(within(alpha).getByText('Status')).toBeInTheDocument();
  });

  it('never truncates a status badge', async () => {
    renderScreen(<TankerList />, { route: '/tankers' });
    const table = within(await screen.findByRole('table'));
    const label = table.getByText('POD Confirmed');
    const badge = label.closest('.mantine-Badge-root') as HTMLElement;
    expect(badge).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(badge.style.maxWidth).toBe('none');
    expect(getComputedStyle(label).textOverflow).not.toBe('ellipsis');
  });
});
