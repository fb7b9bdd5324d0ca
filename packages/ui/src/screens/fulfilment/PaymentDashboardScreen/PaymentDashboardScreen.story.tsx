import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { ProtectedRoute } from '../../../layout/ProtectedRoute/ProtectedRoute';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { adminPaymentList } from '../../../mocks/fixtures/fulfilment';
import { paymentHandlers } from '../../../mocks/fulfilmentHandlers';
import { authHandlers } from '../../../mocks/handlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { PaymentDashboardScreen } from './PaymentDashboardScreen';

const at = (role: keyof typeof sessionUsers, handlers: RequestHandler[]) =>
  storyScreen({ route: '/payments', session: authHandlers.signedInAs(sessionUsers[role]), handlers });

const meta = {
  title: 'Fulfilment/PaymentDashboardScreen',
  component: PaymentDashboardScreen,
  parameters: at('finance', [paymentHandlers.list(), paymentHandlers.processSucceeds()]),
} satisfies Meta<typeof PaymentDashboardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Finance: metrics from the payments, Process / Retry, each payment's escrow release date and its ledger. */
export const Default: Story = {};

export const Loading: Story = { parameters: at('finance', [paymentHandlers.listLoading()]) };

export const Empty: Story = { parameters: at('finance', [paymentHandlers.list([])]) };

export const Error: Story = { parameters: at('finance', [paymentHandlers.listFails()]) };

/** Suppliers may not open /payments. */
export const Forbidden: Story = {
  parameters: at('supplier', []),
  render: () => (
    <ProtectedRoute>
      <PaymentDashboardScreen />
    </ProtectedRoute>
  ),
};

/** Processing is refused by the server. */
export const ProcessFails: Story = {
  parameters: at('finance', [paymentHandlers.list(), paymentHandlers.processFails('This payment is captured and cannot be processed')]),
};

/** Admin sees the same dashboard, read only: processing is the paying organization's finance's (no payment.process listed). */
export const Admin: Story = { parameters: at('admin', [paymentHandlers.list(adminPaymentList)]) };
