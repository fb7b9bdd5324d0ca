import { PAGE_LIMIT_DEFAULT } from '@energy/domain/schemas/paging-limits';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOAD_MORE_TEXTS } from '../../../components/paging/LoadMore';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { manyRfqs as many } from '../../../mocks/fixtures/procurement';
import { authHandlers } from '../../../mocks/handlers';
import { rfqHandlers } from '../../../mocks/procurementHandlers';
import { renderScreen } from '../../../test-utils/render';
import { FIRST_LOAD } from '../../../test-utils/waits';
import { RfqManagementScreen } from './RfqManagementScreen';

const dataRows = () => screen.getAllByRole('row').slice(1);

describe('RfqManagementScreen: paging', () => {
  it('shows the first page, then the rest through Load more, and no button once everything is shown', async () => {
    const { user } = renderScreen(<RfqManagementScreen />, {
      route: '/rfq',
      handlers: [authHandlers.signedInAs(sessionUsers.buyer), rfqHandlers.list(many)],
    });
    expect(await screen.findByText('Paged tender 1', {}, FIRST_LOAD)).toBeInTheDocument();
    expect(many.length).toBeGreaterThan(PAGE_LIMIT_DEFAULT);
    expect(dataRows()).toHaveLength(PAGE_LIMIT_DEFAULT);
    expect(screen.getByText(LOAD_MORE_TEXTS.shown(PAGE_LIMIT_DEFAULT, many.length))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: LOAD_MORE_TEXTS.button }));
    // The second page's rows render after the first page's 50: a long list on a busy machine.
    expect(await screen.findByText(`Paged tender ${many.length}`, {}, FIRST_LOAD)).toBeInTheDocument();
    expect(dataRows()).toHaveLength(many.length);
    await waitFor(() => expect(screen.queryByRole('button', { name: LOAD_MORE_TEXTS.button })).not.toBeInTheDocument());
  });

  it('shows no Load more when one page holds every row', async () => {
    renderScreen(<RfqManagementScreen />, {
      route: '/rfq',
      handlers: [authHandlers.signedInAs(sessionUsers.buyer), rfqHandlers.list(many.slice(0, 3))],
    });
    expect(await screen.findByText('Paged tender 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: LOAD_MORE_TEXTS.button })).not.toBeInTheDocument();
  });
});
