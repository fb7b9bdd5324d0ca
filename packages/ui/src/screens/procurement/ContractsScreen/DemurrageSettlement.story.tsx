import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { demurrageSettlements } from '../../../mocks/fixtures/demurrage';
import { contracts } from '../../../mocks/fixtures/procurement';
import { authHandlers } from '../../../mocks/handlers';
import { contractHandlers } from '../../../mocks/procurementHandlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { FIRST_LOAD } from '../../../test-utils/waits';
import { ContractSettlementsTab } from './ContractSettlementsTab';

/** A contract's settlements with the demurrage line its delivery's wait at the site charged, payable to the carrier. */
const meta = {
  title: 'Procurement/Contracts/SettlementsTab',
  component: ContractSettlementsTab,
  args: { contract: contracts.signed },
  parameters: storyScreen({
    route: '/contracts',
    session: authHandlers.signedInAs(sessionUsers.buyer),
    handlers: [contractHandlers.settlements(demurrageSettlements)],
  }),
} satisfies Meta<typeof ContractSettlementsTab>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Advance, balance and the demurrage line: ₦37,500.00, "Payable to the carrier". */
export const WithDemurrage: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Payable to the carrier', {}, FIRST_LOAD)).toBeInTheDocument();
    await expect(page.getByText('₦37,500.00')).toBeInTheDocument();
  },
};
