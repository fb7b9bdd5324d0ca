import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { ProtectedRoute } from '../../../layout/ProtectedRoute/ProtectedRoute';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { contracts, financeSettlements, supplierContractList } from '../../../mocks/fixtures/procurement';
import { authHandlers } from '../../../mocks/handlers';
import { documentHandlers } from '../../../mocks/documentHandlers';
import { documentList } from '../../../mocks/fixtures/documents';
import { contractHandlers, settlementHandlers } from '../../../mocks/procurementHandlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { ContractsScreen } from './ContractsScreen';
import { orgMarks } from '../../../test-utils/orgMarks';

const at = (role: keyof typeof sessionUsers, handlers: RequestHandler[]) =>
  storyScreen({ route: '/contracts', session: authHandlers.signedInAs(sessionUsers[role]), handlers });

const everything = [contractHandlers.list(), contractHandlers.settlements(), documentHandlers.forContract(documentList.slice(0, 1))];

const meta = {
  title: 'Procurement/ContractsScreen',
  component: ContractsScreen,
  parameters: at('buyer', everything),
} satisfies Meta<typeof ContractsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Buyer: contracts with their suppliers, filters and Export. */
export const Default: Story = {};

export const Loading: Story = { parameters: at('buyer', [contractHandlers.listLoading()]) };

export const Empty: Story = { parameters: at('buyer', [contractHandlers.list([])]) };

export const Error: Story = { parameters: at('buyer', [contractHandlers.listFails()]) };

/** Logistics may not open /contracts. */
export const Forbidden: Story = {
  parameters: at('logistics', []),
  render: () => (
    <ProtectedRoute>
      <ContractsScreen />
    </ProtectedRoute>
  ),
};

/** Supplier: the buyer column, and Sign Contract on its draft (the only row listing contract.sign). */
export const Supplier: Story = {
  parameters: at('supplier', [contractHandlers.list(supplierContractList), contractHandlers.settlements(), contractHandlers.signSucceeds(contracts.draft)]),
};

/** Finance: Record Payment on the pending settlement (settlement.recordPaid) in the detail dialog. */
export const Finance: Story = {
  parameters: at('finance', [contractHandlers.list(), contractHandlers.settlements(financeSettlements), settlementHandlers.recordPaidSucceeds()]),
};

/** The counterparty column marks verified suppliers; an unverified one shows its name alone. */
export const VerifiedCounterparties: Story = {
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    await waitFor(() => expect(orgMarks(body, sessionUsers.supplier.organizationName ?? '')).toContain('verified'));
    await waitFor(() => expect(orgMarks(body, 'Bonny Energy Trading')).toContain('none'));
  },
};
