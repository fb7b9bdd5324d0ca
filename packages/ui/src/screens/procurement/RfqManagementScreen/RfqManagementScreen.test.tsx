import { translatorFor } from '@energy/i18n/translator';
import { RFQ_MESSAGES } from '@energy/domain/schemas/rfq';
import { EXPORT_CSV_TEXTS } from '../../../components/data-table/ExportCsvButton';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { rfqList, rfqs } from '../../../mocks/fixtures/procurement';
import { authHandlers, mockPage, trpcMsw } from '../../../mocks/handlers';
import { organizationHandlers } from '../../../mocks/fulfilmentHandlers';
import { rfqHandlers } from '../../../mocks/procurementHandlers';
import { fillIn, longDate } from '../../../test-utils/fillIn';
import { renderRoutes, renderScreen, type Rendered } from '../../../test-utils/render';
import { RFQ_NOTICES } from './CreateRfqForm';
import { RFQ_LIST_TEXTS, RfqManagementScreen } from './RfqManagementScreen';

/** The English texts the screen shows (the catalogue's keys are what the screens export). */
const en = translatorFor('en');

const asRole = (role: keyof typeof sessionUsers, handlers = [rfqHandlers.list()]) => ({
  route: '/rfq',
  handlers: [authHandlers.signedInAs(sessionUsers[role]), ...handlers],
});

const dialog = () => within(screen.getByRole('dialog', { name: 'Create RFQ' }));

async function openCreateDialog({ user }: Rendered) {
  await user.click(await screen.findByRole('button', { name: 'Create RFQ' }));
  // The form loads lazily with the dialog.
  await dialog().findByRole('button', { name: 'Submit RFQ' });
  return dialog();
}

