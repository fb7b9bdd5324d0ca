import { translatorFor } from '@energy/i18n/translator';
import { OFFER_MESSAGES } from '@energy/domain/schemas/offer';
import { VERIFICATION_MESSAGES } from '@energy/domain/schemas/verification';
import { screen, waitFor, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ACCEPT_NOTICES } from '../../../components/procurement/AcceptOfferModal';
import { COUNTER_NOTICES } from '../../../components/procurement/CounterOfferModal';
import { COUNTER_RESPONSE_NOTICES } from '../../../components/procurement/CounterOfferResponse';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import {
  counteredOwnOffer,
  offerList,
  offers,
  ownOffer,
  rfqs,
  supplierRfqs,
  type RfqFixture,
} from '../../../mocks/fixtures/procurement';
import { authHandlers, mockPage, serverError, trpcMsw } from '../../../mocks/handlers';
import { offerHandlers, rfqHandlers } from '../../../mocks/procurementHandlers';
import { fillIn, longDate } from '../../../test-utils/fillIn';
import { renderRoutes, type Rendered } from '../../../test-utils/render';
import { emulatePhone } from '../../../test-utils/tableQueries';
import { BID_TEXTS } from './BidComparison';
import { OFFER_NOTICES } from './OfferForm';
import { RFQ_DETAIL_TEXTS, RfqDetailScreen } from './RfqDetailScreen';
import { SUPPLIER_OFFER_TEXTS } from './SupplierOfferPanel';

/** The English texts the screen shows (the catalogue's keys are what the screens export). */
const en = translatorFor('en');

