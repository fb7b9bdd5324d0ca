import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionUsers } from '../../mocks/fixtures/auth';
import { authHandlers } from '../../mocks/handlers';
import { renderScreen } from '../../test-utils/render';
import { emulatePhone } from '../../test-utils/tableQueries';
import { ListToolbar } from './ListToolbar';

function renderToolbar(filters: Record<string, string>) {
  const setFilter = vi.fn();
  const state = {
    q: '',
    setQ: () => undefined,
    filters,
    setFilter,
    input: { sort: 'createdAt', order: 'desc' as const },
  };
  const rendered = renderScreen(
    <ListToolbar
      state={state}
      searchLabel="Search"
      filters={[
        {
          key: 'status',
          label: 'Status',
          options: [
            { value: 'open', label: 'Open' },
            { value: 'closed', label: 'Closed' },
          ],
        },
      ]}
    />,
    { handlers: [authHandlers.signedInAs(sessionUsers.buyer)] },
  );
  return { ...rendered, setFilter };
}

describe('ListToolbar on a phone', () => {
  afterEach(() => vi.restoreAllMocks());

  it("filters with the system's own list: an option sets the filter, All clears it", async () => {
    emulatePhone();
    const { user, setFilter } = renderToolbar({ status: 'open' });
    const status = await screen.findByRole('combobox', { name: 'Status' });
    expect(status.tagName).toBe('SELECT');
    expect(status).toHaveValue('open');
    await user.selectOptions(status, 'Closed');
    expect(setFilter).toHaveBeenLastCalledWith('status', 'closed');
    await user.selectOptions(status, 'All');
    expect(setFilter).toHaveBeenLastCalledWith('status', null);
  });

  it("keeps Mantine's searchable Select on a wide screen", async () => {
    renderToolbar({});
    const status = await screen.findByLabelText('Status');
    expect(status.tagName).toBe('INPUT');
    expect(status).toHaveAttribute('aria-haspopup', 'listbox');
  });
});
