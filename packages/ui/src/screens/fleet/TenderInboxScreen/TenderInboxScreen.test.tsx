import { FLEET_MESSAGES } from '@energy/domain/schemas/fleet';
import { screen, waitFor, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { FILTER_EMPTY_TEXTS } from '../../../components/data-table/FilterEmptyState';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { adminTenderList, fleetWorkMessages, tenderList, tenders } from '../../../mocks/fixtures/fleetWork';
import { tenderHandlers } from '../../../mocks/fleetWorkHandlers';
import { authHandlers, mockPage, trpcMsw } from '../../../mocks/handlers';
import { fillIn } from '../../../test-utils/fillIn';
import { renderScreen } from '../../../test-utils/render';
import { TENDER_TEXTS, TenderInboxScreen } from './TenderInboxScreen';
import { TENDER_NOTICES } from './useTenderAnswers';

const renderInbox = (
  handlers: RequestHandler[] = [tenderHandlers.list()],
  { role = 'logistics', route = '/fleet/tenders' }: { role?: keyof typeof sessionUsers; route?: string } = {},
) =>
  renderScreen(<TenderInboxScreen />, { route, handlers: [authHandlers.signedInAs(sessionUsers[role]), ...handlers] });

const cardOf = (title: string) => within(screen.getByRole('article', { name: title }));

describe('TenderInboxScreen', () => {
  it('shows each tender as a card with the spec fields, the count, and Bid/Reject only where allowed', async () => {
    renderInbox();
    expect(await screen.findByRole('article', { name: tenders.open.title })).toBeInTheDocument();
    expect(screen.getByText(TENDER_TEXTS.count(tenderList.length))).toBeInTheDocument();
    const open = cardOf(tenders.open.title);
    for (const text of [
      'Open',
      'Urgent',
      tenders.open.description,
      tenders.open.origin,
      tenders.open.destination,
      '$12,500.00',
      '21,000 kg',
      '33 m3',
      tenders.open.clientCompany,
    ]) {
      expect(open.getByText(text)).toBeInTheDocument();
    }
    expect(open.getByRole('button', { name: `Bid on ${tenders.open.title}` })).toBeInTheDocument();
    expect(open.getByRole('button', { name: `Reject ${tenders.open.title}` })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: tenders.open.title })).toHaveAttribute('data-urgent', 'true');
    expect(screen.getAllByRole('button', { name: /^Bid on/ })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: /^Reject/ })).toHaveLength(2);
  });

  it('badges and dims a tender whose bid deadline has passed, and offers no bid on it', async () => {
    const lapsed = { ...tenders.openMedium, bidDeadline: new Date(Date.now() - 60_000).toISOString() };
    renderInbox([tenderHandlers.list([lapsed, tenders.expired])]);
    await screen.findByRole('article', { name: lapsed.title });
    expect(cardOf(lapsed.title).getByText('Expired')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: lapsed.title })).toHaveAttribute('data-expired', 'true');
    expect(screen.getByRole('article', { name: tenders.expired.title })).toHaveAttribute('data-expired', 'true');
    expect(screen.queryByRole('button', { name: /^Bid on/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reject/ })).not.toBeInTheDocument();
  });

  it("shows the company's own bid: its rate, submitted, awarded, not awarded or declined", async () => {
    renderInbox();
    await screen.findByRole('article', { name: tenders.accepted.title });
    expect(cardOf(tenders.accepted.title).getByText('$18,000.00')).toBeInTheDocument();
    expect(cardOf(tenders.accepted.title).getByText(/Submitted/)).toBeInTheDocument();
    expect(cardOf(tenders.lost.title).getByText(/Not awarded/)).toBeInTheDocument();
    expect(cardOf(tenders.awarded.title).getByText(/· Awarded/)).toBeInTheDocument();
    expect(cardOf(tenders.rejected.title).getByText('You declined this tender.')).toBeInTheDocument();
  });

  it('labels a tender the company bid on "Bid placed" before any award, never "Accepted"', async () => {
    const { user } = renderInbox();
    await screen.findByRole('article', { name: tenders.accepted.title });
    expect(cardOf(tenders.accepted.title).getByText('Bid placed')).toBeInTheDocument();
    expect(cardOf(tenders.accepted.title).queryByText('Accepted')).not.toBeInTheDocument();
    expect(cardOf(tenders.awarded.title).getByText('Awarded')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    expect(await screen.findByRole('option', { name: 'Bid placed' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Accepted' })).not.toBeInTheDocument();
  });

  it('sends search, status and priority to the server and says when nothing matches', async () => {
    const inputs: unknown[] = [];
    const list = trpcMsw.tender.list.query(({ input }) => {
      inputs.push(input);
      return mockPage(input?.priority === 'low' ? [] : tenderList, input);
    });
    const { user } = renderInbox([list], { route: '/fleet/tenders?status=open' });
    await screen.findByRole('article', { name: tenders.open.title });
    await user.click(screen.getByRole('combobox', { name: 'Priority' }));
    await user.click(await screen.findByRole('option', { name: 'Low' }));
    expect(await screen.findByText(TENDER_TEXTS.filterEmpty)).toBeInTheDocument();
    expect(inputs.at(-1)).toMatchObject({ status: 'open', priority: 'low', sort: 'bidDeadline', order: 'asc' });
    // The export is exactly this view.
    const href = screen.getByRole('link', { name: /Export CSV/ }).getAttribute('href') ?? '';
    expect(href).toMatch(/^\/api\/tenders\.csv\?/);
    for (const part of ['status=open', 'priority=low']) expect(href).toContain(part);
    await user.click(screen.getByRole('button', { name: FILTER_EMPTY_TEXTS.clear }));
    await screen.findByRole('article', { name: tenders.open.title });
    fillIn(screen.getByRole('textbox', { name: TENDER_TEXTS.search }), 'Apapa');
    await waitFor(() => expect(inputs.at(-1)).toMatchObject({ q: 'Apapa' }));
  });

  it('shows the empty inbox', async () => {
    renderInbox([tenderHandlers.list([])]);
    expect(await screen.findByText(TENDER_TEXTS.empty)).toBeInTheDocument();
  });

  it('says when tenders cannot be loaded', async () => {
    renderInbox([tenderHandlers.listFails()]);
    expect(await screen.findByText(TENDER_TEXTS.loadFailed)).toBeInTheDocument();
  });

  it('refreshes on Refresh', async () => {
    let calls = 0;
    const list = trpcMsw.tender.list.query(({ input }) => {
      calls += 1;
      return mockPage(tenderList, input);
    });
    const { user } = renderInbox([list]);
    await screen.findByRole('article', { name: tenders.open.title });
    await user.click(screen.getByRole('button', { name: TENDER_TEXTS.refresh }));
    await waitFor(() => expect(calls).toBe(2));
  });

  it('shows every field in the details dialog and goes on to Place Bid', async () => {
    const { user } = renderInbox();
    await user.click(await screen.findByRole('button', { name: `View ${tenders.open.title}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Tender Details' }));
    for (const text of [
      tenders.open.contactPerson,
      tenders.open.contactEmail,
      'AGO (diesel) (hazardous)',
      'ADR certified driver',
      'Sealed tanks',
      '$12,500.00',
      '21,000 kg',
      '33 m3',
    ]) {
      expect(dialog.getByText(text)).toBeInTheDocument();
    }
    await user.click(dialog.getByRole('button', { name: 'Place Bid' }));
    expect(await screen.findByRole('dialog', { name: `Place Bid: ${tenders.open.title}` })).toBeInTheDocument();
  });

  it('bids 90% of the maximum by default, refuses more than the maximum, and sends cents', async () => {
    const sent: unknown[] = [];
    const bid = trpcMsw.tender.bid.mutation(({ input }) => {
      sent.push(input);
      return { ...tenders.open, status: 'accepted' as const, allowedActions: [] };
    });
    const { user } = renderInbox([tenderHandlers.list(), bid]);
    await user.click(await screen.findByRole('button', { name: `Bid on ${tenders.open.title}` }));
    const dialog = within(await screen.findByRole('dialog', { name: `Place Bid: ${tenders.open.title}` }));
    const rate = dialog.getByRole('textbox', { name: /^Proposed Rate/ });
    expect(rate).toHaveValue('$11,250');
    expect(dialog.getAllByText('e.g., 2-3 business days').length).toBeGreaterThan(0);
    await user.click(dialog.getByRole('button', { name: 'Submit Bid' }));
    expect(dialog.getByText(FLEET_MESSAGES.deliveryTimeRequired)).toBeInTheDocument();
    fillIn(rate, '');
    await user.click(dialog.getByRole('button', { name: 'Submit Bid' }));
    expect(dialog.getByText(FLEET_MESSAGES.rateRequired)).toBeInTheDocument();
    fillIn(rate, '12600');
    await user.click(dialog.getByRole('button', { name: 'Submit Bid' }));
    expect(dialog.getByText(FLEET_MESSAGES.rateAboveMax)).toBeInTheDocument();
    fillIn(rate, '11999.99');
    fillIn(dialog.getByRole('textbox', { name: /^Estimated Delivery Time/ }), '2-3 business days');
    fillIn(dialog.getByRole('textbox', { name: 'Additional Notes' }), 'Two tankers');
    await user.click(dialog.getByRole('button', { name: 'Submit Bid' }));
    expect(await screen.findByText(TENDER_NOTICES.accepted)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        id: tenders.open.id,
        proposedRate: 1_199_999,
        estimatedDeliveryTime: '2-3 business days',
        notes: 'Two tankers',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('reports a refused bid with the server message', async () => {
    const { user } = renderInbox([tenderHandlers.list(), tenderHandlers.bidFails()]);
    await user.click(await screen.findByRole('button', { name: `Bid on ${tenders.open.title}` }));
    const dialog = within(await screen.findByRole('dialog', { name: `Place Bid: ${tenders.open.title}` }));
    fillIn(dialog.getByRole('textbox', { name: /^Estimated Delivery Time/ }), '3 days');
    await user.click(dialog.getByRole('button', { name: 'Submit Bid' }));
    expect(await screen.findByText(TENDER_NOTICES.acceptFailed)).toBeInTheDocument();
    expect(screen.getByText(fleetWorkMessages.tenderClosed)).toBeInTheDocument();
  });

  it('rejects after the spec confirmation', async () => {
    const { user } = renderInbox([tenderHandlers.list(), tenderHandlers.rejectSucceeds()]);
    await user.click(await screen.findByRole('button', { name: `Reject ${tenders.open.title}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject Tender' }));
    expect(dialog.getByText(FLEET_MESSAGES.tenderRejectConfirm)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Reject Tender' }));
    expect(await screen.findByText(TENDER_NOTICES.rejected)).toBeInTheDocument();
  });

  it('shows Reject Failed with the fallback when the server gives no message', async () => {
    const { user } = renderInbox([tenderHandlers.list(), tenderHandlers.rejectFails()]);
    await user.click(await screen.findByRole('button', { name: `Reject ${tenders.open.title}` }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Reject Tender' })).getByRole('button', {
        name: 'Reject Tender',
      }),
    );
    expect(await screen.findByText(TENDER_NOTICES.rejectFailed)).toBeInTheDocument();
    expect(screen.getByText(TENDER_NOTICES.rejectFailedFallback)).toBeInTheDocument();
  });

  it('gives admins the inbox read only', async () => {
    renderInbox([tenderHandlers.list(adminTenderList)], { role: 'admin' });
    await screen.findByRole('article', { name: tenders.open.title });
    expect(screen.queryByRole('button', { name: /^Bid on/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reject/ })).not.toBeInTheDocument();
  });
});