function renderDetail(role: keyof typeof sessionUsers, rfq: RfqFixture, handlers: RequestHandler[]) {
  return renderRoutes(<Route path="/rfq/:id" element={<RfqDetailScreen />} />, {
    route: `/rfq/${rfq.id}`,
    handlers: [authHandlers.signedInAs(sessionUsers[role]), rfqHandlers.byId(rfq), ...handlers],
  });
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

/** The fields every offer needs, filled at once (the form's rules are unit-tested in domain/schemas/offer.test.ts). */
async function fillValidOffer({ user }: Rendered) {
  fillIn(await screen.findByLabelText(/^Unit Price/), '650.50');
  fillIn(screen.getByLabelText(/^Valid Until/), longDate(20));
  await user.click(screen.getByRole('combobox', { name: 'Payment Method' }));
  await user.click(await screen.findByRole('option', { name: 'Escrow' }));
}

describe('RfqDetailScreen: an address that names no RFQ', () => {
  it('shows the not-found state for a malformed RFQ address, without asking the server', async () => {
    let asked = 0;
    const byId = trpcMsw.rfq.byId.query(() => {
      asked += 1;
      return rfqs.quoted;
    });
    renderRoutes(<Route path="/rfq/:id" element={<RfqDetailScreen />} />, {
      route: '/rfq/not-a-uuid',
      handlers: [authHandlers.signedInAs(sessionUsers.buyer), byId],
    });
    expect(await screen.findByText(en(RFQ_DETAIL_TEXTS.notFound))).toBeInTheDocument();
    expect(screen.getByText(en(RFQ_DETAIL_TEXTS.notFoundText))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to RFQs' })).toHaveAttribute('href', '/rfq');
    expect(screen.queryByText(en(RFQ_DETAIL_TEXTS.loadFailed))).not.toBeInTheDocument();
    expect(screen.queryByText(/Validation failed/)).not.toBeInTheDocument();
    expect(asked).toBe(0);
  });

  it('shows the not-found state when the server knows no such RFQ', async () => {
    renderRoutes(<Route path="/rfq/:id" element={<RfqDetailScreen />} />, {
      route: `/rfq/${rfqs.quoted.id}`,
      handlers: [authHandlers.signedInAs(sessionUsers.buyer), rfqHandlers.byIdFails()],
    });
    expect(await screen.findByText(en(RFQ_DETAIL_TEXTS.notFound))).toBeInTheDocument();
    expect(screen.queryByText(en(RFQ_DETAIL_TEXTS.loadFailed))).not.toBeInTheDocument();
  });

  it('still says the RFQ failed to load when the server fails for another reason', async () => {
    const unavailable = trpcMsw.rfq.byId.query(() => {
      throw serverError('INTERNAL_SERVER_ERROR', 'The service is unavailable');
    });
    renderRoutes(<Route path="/rfq/:id" element={<RfqDetailScreen />} />, {
      route: `/rfq/${rfqs.quoted.id}`,
      handlers: [authHandlers.signedInAs(sessionUsers.buyer), unavailable],
    });
    expect(await screen.findByText(en(RFQ_DETAIL_TEXTS.loadFailed))).toBeInTheDocument();
    expect(screen.queryByText(en(RFQ_DETAIL_TEXTS.notFound))).not.toBeInTheDocument();
  });
});

describe('RfqDetailScreen: buyer', () => {
  it('compares the bids side by side and marks the lowest total as the best price', async () => {
    renderDetail('buyer', rfqs.quoted, [offerHandlers.list()]);
    expect(await screen.findByText(offers.bonny.supplierName)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: rfqs.quoted.title })).toBeInTheDocument();
    expect(within(rowOf(offers.bonny.supplierName)).getByText(en(BID_TEXTS.best))).toBeInTheDocument();
    expect(screen.getAllByText(en(BID_TEXTS.best))).toHaveLength(1);
    expect(within(rowOf(offers.bonny.supplierName)).getByText('Single price')).toBeInTheDocument();
    expect(within(rowOf(offers.delta.supplierName)).getByText('2')).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByText(offers.bonny.supplierName)).toBeInTheDocument();
  });

  it('marks each verified supplier in the comparison and says "Not verified" of the one whose KYB review is open', async () => {
    renderDetail('buyer', rfqs.quoted, [offerHandlers.list()]);
    await screen.findByText(offers.bonny.supplierName);
    const verified = { name: VERIFICATION_MESSAGES.verified };
    for (const offer of [offers.delta, offers.warri]) {
      expect(within(rowOf(offer.supplierName)).getByRole('img', verified)).toBeInTheDocument();
      expect(within(rowOf(offer.supplierName)).queryByText(VERIFICATION_MESSAGES.notVerified)).not.toBeInTheDocument();
    }
    expect(within(rowOf(offers.bonny.supplierName)).getByText(VERIFICATION_MESSAGES.notVerified)).toBeInTheDocument();
    expect(within(rowOf(offers.bonny.supplierName)).queryByRole('img', verified)).not.toBeInTheDocument();
  });

  it('asks the server for the cheapest total first, and on a phone shows each bid as a card with its whole status and actions', async () => {
    emulatePhone();
    const inputs: unknown[] = [];
    const list = trpcMsw.offer.list.query(({ input }) => {
      inputs.push(input);
      return mockPage(offerList.filter((offer) => offer.rfqId === rfqs.quoted.id));
    });
    renderDetail('buyer', rfqs.quoted, [list]);
    const cards = await screen.findByTestId('data-table-cards');
    expect(inputs[0]).toMatchObject({ rfqId: rfqs.quoted.id, sort: 'totalPrice', order: 'asc' });
    const bonny = within(within(cards).getByText(offers.bonny.supplierName).closest('article') as HTMLElement);
    expect(bonny.getByText(en(BID_TEXTS.best))).toBeInTheDocument();
    expect(bonny.getByText('Pending')).toBeInTheDocument();
    expect(bonny.getByRole('button', { name: `Accept offer from ${offers.bonny.supplierName}` })).toBeInTheDocument();
  });

  it('sorts by valid until', async () => {
    const { user } = renderDetail('buyer', rfqs.quoted, [offerHandlers.list()]);
    await screen.findByText(offers.bonny.supplierName);
    await user.click(screen.getByRole('button', { name: /^Valid Until/ }));
    await waitFor(() => {
      const rows = screen.getAllByRole('row').slice(1);
      expect(within(rows[2] as HTMLElement).getByText(offers.warri.supplierName)).toBeInTheDocument();
    });
  });

  it('accepts an offer after confirmation and names the new contract', async () => {
    let accepted: unknown = null;
    const accept = trpcMsw.offer.accept.mutation(({ input }) => {
      accepted = input;
      return { contractId: 'c0a70000-0000-4000-8000-000000000009', contractNumber: 'CTR-2026-000009' };
    });
    const { user } = renderDetail('buyer', rfqs.quoted, [offerHandlers.list(), accept]);
    await user.click(await screen.findByRole('button', { name: `Accept offer from ${offers.bonny.supplierName}` }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Accept Offer' })).getByRole('button', { name: 'Confirm Accept' }),
    );
    expect(await screen.findByText(en(ACCEPT_NOTICES.accepted))).toBeInTheDocument();
    expect(
      screen.getByText(en(ACCEPT_NOTICES.acceptedText, { contractNumber: 'CTR-2026-000009' })),
    ).toBeInTheDocument();
    expect(accepted).toEqual({ id: offers.bonny.id, version: offers.bonny.version });
  });

  it('shows the new price when the offer changed before the accept, and accepts the new version only when confirmed again', async () => {
    const sent: number[] = [];
    const changed = trpcMsw.offer.accept.mutation(({ input }) => {
      sent.push(input.version);
      if (input.version === 2)
        return { contractId: 'c0a70000-0000-4000-8000-000000000009', contractNumber: 'CTR-2026-000009' };
      throw serverError(
        'CONFLICT',
        'This offer has changed since you saw it: it is now ₦990.00 per unit, ₦247,500,000.00 in total (version 2)',
        [
          { path: 'version', message: '2' },
          { path: 'unitPrice', message: '₦990.00' },
        ],
      );
    });
    const { user } = renderDetail('buyer', rfqs.quoted, [offerHandlers.list(), changed]);
    await user.click(await screen.findByRole('button', { name: `Accept offer from ${offers.bonny.supplierName}` }));
    const dialog = within(screen.getByRole('dialog', { name: 'Accept Offer' }));
    await user.click(dialog.getByRole('button', { name: 'Confirm Accept' }));
    expect(
      await dialog.findByText(/it is now ₦990\.00 per unit, ₦247,500,000\.00 in total \(version 2\)/),
    ).toBeInTheDocument();
    expect(screen.queryByText(en(ACCEPT_NOTICES.accepted))).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: en(ACCEPT_NOTICES.acceptNewTerms) }));
    expect(await screen.findByText(en(ACCEPT_NOTICES.accepted))).toBeInTheDocument();
    expect(sent).toEqual([1, 2]);
  });

  it('sends a counter-offer, its unit price in integer ten-thousandths', async () => {
    const sent: unknown[] = [];
    const counter = trpcMsw.offer.counter.mutation(({ input }) => {
      sent.push(input);
      // The first is refused by the server on its unit price: the text stands under the field.
      if (sent.length === 1)
        throw serverError('BAD_REQUEST', 'Validation failed', [
          { path: 'unitPrice', message: OFFER_MESSAGES.unitPriceInvalid },
        ]);
      return offers.delta;
    });
    const { user } = renderDetail('buyer', rfqs.quoted, [offerHandlers.list(), counter]);
    await user.click(await screen.findByRole('button', { name: `Counter offer from ${offers.delta.supplierName}` }));
    const dialog = within(screen.getByRole('dialog', { name: 'Counter-Offer' }));
    const price = dialog.getByLabelText(/^Proposed Unit Price/);
    await user.click(dialog.getByRole('button', { name: 'Send Counter-Offer' }));
    expect(price).toHaveAccessibleDescription(OFFER_MESSAGES.unitPriceRequired);
    fillIn(price, 'six forty');
    await user.click(dialog.getByRole('button', { name: 'Send Counter-Offer' }));
    expect(price).toHaveAccessibleDescription(OFFER_MESSAGES.unitPriceInvalid);
    expect(sent).toEqual([]);
    fillIn(price, '640.0125');
    fillIn(dialog.getByLabelText('Note'), 'Match the best bid');
    await user.click(dialog.getByRole('button', { name: 'Send Counter-Offer' }));
    await waitFor(() => expect(price).toHaveAccessibleDescription(OFFER_MESSAGES.unitPriceInvalid));
    expect(sent).toEqual([{ offerId: offers.delta.id, unitPrice: 6_400_125, note: 'Match the best bid' }]);
    await user.click(dialog.getByRole('button', { name: 'Send Counter-Offer' }));
    expect(await screen.findByText(en(COUNTER_NOTICES.sent))).toBeInTheDocument();
    expect(sent).toHaveLength(2);
  });

  it('keeps sealed bids hidden before the close date', async () => {
    renderDetail('buyer', rfqs.sealed, []);
    expect(await screen.findByText(en(BID_TEXTS.sealed, { count: rfqs.sealed.visibleOfferCount }))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel RFQ' })).toBeInTheDocument();
  });

  it('shows Accept and Counter exactly where the offer lists them, and Cancel RFQ only when rfq.cancel is listed', async () => {
    const selected = { ...offers.bonny, status: 'selected' as const, isSelected: true, allowedActions: [] };
    const acceptOnly = { ...offers.warri, allowedActions: ['offer.accept' as const] };
    renderDetail('buyer', rfqs.quoted, [offerHandlers.list([offers.delta, selected, acceptOnly])]);
    await screen.findByText(offers.bonny.supplierName);
    const delta = within(rowOf(offers.delta.supplierName));
    expect(delta.getByRole('button', { name: `Accept offer from ${offers.delta.supplierName}` })).toBeInTheDocument();
    expect(delta.getByRole('button', { name: `Counter offer from ${offers.delta.supplierName}` })).toBeInTheDocument();
    const warri = within(rowOf(offers.warri.supplierName));
    expect(warri.getByRole('button', { name: `Accept offer from ${offers.warri.supplierName}` })).toBeInTheDocument();
    expect(
      warri.queryByRole('button', { name: `Counter offer from ${offers.warri.supplierName}` }),
    ).not.toBeInTheDocument();
    expect(within(rowOf(offers.bonny.supplierName)).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel RFQ' })).toBeInTheDocument();
  });

  it('offers no Cancel RFQ when the server does not list it', async () => {
    renderDetail('buyer', rfqs.awarded, [offerHandlers.list([])]);
    expect(await screen.findByText(en(BID_TEXTS.none))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel RFQ' })).not.toBeInTheDocument();
  });
});

describe('RfqDetailScreen: supplier', () => {
  it('shows the required messages when an empty offer is submitted', async () => {
    const { user } = renderDetail('supplier', supplierRfqs.published, [offerHandlers.list([])]);
    await user.click(await screen.findByRole('button', { name: 'Submit Offer' }));
    expect(screen.getByText(OFFER_MESSAGES.unitPriceRequired)).toBeInTheDocument();
    expect(screen.getByText(OFFER_MESSAGES.validUntilRequired)).toBeInTheDocument();
    expect(screen.getByText(OFFER_MESSAGES.paymentMethodRequired)).toBeInTheDocument();
  });

  it('submits an offer with its allocation window', async () => {
    let submitted: unknown = null;
    const create = trpcMsw.offer.create.mutation(({ input }) => {
      submitted = input;
      return offers.delta;
    });
    const rendered = renderDetail('supplier', supplierRfqs.published, [offerHandlers.list([]), create]);
    await fillValidOffer(rendered);
    fillIn(screen.getByLabelText('Allocation Start'), longDate(12));
    fillIn(screen.getByLabelText('Allocation End'), longDate(14));
    fillIn(screen.getByLabelText('Maximum Allocation'), '400');
    await rendered.user.click(screen.getByRole('button', { name: 'Submit Offer' }));
    expect(await screen.findByText(en(OFFER_NOTICES.submitted))).toBeInTheDocument();
    expect(submitted).toMatchObject({
      rfqId: supplierRfqs.published.id,
      unitPrice: 6_505_000,
      currency: 'NGN',
      paymentTerms: { method: 'escrow', daysToPayment: 30, advancePayment: 0 },
      pricingBands: [],
      deliverySlots: [],
      allocationWindow: { maxAllocation: 400 },
    });
  });

  it('opens a new offer in naira, whatever the default currency of the user (the currency of their reports)', async () => {
    let submitted: unknown = null;
    const create = trpcMsw.offer.create.mutation(({ input }) => {
      submitted = input;
      return offers.delta;
    });
    const inEuros = {
      ...sessionUsers.supplier,
      preferences: { ...sessionUsers.supplier.preferences, currency: 'EUR' as const },
    };
    const rendered = renderRoutes(<Route path="/rfq/:id" element={<RfqDetailScreen />} />, {
      route: `/rfq/${supplierRfqs.published.id}`,
      handlers: [
        authHandlers.signedInAs(inEuros),
        rfqHandlers.byId(supplierRfqs.published),
        offerHandlers.list([]),
        create,
      ],
    });
    expect(await screen.findByRole('combobox', { name: 'Currency' })).toHaveValue('NGN');
    await fillValidOffer(rendered);
    await rendered.user.click(screen.getByRole('button', { name: 'Submit Offer' }));
    expect(await screen.findByText(en(OFFER_NOTICES.submitted))).toBeInTheDocument();
    expect(submitted).toMatchObject({ rfqId: supplierRfqs.published.id, currency: 'NGN' });
  });

  it('revises an offer in its own currency, whatever the default currency', async () => {
    const inEuros = {
      ...sessionUsers.supplier,
      preferences: { ...sessionUsers.supplier.preferences, currency: 'EUR' as const },
    };
    renderRoutes(<Route path="/rfq/:id" element={<RfqDetailScreen />} />, {
      route: `/rfq/${supplierRfqs.quoted.id}`,
      handlers: [
        authHandlers.signedInAs(inEuros),
        rfqHandlers.byId(supplierRfqs.quoted),
        offerHandlers.list([ownOffer]),
      ],
    });
    expect(await screen.findByRole('button', { name: 'Revise Offer' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue(ownOffer.currency);
  });

  it('shows the server refusal on the field and in a destructive notice', async () => {
    const details = [{ path: 'unitPrice', message: 'Unit price is above the ceiling for this RFQ' }];
    const rendered = renderDetail('supplier', supplierRfqs.published, [
      offerHandlers.list([]),
      offerHandlers.createFails('Validation failed', details),
    ]);
    await fillValidOffer(rendered);
    await rendered.user.click(screen.getByRole('button', { name: 'Submit Offer' }));
    expect(await screen.findByText(en(OFFER_NOTICES.submitFailed))).toBeInTheDocument();
    expect(screen.getByText('Unit Price: Unit price is above the ceiling for this RFQ')).toBeInTheDocument();
    expect(screen.getByText('Unit price is above the ceiling for this RFQ')).toBeInTheDocument();
  });

  it('prefills the revision from its own offer and answers a pending counter', async () => {
    let response = '';
    const respond = trpcMsw.offer.respondToCounter.mutation(({ input }) => {
      response = input.response;
      return { ...counteredOwnOffer, counter: null };
    });
    const { user } = renderDetail('supplier', supplierRfqs.quoted, [offerHandlers.list([counteredOwnOffer]), respond]);
    expect(await screen.findByRole('button', { name: 'Revise Offer' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Unit Price/)).toHaveValue('650.50');
    expect(screen.getAllByLabelText('Band Unit Price')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Decline Counter-Offer' }));
    expect(await screen.findByText(en(COUNTER_RESPONSE_NOTICES.declined))).toBeInTheDocument();
    expect(response).toBe('decline');
    expect(screen.getByRole('button', { name: 'Accept Counter-Offer' })).toBeInTheDocument();
  });

  it('says no offers can be made once the RFQ is closed', async () => {
    renderDetail('supplier', supplierRfqs.awarded, [
      offerHandlers.list(offerList.filter((offer) => offer.rfqId === rfqs.awarded.id)),
    ]);
    expect(await screen.findByText(en(SUPPLIER_OFFER_TEXTS.closed))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Offer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel RFQ' })).not.toBeInTheDocument();
  });

  it('offers the form only when the server allows a first offer on the RFQ', async () => {
    renderDetail('supplier', { ...supplierRfqs.published, allowedActions: [] }, [offerHandlers.list([])]);
    expect(await screen.findByRole('heading', { name: 'Submit an Offer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Offer' })).not.toBeInTheDocument();
  });

  it('offers revising its own offer only when offer.revise is listed on it', async () => {
    renderDetail('supplier', supplierRfqs.quoted, [offerHandlers.list([{ ...ownOffer, allowedActions: [] }])]);
    expect(await screen.findByRole('heading', { name: 'Your Offer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revise Offer' })).not.toBeInTheDocument();
  });

  it('shows the counter but no answers when the server does not list offer.respondToCounter', async () => {
    renderDetail('supplier', supplierRfqs.quoted, [
      offerHandlers.list([{ ...counteredOwnOffer, allowedActions: ['offer.revise'] }]),
    ]);
    expect(await screen.findByRole('button', { name: 'Revise Offer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept Counter-Offer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline Counter-Offer' })).not.toBeInTheDocument();
  });
});
