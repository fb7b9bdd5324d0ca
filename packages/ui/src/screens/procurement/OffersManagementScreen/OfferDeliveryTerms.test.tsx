import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { proposingOffer } from '../../../mocks/fixtures/deliveryTerms';
import { authHandlers } from '../../../mocks/handlers';
import { renderScreen } from '../../../test-utils/render';
import { FIRST_LOAD } from '../../../test-utils/waits';
import { OfferDetailModal } from './OfferDetailModal';

describe("an offer's delivery terms", () => {
  it('shows the terms a contract on it would carry, the ones it proposes otherwise than the RFQ marked', async () => {
    const { user } = renderScreen(<OfferDetailModal offer={proposingOffer} onClose={() => undefined} />, {
      route: '/offers',
      handlers: [authHandlers.signedInAs(sessionUsers.buyer)],
    });
    await user.click(await screen.findByRole('tab', { name: 'Terms' }, FIRST_LOAD));
    expect(await screen.findByRole('heading', { name: 'Delivery terms' })).toBeInTheDocument();
    const fact = (label: string) => within(screen.getByText(label).parentElement as HTMLElement);
    expect(fact('Allowed transit loss').getByText('0.5 %')).toBeInTheDocument();
    expect(fact('Allowed transit loss').getByText('differs from the RFQ')).toBeInTheDocument();
    expect(fact('Demurrage rate').getByText('₦250.00 per hour')).toBeInTheDocument();
    expect(fact('Quantity tolerance').getByText('± 2 %')).toBeInTheDocument();
    expect(fact('Quantity tolerance').queryByText('differs from the RFQ')).not.toBeInTheDocument();
    expect(screen.getAllByText('differs from the RFQ')).toHaveLength(3);
  });
});
