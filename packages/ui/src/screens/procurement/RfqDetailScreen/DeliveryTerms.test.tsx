import { DELIVERY_TERMS_MESSAGES } from '@energy/domain/schemas/delivery-terms';
import { screen, waitFor, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { proposingOffer, quotedTermsRfq, rfqTermsOffer, termsRfq } from '../../../mocks/fixtures/deliveryTerms';
import type { RfqFixture } from '../../../mocks/fixtures/procurement';
import { authHandlers, trpcMsw } from '../../../mocks/handlers';
import { offerHandlers, rfqHandlers } from '../../../mocks/procurementHandlers';
import { fillIn } from '../../../test-utils/fillIn';
import { renderRoutes } from '../../../test-utils/render';
import { FIRST_LOAD } from '../../../test-utils/waits';
import { RfqDetailScreen } from './RfqDetailScreen';

function renderRfq(rfq: RfqFixture, handlers: RequestHandler[]) {
  return renderRoutes(<Route path="/rfq/:id" element={<RfqDetailScreen />} />, {
    route: `/rfq/${rfq.id}`,
    handlers: [authHandlers.signedInAs(sessionUsers.buyer), rfqHandlers.byId(rfq), ...handlers],
  });
}

const termFact = (label: string) => screen.getByText(label).parentElement as HTMLElement;

describe('delivery terms on the RFQ detail', () => {
  it('shows the terms the RFQ states, the defaults marked, and lets its buyer change them before the first offer', async () => {
    const sent: unknown[] = [];
    const { user } = renderRfq(termsRfq, [
      offerHandlers.list([]),
      trpcMsw.rfq.updateDeliveryTerms.mutation(({ input }) => {
        sent.push(input);
        return termsRfq;
      }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Delivery terms' }, FIRST_LOAD)).toBeInTheDocument();
    expect(within(termFact('Quantity tolerance')).getByText('± 2 %')).toBeInTheDocument();
    expect(within(termFact('Quantity tolerance')).queryByText('default')).not.toBeInTheDocument();
    expect(within(termFact('Allowed transit loss')).getByText('0.3 %')).toBeInTheDocument();
    expect(within(termFact('Demurrage rate')).getByText('None agreed')).toBeInTheDocument();
    expect(screen.getAllByText('default')).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'Edit delivery terms' }));
    const dialog = within(await screen.findByRole('dialog', { name: `Delivery terms of ${termsRfq.rfqNumber}` }));
    const freeTime = dialog.getByLabelText(/^Free time at the delivery site/);
    expect(freeTime).toHaveAttribute('placeholder', '2.00');
    fillIn(freeTime, '80');
    await user.click(dialog.getByRole('button', { name: 'Save terms' }));
    expect(await dialog.findByText(DELIVERY_TERMS_MESSAGES.freeTimeRange)).toBeInTheDocument();
    expect(sent).toEqual([]);
    fillIn(freeTime, '3');
    await user.click(dialog.getByRole('button', { name: 'Save terms' }));
    await waitFor(() => expect(sent).toEqual([{ id: termsRfq.id, deliveryTerms: { freeTimeHours: '3.00' } }]));
    expect(await screen.findByText('Delivery terms saved')).toBeInTheDocument();
  }, 60_000);

  it('compares the bids’ delivery terms with the RFQ’s: the differing ones named, the others "As the RFQ"', async () => {
    renderRfq(quotedTermsRfq, [offerHandlers.list([proposingOffer, rfqTermsOffer])]);
    const proposing = within(
      (await screen.findByText(proposingOffer.supplierName, {}, FIRST_LOAD)).closest('tr') as HTMLElement,
    );
    expect(proposing.getByText('Allowed transit loss: 0.5 %')).toBeInTheDocument();
    expect(proposing.getByText('Free time at the delivery site: 1 h')).toBeInTheDocument();
    expect(proposing.getByText('Demurrage rate: ₦250.00 per hour')).toBeInTheDocument();
    const same = within(screen.getByText(rfqTermsOffer.supplierName).closest('tr') as HTMLElement);
    expect(same.getByText('As the RFQ')).toBeInTheDocument();
    // Quoted: the terms stay, no edit.
    expect(screen.queryByRole('button', { name: 'Edit delivery terms' })).not.toBeInTheDocument();
  }, 60_000);

  it('speaks French', async () => {
    renderRoutes(<Route path="/rfq/:id" element={<RfqDetailScreen />} />, {
      route: `/rfq/${termsRfq.id}`,
      language: 'fr',
      handlers: [authHandlers.signedInAs(sessionUsers.buyer), rfqHandlers.byId(termsRfq), offerHandlers.list([])],
    });
    expect(await screen.findByRole('heading', { name: 'Conditions de livraison' }, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByText('Quantité reçue (outturn)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modifier les conditions de livraison' })).toBeInTheDocument();
  }, 60_000);
});