async function choose({ user }: Rendered, label: string, option: string) {
  await user.click(dialog().getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const created = {
  ...rfqs.published,
  id: '7e1a0000-0000-4000-8000-000000000099',
  rfqNumber: 'RFQ-2026-000099',
  title: 'AGO for depot',
};

/** The form's fields filled at once (its cross-field rules are unit-tested in domain/schemas/rfq.test.ts). */
async function fillValidRfq(rendered: Rendered) {
  fillIn(dialog().getByLabelText(/^Title/), 'AGO for depot');
  await choose(rendered, 'Product Type', 'Crude Oil');
  fillIn(dialog().getByLabelText(/^Quantity\W*$/), '250000');
  await choose(rendered, 'Unit', 'barrels');
  fillIn(dialog().getByLabelText(/^Delivery Location/), 'Apapa, Lagos');
  fillIn(dialog().getByLabelText(/^Delivery Date/), longDate(40));
  fillIn(dialog().getByLabelText(/^Close Date/), longDate(10));
}

describe('RfqManagementScreen', () => {
  it('lists RFQs with formatted quantity, status and close date, and opens one', async () => {
    const { user } = renderScreen(<RfqManagementScreen />, asRole('buyer'));
    expect(screen.getByText(en(RFQ_LIST_TEXTS.loading))).toBeInTheDocument();
    expect(await screen.findByText(rfqs.quoted.rfqNumber)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: en(RFQ_LIST_TEXTS.title) })).toBeInTheDocument();
    expect(screen.getByText('250,000 liters')).toBeInTheDocument();
    // The status filter lists the same words: read the badges in the table.
    const table = within(screen.getByRole('table'));
    expect(table.getByText('Quoted')).toBeInTheDocument();
    expect(table.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.getAllByText(dayjs(rfqs.quoted.closeDate).format('MMM D, YYYY')).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: `View ${rfqs.quoted.rfqNumber}` }));
    expect(await screen.findByText(`Navigated to /rfq/${rfqs.quoted.id}`)).toBeInTheDocument();
  });

  it('sends the clicked sort, the search and the status filter to rfq.list and keeps them in the URL', async () => {
    const inputs: unknown[] = [];
    const recording = trpcMsw.rfq.list.query(({ input }) => {
      inputs.push(input);
      return mockPage(rfqList);
    });
    const { user } = renderScreen(<RfqManagementScreen />, {
      ...asRole('buyer', [recording]),
      route: '/rfq?status=quoted&q=depot',
    });
    await screen.findByRole('table');
    expect(inputs.at(-1)).toMatchObject({ status: 'quoted', q: 'depot' });
    expect(screen.getByRole('textbox', { name: en(RFQ_LIST_TEXTS.search) })).toHaveValue('depot');
    await user.click(screen.getByRole('button', { name: /^Close Date/ }));
    await waitFor(() => expect(inputs.at(-1)).toMatchObject({ sort: 'closeDate', status: 'quoted', q: 'depot' }));
  });

  it('offers the CSV export of exactly the view on screen: its filter, search and sort', async () => {
    const { user } = renderScreen(<RfqManagementScreen />, {
      ...asRole('buyer', [rfqHandlers.list()]),
      route: '/rfq?status=quoted&q=depot',
    });
    await screen.findByRole('table');
    const link = () =>
      new URL(
        screen.getByRole('link', { name: EXPORT_CSV_TEXTS.button }).getAttribute('href') ?? '',
        'http://app.test',
      );
    expect(link().pathname).toBe('/api/rfq/rfqs.csv');
    expect(Object.fromEntries(link().searchParams)).toMatchObject({
      status: 'quoted',
      q: 'depot',
      sort: 'createdAt',
      order: 'desc',
    });
    await user.click(screen.getByRole('button', { name: /^Close Date/ }));
    await waitFor(() => expect(link().searchParams.get('sort')).toBe('closeDate'));
  });

  it('shows the buyer empty state', async () => {
    renderScreen(<RfqManagementScreen />, asRole('buyer', [rfqHandlers.list([])]));
    expect(await screen.findByText(en(RFQ_LIST_TEXTS.empty))).toBeInTheDocument();
    expect(screen.getByText(en(RFQ_LIST_TEXTS.emptyForCreators))).toBeInTheDocument();
  });

  it('gives suppliers "RFQ Opportunities" without a Create RFQ button, and their own empty text', async () => {
    renderScreen(<RfqManagementScreen />, asRole('supplier', [rfqHandlers.list([])]));
    expect(await screen.findByText(en(RFQ_LIST_TEXTS.emptyForOthers))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: en(RFQ_LIST_TEXTS.supplierTitle) })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create RFQ' })).not.toBeInTheDocument();
  });

  it('shows every RFQ form validation message', async () => {
    const rendered = renderScreen(<RfqManagementScreen />, asRole('buyer'));
    const form = await openCreateDialog(rendered);
    await rendered.user.click(form.getByRole('button', { name: 'Submit RFQ' }));
    for (const message of [
      RFQ_MESSAGES.titleRequired,
      RFQ_MESSAGES.productTypeRequired,
      RFQ_MESSAGES.quantityRequired,
      RFQ_MESSAGES.unitRequired,
      RFQ_MESSAGES.deliveryLocationRequired,
      RFQ_MESSAGES.deliveryDateRequired,
      RFQ_MESSAGES.closeDateRequired,
    ]) {
      expect(form.getByText(message)).toBeInTheDocument();
    }
  });

  it('shows the refined product select only for refined products', async () => {
    const rendered = renderScreen(
      <RfqManagementScreen />,
      asRole('admin', [rfqHandlers.list(), organizationHandlers.list([])]),
    );
    const form = await openCreateDialog(rendered);
    expect(form.queryByRole('combobox', { name: 'Refined Product Type' })).not.toBeInTheDocument();
    await choose(rendered, 'Product Type', 'Refined Products');
    expect(form.getByRole('combobox', { name: 'Refined Product Type' })).toBeInTheDocument();
    await choose(rendered, 'Product Type', 'Electricity');
    expect(form.queryByRole('combobox', { name: 'Refined Product Type' })).not.toBeInTheDocument();
  });

  it('reports a refused RFQ with the server details joined as "field: message", each field named by its label', async () => {
    const details = [
      { path: 'closeDate', message: RFQ_MESSAGES.closeAfterDelivery },
      { path: 'buyerOrgId', message: 'Buyer organization not found' },
    ];
    const rendered = renderScreen(
      <RfqManagementScreen />,
      asRole('buyer', [rfqHandlers.list(), rfqHandlers.createFails('Validation failed', details)]),
    );
    await openCreateDialog(rendered);
    await fillValidRfq(rendered);
    await rendered.user.click(dialog().getByRole('button', { name: 'Submit RFQ' }));
    expect(await screen.findByText(en(RFQ_NOTICES.createFailed))).toBeInTheDocument();
    expect(
      screen.getByText(
        `Close Date: ${RFQ_MESSAGES.closeAfterDelivery}, Buyer Organization: Buyer organization not found`,
      ),
    ).toBeInTheDocument();
  });

  it('falls back to the error text when the server sends no details', async () => {
    const rendered = renderScreen(
      <RfqManagementScreen />,
      asRole('buyer', [rfqHandlers.list(), rfqHandlers.createFails('RFQ numbering is busy')]),
    );
    await openCreateDialog(rendered);
    await fillValidRfq(rendered);
    await rendered.user.click(dialog().getByRole('button', { name: 'Submit RFQ' }));
    expect(await screen.findByText('RFQ numbering is busy')).toBeInTheDocument();
  });

  it('opens the Create RFQ form at its deep link /rfq/new, and Cancel returns to /rfq without sending', async () => {
    let sent = false;
    const create = trpcMsw.rfq.create.mutation(() => {
      sent = true;
      return created;
    });
    const { user } = renderRoutes(
      <>
        <Route
          path="/rfq"
          element={
            <>
              <RfqManagementScreen />
              <p>At the RFQ list</p>
            </>
          }
        />
        <Route path="/rfq/new" element={<RfqManagementScreen />} />
      </>,
      { route: '/rfq/new', handlers: [authHandlers.signedInAs(sessionUsers.buyer), rfqHandlers.list(), create] },
    );
    expect(await screen.findByRole('dialog', { name: 'Create RFQ' })).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('At the RFQ list')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create RFQ' })).not.toBeInTheDocument());
    expect(sent).toBe(false);
  });

  it('closes the dialog opened from the list with Cancel', async () => {
    const rendered = renderScreen(<RfqManagementScreen />, asRole('buyer'));
    await openCreateDialog(rendered);
    await rendered.user.click(dialog().getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create RFQ' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: en(RFQ_LIST_TEXTS.title) })).toBeInTheDocument();
  });

  it('creates an RFQ: notice, dialog closed and the list refreshed', async () => {
    let listCalls = 0;
    const countingList = trpcMsw.rfq.list.query(() => {
      listCalls += 1;
      return mockPage(listCalls === 1 ? rfqList : [created, ...rfqList]);
    });
    const rendered = renderScreen(
      <RfqManagementScreen />,
      asRole('buyer', [countingList, rfqHandlers.createSucceeds(created)]),
    );
    await openCreateDialog(rendered);
    await fillValidRfq(rendered);
    await rendered.user.click(dialog().getByRole('button', { name: 'Submit RFQ' }));
    expect(await screen.findByText(en(RFQ_NOTICES.created))).toBeInTheDocument();
    expect(screen.getByText(en(RFQ_NOTICES.createdText))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create RFQ' })).not.toBeInTheDocument());
    expect(await screen.findByText(created.rfqNumber)).toBeInTheDocument();
    expect(listCalls).toBe(2);
  });

  it('asks an admin which buyer organization the RFQ is for, and sends it', async () => {
    const buyerOrg = {
      id: '0b7c0000-0000-4000-8000-000000000001',
      name: 'Lagos Power & Industrial Ltd',
      type: 'buyer' as const,
      verification: 'verified' as const,
      isOwn: false,
      memberCount: 2,
    };
    let sent: unknown;
    const create = trpcMsw.rfq.create.mutation(({ input }) => {
      sent = input;
      return created;
    });
    const rendered = renderScreen(
      <RfqManagementScreen />,
      asRole('admin', [rfqHandlers.list(), organizationHandlers.list([buyerOrg]), create]),
    );
    await openCreateDialog(rendered);
    await fillValidRfq(rendered);
    await rendered.user.click(dialog().getByRole('button', { name: 'Submit RFQ' }));
    expect(await dialog().findByText('Choose the buyer organization this RFQ is for')).toBeInTheDocument();
    await choose(rendered, 'Buyer Organization', buyerOrg.name);
    await rendered.user.click(dialog().getByRole('button', { name: 'Submit RFQ' }));
    expect(await screen.findByText(en(RFQ_NOTICES.created))).toBeInTheDocument();
    expect(sent).toMatchObject({ buyerOrgId: buyerOrg.id, title: 'AGO for depot' });
  });
});
