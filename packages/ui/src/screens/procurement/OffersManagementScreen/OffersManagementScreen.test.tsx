import { translatorFor } from '@energy/i18n/translator';
import { screen, waitFor, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { EXPORT_CSV_TEXTS } from '../../../components/data-table/ExportCsvButton';
import { FILTER_EMPTY_TEXTS } from '../../../components/data-table/FilterEmptyState';
import { ACCEPT_NOTICES } from '../../../components/procurement/AcceptOfferModal';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import {
  adminOfferList,
  counteredOwnOffer,
  offerList,
  offers,
  ownOffer,
  rfqs,
  supplierRfqList,
} from '../../../mocks/fixtures/procurement';
import { authHandlers, mockPage, trpcMsw } from '../../../mocks/handlers';
import { offerHandlers, rfqHandlers } from '../../../mocks/procurementHandlers';
import { renderScreen, type Rendered } from '../../../test-utils/render';
import { DELETE_OFFER_NOTICES } from './DeleteOfferModal';
import { OFFER_LIST_TEXTS, OffersManagementScreen } from './OffersManagementScreen';

/** The English texts the screen shows (the catalogue's keys are what the screens export). */
const en = translatorFor('en');

const renderOffers = (role: keyof typeof sessionUsers, handlers: RequestHandler[]) =>
  renderScreen(<OffersManagementScreen />, {
    route: '/offers',
    handlers: [authHandlers.signedInAs(sessionUsers[role]), ...handlers],
  });

async function pickRfq({ user }: Rendered, label: string) {
  await user.click(await screen.findByRole('combobox', { name: 'RFQ' }));
  await user.click(await screen.findByRole('option', { name: label }));
}

const dataRows = () => screen.getAllByRole('row').slice(1);

describe('OffersManagementScreen: admin', () => {
  it('links the CSV export to the streamed /api/offers.csv of the RFQ, filters and sort on screen', async () => {
    const rendered = renderOffers('admin', [rfqHandlers.list(), offerHandlers.list()]);
    await pickRfq(rendered, `${rfqs.quoted.rfqNumber} — ${rfqs.quoted.title}`);
    await screen.findByText(offers.bonny.supplierName);
    const link = () =>
      new URL(
        screen.getByRole('link', { name: EXPORT_CSV_TEXTS.button }).getAttribute('href') ?? '',
        'http://app.test',
      );
    expect(link().pathname).toBe('/api/offers.csv');
    await rendered.user.click(screen.getByRole('switch', { name: 'Counter-offers only' }));
    await waitFor(() =>
      expect(Object.fromEntries(link().searchParams)).toEqual({
        rfqId: rfqs.quoted.id,
        isCounterOffer: 'true',
        sort: 'updatedAt',
        order: 'desc',
      }),
    );
  });

  it('asks for an RFQ before listing offers, then filters by status and counter-offers', async () => {
    const seen: unknown[] = [];
    const list = trpcMsw.offer.list.query(({ input }) => {
      seen.push(input);
      return mockPage(
        offerList.filter(
          (offer) =>
            (!input?.isCounterOffer || offer.isCounterOffer) && (!input?.status || offer.status === input.status),
        ),
      );
    });
    const rendered = renderOffers('admin', [rfqHandlers.list(), list]);
    expect(await screen.findByText(en(OFFER_LIST_TEXTS.selectRfq))).toBeInTheDocument();
    expect(seen).toHaveLength(0);
    await pickRfq(rendered, `${rfqs.quoted.rfqNumber} — ${rfqs.quoted.title}`);
    expect(await screen.findByText(offers.bonny.supplierName)).toBeInTheDocument();
    expect(dataRows()).toHaveLength(3);
    expect(within(dataRows()[1] as HTMLElement).getByText('Single price')).toBeInTheDocument();
    expect(within(dataRows()[1] as HTMLElement).getByText('Flexible')).toBeInTheDocument();
    await rendered.user.click(screen.getByRole('switch', { name: 'Counter-offers only' }));
    expect(await screen.findByText(offers.warri.supplierName)).toBeInTheDocument();
    expect(seen.at(-1)).toEqual({
      sort: 'updatedAt',
      order: 'desc',
      rfqId: rfqs.quoted.id,
      isCounterOffer: true,
      direction: 'forward',
    });
    expect(dataRows()).toHaveLength(1);
    await rendered.user.click(screen.getByRole('combobox', { name: 'Status' }));
    await rendered.user.click(await screen.findByRole('option', { name: 'Selected' }));
    // Filtered to nothing: the table offers to clear the filters.
    expect(await screen.findByText(FILTER_EMPTY_TEXTS.title)).toBeInTheDocument();
    expect(seen.at(-1)).toEqual({
      sort: 'updatedAt',
      order: 'desc',
      rfqId: rfqs.quoted.id,
      status: 'selected',
      isCounterOffer: true,
      direction: 'forward',
    });
  });

  it('accepts an offer from the table where its row lists offer.accept', async () => {
    const rendered = renderOffers('admin', [
      rfqHandlers.list(),
      offerHandlers.list(),
      offerHandlers.acceptSucceeds('CTR-2026-000042'),
    ]);
    await pickRfq(rendered, `${rfqs.quoted.rfqNumber} — ${rfqs.quoted.title}`);
    await rendered.user.click(
      await screen.findByRole('button', { name: `Accept offer from ${offers.delta.supplierName}` }),
    );
    await rendered.user.click(screen.getByRole('button', { name: 'Confirm Accept' }));
    expect(
      await screen.findByText(en(ACCEPT_NOTICES.acceptedText, { contractNumber: 'CTR-2026-000042' })),
    ).toBeInTheDocument();
  });

  it('shows each row exactly the actions its allowedActions list', async () => {
    const selected = { ...offers.bonny, status: 'selected' as const, isSelected: true, allowedActions: [] };
    const acceptOnly = { ...offers.warri, allowedActions: ['offer.accept' as const] };
    const rendered = renderOffers('admin', [
      rfqHandlers.list(),
      offerHandlers.list([offers.delta, selected, acceptOnly]),
    ]);
    await pickRfq(rendered, `${rfqs.quoted.rfqNumber} — ${rfqs.quoted.title}`);
    await screen.findByText(offers.bonny.supplierName);
    expect(screen.getByRole('button', { name: `Accept offer from ${offers.delta.supplierName}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Counter offer from ${offers.delta.supplierName}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Accept offer from ${offers.warri.supplierName}` })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: `Counter offer from ${offers.warri.supplierName}` }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: `Accept offer from ${offers.bonny.supplierName}` }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: `Counter offer from ${offers.bonny.supplierName}` }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete offer/ })).not.toBeInTheDocument();
  });

  it('gives the admin no Accept or Counter: its rows list no commercial verb', async () => {
    const rendered = renderOffers('admin', [rfqHandlers.list(), offerHandlers.list(adminOfferList)]);
    await pickRfq(rendered, `${rfqs.quoted.rfqNumber} — ${rfqs.quoted.title}`);
    await screen.findByText(offers.bonny.supplierName);
    expect(screen.queryByRole('button', { name: /^(Accept|Counter) offer/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^View offer/ })).toHaveLength(adminOfferList.length);
  });

  it('reports a failed fetch with the HTTP status', async () => {
    const rendered = renderOffers('admin', [rfqHandlers.list(), offerHandlers.listFails()]);
    await pickRfq(rendered, `${rfqs.quoted.rfqNumber} — ${rfqs.quoted.title}`);
    expect(await screen.findByText(en(OFFER_LIST_TEXTS.fetchFailed, { status: '500' }))).toBeInTheDocument();
  });
});

