import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { contracts, payeeSettlements } from '../../../mocks/fixtures/procurement';
import { authHandlers } from '../../../mocks/handlers';
import { contractHandlers, settlementHandlers } from '../../../mocks/procurementHandlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { FIRST_LOAD } from '../../../test-utils/waits';
import { ContractSettlementsTab } from './ContractSettlementsTab';

/**
 * A contract's settlements as the payee's finance sees them once the buyer recorded the balance as paid outside the
 * platform: Confirm and Not Received on that settlement, where the server offers them.
 */
const meta = {
  title: 'Procurement/Contracts/SettlementsTab/PaymentReceipt',
  component: ContractSettlementsTab,
  args: { contract: contracts.signed },
  parameters: storyScreen({
    route: '/contracts',
    session: authHandlers.signedInAs(sessionUsers.finance),
    handlers: [
      contractHandlers.settlements(payeeSettlements),
      settlementHandlers.confirmSucceeds(),
      settlementHandlers.rejectSucceeds(),
    ],
  }),
} satisfies Meta<typeof ContractSettlementsTab>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The balance awaits the payee's confirmation: Confirm and Not Received on its row only. */
export const AwaitingReceipt: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Awaiting payee confirmation', {}, FIRST_LOAD)).toBeInTheDocument();
    await expect(page.getAllByRole('button', { name: /not received$/ })).toHaveLength(1);
    await expect(page.getAllByRole('button', { name: 'Confirm' })).toHaveLength(1);
  },
};

/** Not Received asks for the reason (required) and sends it; the settlement is pending again. */
export const ReportNotReceived: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: /^Report .* not received$/ }, FIRST_LOAD));
    const dialog = within(await page.findByRole('dialog', { name: 'Payment not received' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Report Not Received' }));
    await expect(await dialog.findByText('A reason is required')).toBeInTheDocument();
    await userEvent.type(dialog.getByRole('textbox', { name: /^Reason/ }), 'No transfer with this reference');
    await userEvent.click(dialog.getByRole('button', { name: 'Report Not Received' }));
    await waitFor(() => expect(page.getByText('Reported Not Received')).toBeInTheDocument());
  },
};
