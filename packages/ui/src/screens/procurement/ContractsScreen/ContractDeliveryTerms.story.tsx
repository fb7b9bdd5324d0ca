import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { termsContract } from '../../../mocks/fixtures/deliveryTerms';
import { contracts } from '../../../mocks/fixtures/procurement';
import { authHandlers } from '../../../mocks/handlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { FIRST_LOAD } from '../../../test-utils/waits';
import { ContractDetailModal } from './ContractDetailModal';

/** A contract's overview with its delivery terms: what the offer proposed over the RFQ's, defaults marked. */
const meta = {
  title: 'Procurement/Contracts/DeliveryTerms',
  component: ContractDetailModal,
  args: { contract: termsContract, onClose: () => undefined },
  parameters: storyScreen({ route: '/contracts', session: authHandlers.signedInAs(sessionUsers.buyer), handlers: [] }),
} satisfies Meta<typeof ContractDetailModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 2 % tolerance from the RFQ; 0.5 % transit loss, 1 h free time and ₦250.00/h from the offer; outturn by default. */
export const AgreedTerms: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('₦250.00 per hour', {}, FIRST_LOAD)).toBeInTheDocument();
    await expect(page.getAllByText('default')).toHaveLength(1);
  },
};

/** A contract nobody stated terms for: every term its default, marked so. */
export const DefaultTerms: Story = {
  args: { contract: contracts.signed },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('None agreed', {}, FIRST_LOAD)).toBeInTheDocument();
    await expect(page.getAllByText('default')).toHaveLength(5);
  },
};