describe('OffersManagementScreen: supplier', () => {
  it('lists its own offers without choosing an RFQ, with no accept or counter actions', async () => {
    renderOffers('supplier', [rfqHandlers.list(supplierRfqList), offerHandlers.list([counteredOwnOffer])]);
    expect(await screen.findByRole('heading', { name: en(OFFER_LIST_TEXTS.supplierTitle) })).toBeInTheDocument();
    // My Quotes names the RFQ of each quote, never the supplier's own name over and over.
    expect(await screen.findByText(counteredOwnOffer.rfqTitle)).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'RFQ' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Supplier' })).not.toBeInTheDocument();
    expect(within(dataRows()[0] as HTMLElement).queryByText(counteredOwnOffer.supplierName)).not.toBeInTheDocument();
    expect(screen.queryByText(en(OFFER_LIST_TEXTS.selectRfq))).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Accept offer/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Counter offer/ })).not.toBeInTheDocument();
  });

  it('shows the detail tabs and answers the counter-offer there', async () => {
    const { user } = renderOffers('supplier', [
      rfqHandlers.list(supplierRfqList),
      offerHandlers.list([counteredOwnOffer]),
      offerHandlers.respondSucceeds(),
    ]);
    await user.click(await screen.findByRole('button', { name: `View offer from ${counteredOwnOffer.supplierName}` }));
    const dialog = within(screen.getByRole('dialog', { name: 'Offer Details' }));
    for (const tab of ['Overview', 'Pricing Bands', 'Delivery Slots', 'Terms'])
      expect(dialog.getByRole('tab', { name: tab })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Accept Counter-Offer' })).toBeInTheDocument();
    await user.click(dialog.getByRole('tab', { name: 'Terms' }));
    expect(dialog.getByText('Bank transfer')).toBeInTheDocument();
    await user.click(dialog.getByRole('tab', { name: 'Pricing Bands' }));
    expect(dialog.getByText('₦660.00')).toBeInTheDocument();
  });

  it('deletes its own pending offer after confirmation', async () => {
    const { user } = renderOffers('supplier', [
      rfqHandlers.list(supplierRfqList),
      offerHandlers.list([ownOffer]),
      offerHandlers.deleteSucceeds(),
    ]);
    await user.click(await screen.findByRole('button', { name: `Delete offer on ${ownOffer.rfqNumber}` }));
    await user.click(screen.getByRole('button', { name: 'Confirm Delete' }));
    expect(await screen.findByText(en(DELETE_OFFER_NOTICES.deleted))).toBeInTheDocument();
  });

  it('offers Delete only on offers that list offer.withdraw, and the counter answers only with offer.respondToCounter', async () => {
    const { user } = renderOffers('supplier', [
      rfqHandlers.list(supplierRfqList),
      offerHandlers.list([{ ...counteredOwnOffer, allowedActions: [] }]),
    ]);
    await screen.findByText(counteredOwnOffer.rfqTitle);
    expect(screen.queryByRole('button', { name: /^Delete offer/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `View offer from ${counteredOwnOffer.supplierName}` }));
    const dialog = within(screen.getByRole('dialog', { name: 'Offer Details' }));
    expect(dialog.getByText('Counter-offer')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Accept Counter-Offer' })).not.toBeInTheDocument();
  });

  it('Create Offer goes to the chosen RFQ, or to the RFQ list', async () => {
    const rendered = renderOffers('supplier', [rfqHandlers.list(supplierRfqList), offerHandlers.list([])]);
    await pickRfq(rendered, `${rfqs.published.rfqNumber} — ${rfqs.published.title}`);
    await rendered.user.click(screen.getByRole('button', { name: 'Create Offer' }));
    expect(await screen.findByText(`Navigated to /rfq/${rfqs.published.id}`)).toBeInTheDocument();
  });
});
