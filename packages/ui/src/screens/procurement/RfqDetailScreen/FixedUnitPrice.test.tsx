import { translatorFor } from '@energy/i18n/translator';
import { PRIMITIVE_MESSAGES } from '@energy/domain/schemas/primitives';
import { screen } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { offers, ownOffer, rfqs, supplierRfqs, type RfqFixture } from '../../../mocks/fixtures/procurement';
import { authHandlers, trpcMsw } from '../../../mocks/handlers';
import { offerHandlers, rfqHandlers } from '../../../mocks/procurementHandlers';
import { fillIn, longDate } from '../../../test-utils/fillIn';
import { renderRoutes, type Rendered } from '../../../test-utils/render';
import { FIRST_LOAD } from '../../../test-utils/waits';
import { OFFER_NOTICES } from './OfferForm';
import { RfqDetailScreen } from './RfqDetailScreen';

/** The English texts the screen shows (the catalogue's keys are what the screens export). */
const en = translatorFor('en');

/** 1161.9537 NGN/l for 33,000 l: 38,344,472.10 (by hand: 1161.9537 x 33 = 38,344.4721). */
const perLitre = {
  ...ownOffer,
  unitPrice: 11_619_537,
  indicativeUnitPrice: 11_619_537,
  totalPrice: 3_834_447_210,
  indicativeTotal: 3_834_447_210,
  pricingBands: [],
};

function renderDetail(role: keyof typeof sessionUsers, rfq: RfqFixture, handlers: RequestHandler[]) {
  return renderRoutes(<Route path="/rfq/:id" element={<RfqDetailScreen />} />, {
    route: `/rfq/${rfq.id}`,
    handlers: [authHandlers.signedInAs(sessionUsers[role]), rfqHandlers.byId(rfq), ...handlers],
  });
}

async function fillTerms({ user }: Rendered) {
  fillIn(screen.getByLabelText(/^Valid Until/), longDate(20));
  await user.click(screen.getByRole('combobox', { name: 'Payment Method' }));
  await user.click(await screen.findByRole('option', { name: 'Escrow' }));
}

describe('A fixed unit price to 4 decimals', () => {
  it('is accepted by the offer form and sent as typed', async () => {
    let submitted: unknown = null;
    const create = trpcMsw.offer.create.mutation(({ input }) => {
      submitted = input;
      return perLitre;
    });
    const rendered = renderDetail('supplier', supplierRfqs.published, [offerHandlers.list([]), create]);
    fillIn(await screen.findByLabelText(/^Unit Price/, {}, FIRST_LOAD), '1161.9537');
    await fillTerms(rendered);
    await rendered.user.click(screen.getByRole('button', { name: 'Submit Offer' }));
    expect(await screen.findByText(en(OFFER_NOTICES.submitted))).toBeInTheDocument();
    expect(submitted).toMatchObject({ rfqId: supplierRfqs.published.id, unitPrice: 11_619_537 });
  });

  it('refuses a fifth decimal on the field', async () => {
    const rendered = renderDetail('supplier', supplierRfqs.published, [offerHandlers.list([])]);
    fillIn(await screen.findByLabelText(/^Unit Price/, {}, FIRST_LOAD), '1161.95371');
    await fillTerms(rendered);
    await rendered.user.click(screen.getByRole('button', { name: 'Submit Offer' }));
    expect(await screen.findByText(PRIMITIVE_MESSAGES.unitPriceDecimals)).toBeInTheDocument();
  });

  it("shows the supplier's own offer at its 4 decimals and prefills the revision with them", async () => {
    renderDetail('supplier', supplierRfqs.quoted, [offerHandlers.list([perLitre])]);
    expect(await screen.findByRole('button', { name: 'Revise Offer' }, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Unit Price/)).toHaveValue('1161.9537');
    expect(screen.getByText(/₦1,161\.9537/)).toBeInTheDocument();
  });

  it('shows the buyer the unit price to 4 decimals in the bid comparison, and a 2-decimal one as money', async () => {
    const buyerSees = { ...perLitre, allowedActions: ['offer.accept' as const, 'offer.counter' as const] };
    renderDetail('buyer', rfqs.quoted, [offerHandlers.list([buyerSees, offers.bonny])]);
    expect(await screen.findByText('₦1,161.9537', {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByText('₦38,344,472.10')).toBeInTheDocument();
    expect(screen.getByText('₦635.00')).toBeInTheDocument();
  });
});
