import { DELIVERY_TERMS_MESSAGES } from '@energy/domain/schemas/delivery-terms';
import { translatorFor } from '@energy/i18n/translator';
import { screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { proposingOffer } from '../../../mocks/fixtures/deliveryTerms';
import { supplierRfqs } from '../../../mocks/fixtures/procurement';
import { authHandlers, trpcMsw } from '../../../mocks/handlers';
import { offerHandlers, rfqHandlers } from '../../../mocks/procurementHandlers';
import { fillIn, longDate } from '../../../test-utils/fillIn';
import { renderRoutes } from '../../../test-utils/render';
import { FIRST_LOAD } from '../../../test-utils/waits';
import { OFFER_NOTICES } from './OfferForm';
import { RfqDetailScreen } from './RfqDetailScreen';

const en = translatorFor('en');

/** An open RFQ stating a 2 % tolerance and 3 h free time, the rest at their defaults. */
const rfq = {
  ...supplierRfqs.published,
  deliveryTerms: { ...supplierRfqs.published.deliveryTerms, quantityTolerancePct: '2.00', freeTimeHours: '3.00' },
};

describe('the offer form: delivery terms', () => {
  it("shows the RFQ's terms in the empty fields, checks the ranges, and sends only the terms the supplier proposes", async () => {
    const sent: unknown[] = [];
    const { user } = renderRoutes(<Route path="/rfq/:id" element={<RfqDetailScreen />} />, {
      route: `/rfq/${rfq.id}`,
      handlers: [
        authHandlers.signedInAs(sessionUsers.supplier),
        rfqHandlers.byId(rfq),
        offerHandlers.list([]),
        trpcMsw.offer.create.mutation(({ input }) => {
          sent.push(input);
          return proposingOffer;
        }),
      ],
    });
    fillIn(await screen.findByLabelText(/^Unit Price/, {}, FIRST_LOAD), '650');
    fillIn(screen.getByLabelText(/^Valid Until/), longDate(20));
    await user.click(screen.getByRole('combobox', { name: 'Payment Method' }));
    await user.click(await screen.findByRole('option', { name: 'Escrow' }));
    expect(screen.getByLabelText(/^Quantity tolerance/)).toHaveAttribute('placeholder', '2.00');
    expect(screen.getByLabelText(/^Free time at the delivery site/)).toHaveAttribute('placeholder', '3.00');
    const loss = screen.getByLabelText(/^Allowed transit loss/);
    fillIn(loss, '6');
    await user.click(screen.getByRole('button', { name: 'Submit Offer' }));
    expect(await screen.findByText(DELIVERY_TERMS_MESSAGES.transitLossRange)).toBeInTheDocument();
    fillIn(loss, '0.5');
    const rate = screen.getByLabelText(/^Demurrage rate per hour/);
    // Money of the offer's currency (naira): its sign in front of the figure, its code below.
    expect(rate.closest('.mantine-NumberInput-root')).toHaveTextContent('₦');
    expect(rate.closest('.mantine-NumberInput-root')).toHaveTextContent('NGN');
    fillIn(rate, '250');
    await user.click(screen.getByRole('button', { name: 'Submit Offer' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ deliveryTerms: { allowedTransitLossPct: '0.50', demurrageRate: 25_000 } });
    expect(Object.keys((sent[0] as { deliveryTerms: object }).deliveryTerms).sort()).toEqual([
      'allowedTransitLossPct',
      'demurrageRate',
    ]);
    expect(await screen.findByText(en(OFFER_NOTICES.submitted))).toBeInTheDocument();
  }, 60_000);
});
