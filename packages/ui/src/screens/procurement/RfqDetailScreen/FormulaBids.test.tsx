import { FORMULA_MESSAGES } from '@energy/domain/schemas/offer';
import { translatorFor } from '@energy/i18n/translator';
import { screen, waitFor, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { COUNTER_NOTICES } from '../../../components/procurement/CounterOfferModal';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { formulaOffer, mixedOfferList, unquotedFormulaOffer } from '../../../mocks/fixtures/formulaPricing';
import { offers, rfqs } from '../../../mocks/fixtures/procurement';
import { authHandlers, mockPage, trpcMsw } from '../../../mocks/handlers';
import { offerHandlers, rfqHandlers } from '../../../mocks/procurementHandlers';
import { fillIn } from '../../../test-utils/fillIn';
import { renderRoutes } from '../../../test-utils/render';
import { BID_TEXTS } from './BidComparison';
import { RfqDetailScreen } from './RfqDetailScreen';
import { FIRST_LOAD } from '../../../test-utils/waits';

const en = translatorFor('en');

function renderBids(handlers: RequestHandler[]) {
  return renderRoutes(<Route path="/rfq/:id" element={<RfqDetailScreen />} />, {
    route: `/rfq/${rfqs.quoted.id}`,
    handlers: [authHandlers.signedInAs(sessionUsers.buyer), rfqHandlers.byId(rfqs.quoted), ...handlers],
  });
}

const rowOf = (supplier: string) => screen.getByText(supplier).closest('tr') as HTMLElement;
const rowTexts = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent ?? '');

describe('Bid comparison with formula offers', () => {
  it('ranks fixed and formula offers together by indicative total, the unpriced formula offer last', async () => {
    // The server's order (by the stored total) puts the unpriced formula offer, whose total is 0, first.
    renderBids([offerHandlers.list(mixedOfferList)]);
    await screen.findByText(formulaOffer.supplierName, {}, FIRST_LOAD);
    expect(screen.getByText(en(BID_TEXTS.formulaNote))).toBeInTheDocument();
    await waitFor(() =>
      expect(rowTexts().map((text) => mixedOfferList.find((offer) => text.includes(offer.supplierName))?.id)).toEqual([
        offers.bonny.id,
        formulaOffer.id,
        offers.delta.id,
        offers.warri.id,
        unquotedFormulaOffer.id,
      ]),
    );
    const formula = within(rowOf(formulaOffer.supplierName));
    expect(formula.getByText('₦648.2275')).toBeInTheDocument();
    expect(formula.getByText('₦162,056,875.00')).toBeInTheDocument();
    // The badge by its price, and the Pricing Bands cell: a formula offer has no bands.
    expect(formula.getAllByText('Formula')).toHaveLength(2);
    expect(formula.getAllByText(/^as of /)).toHaveLength(2);
    const unpriced = within(rowOf(unquotedFormulaOffer.supplierName));
    expect(unpriced.getAllByText('no quote yet')).toHaveLength(2);
    // The best price is the cheapest priced bid, fixed here.
    expect(within(rowOf(offers.bonny.supplierName)).getByText(en(BID_TEXTS.best))).toBeInTheDocument();
    expect(formula.queryByText(en(BID_TEXTS.best))).not.toBeInTheDocument();
  });

  it('marks a formula offer best when its indicative total is the lowest, and ranks the unpriced last in descending order too', async () => {
    const cheaper = { ...formulaOffer, indicativeTotal: 15_000_000_000, totalPrice: 15_000_000_000 };
    // The server's order, whatever the sort: the screen ranks the loaded bids itself.
    const list = trpcMsw.offer.list.query(({ input }) =>
      mockPage([unquotedFormulaOffer, offers.warri, cheaper, offers.delta], input),
    );
    const { user } = renderBids([list]);
    await screen.findByText(cheaper.supplierName, {}, FIRST_LOAD);
    expect(within(rowOf(cheaper.supplierName)).getByText(en(BID_TEXTS.best))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Total Price/ }));
    await waitFor(() => expect(rowTexts()[0]).toContain(offers.warri.supplierName));
    expect(rowTexts()[3]).toContain(unquotedFormulaOffer.supplierName);
  });

  it('counters a formula offer on its differential and sends the differential', async () => {
    let sent: unknown = null;
    const counter = trpcMsw.offer.counter.mutation(({ input }) => {
      sent = input;
      return formulaOffer;
    });
    const { user } = renderBids([offerHandlers.list(mixedOfferList), counter]);
    await user.click(
      await screen.findByRole('button', { name: `Counter offer from ${formulaOffer.supplierName}` }, FIRST_LOAD),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Counter-Offer' }));
    expect(
      await dialog.findByText(
        `${formulaOffer.supplierName} offers Gasoil 0.1% CIF NWE (GO-CIF-NWE), average of 5 quotes from the delivery date, − 2.00 NGN/l.`,
      ),
    ).toBeInTheDocument();
    expect(dialog.queryByLabelText(/^Proposed Unit Price/)).not.toBeInTheDocument();
    fillIn(dialog.getByLabelText(/^Differential/), 'minus two');
    await user.click(dialog.getByRole('button', { name: 'Send Counter-Offer' }));
    // Not a number: the field's own text (the API's format is the form's business, not the user's).
    expect(dialog.getByLabelText(/^Differential/)).toHaveAccessibleDescription(FORMULA_MESSAGES.differentialInvalid);
    expect(sent).toBeNull();
    fillIn(dialog.getByLabelText(/^Differential/), '-3.50');
    fillIn(dialog.getByLabelText('Note'), 'Tighter differential and we award');
    await user.click(dialog.getByRole('button', { name: 'Send Counter-Offer' }));
    expect(await screen.findByText(en(COUNTER_NOTICES.sent))).toBeInTheDocument();
    expect(sent).toEqual({
      offerId: formulaOffer.id,
      differential: -35_000,
      note: 'Tighter differential and we award',
    });
  });
});
