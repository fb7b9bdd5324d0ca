import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { proposingOffer } from '../../../mocks/fixtures/deliveryTerms';
import { authHandlers } from '../../../mocks/handlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { FIRST_LOAD } from '../../../test-utils/waits';
import { OfferDetailModal } from './OfferDetailModal';

/** An offer's Terms tab: the delivery terms a contract on it would carry, its own proposals marked. */
const meta = {
  title: 'Procurement/Offers/DeliveryTerms',
  component: OfferDetailModal,
  args: { offer: proposingOffer, onClose: () => undefined },
  parameters: storyScreen({ route: '/offers', session: authHandlers.signedInAs(sessionUsers.buyer), handlers: [] }),
} satisfies Meta<typeof OfferDetailModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 0.5 % transit loss, 1 h free time and ₦250.00/h proposed by the supplier, each "differs from the RFQ". */
export const ProposedTerms: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('tab', { name: 'Terms' }, FIRST_LOAD));
    await expect(await page.findAllByText('differs from the RFQ')).toHaveLength(3);
  },
};
