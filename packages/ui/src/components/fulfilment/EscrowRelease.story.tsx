import { translatorFor } from '@energy/i18n/translator';
import { VERIFICATION_MESSAGES } from '@energy/domain/schemas/verification';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { escrowOrders } from '../../mocks/fixtures/fulfilment';
import { EscrowRelease, ESCROW_TEXTS } from './EscrowRelease';

/** The English texts the screen shows (the catalogue's keys are what the screens export). */
const en = translatorFor('en');

const meta = {
  title: 'Components/Fulfilment/EscrowRelease',
  component: EscrowRelease,
  args: { escrow: escrowOrders.due.escrow },
} satisfies Meta<typeof EscrowRelease>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The inspection period runs: released on the buyer's receipt, or on the due date if nobody disputes. */
export const Due: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(en(ESCROW_TEXTS.held))).not.toBeInTheDocument();
  },
};

/** Released when the buyer confirmed receipt. */
export const Released: Story = { args: { escrow: escrowOrders.released.escrow } };

/** An open dispute holds the money in escrow until an admin resolves it. */
export const HeldByDispute: Story = {
  args: { escrow: escrowOrders.heldByDispute.escrow },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(en(ESCROW_TEXTS.held))).toBeInTheDocument();
    await expect(within(canvasElement).getByText(VERIFICATION_MESSAGES.dispute)).toBeInTheDocument();
  },
};

/** The supplier's organization is not verified yet: the money stays in escrow until its KYB review is approved. */
export const HeldUnverifiedSupplier: Story = {
  args: { escrow: escrowOrders.heldUnverified.escrow },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(VERIFICATION_MESSAGES.release)).toBeInTheDocument();
  },
};
