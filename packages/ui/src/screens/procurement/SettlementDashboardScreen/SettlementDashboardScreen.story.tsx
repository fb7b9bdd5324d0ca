import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ProtectedRoute } from '../../../layout/ProtectedRoute/ProtectedRoute';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { payeeSettlementDashboard, settlementDashboard } from '../../../mocks/fixtures/procurement';
import { authHandlers } from '../../../mocks/handlers';
import { settlementHandlers } from '../../../mocks/procurementHandlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { SettlementDashboardScreen } from './SettlementDashboardScreen';
import { orgMarks } from '../../../test-utils/orgMarks';
import { FIRST_LOAD } from '../../../test-utils/waits';

const at = (role: keyof typeof sessionUsers, handlers: RequestHandler[]) =>
  storyScreen({ route: '/settlements', session: authHandlers.signedInAs(sessionUsers[role]), handlers });

const meta = {
  title: 'Procurement/SettlementDashboardScreen',
  component: SettlementDashboardScreen,
  parameters: at('finance', [settlementHandlers.dashboard()]),
} satisfies Meta<typeof SettlementDashboardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Finance: summary, breakdown, performance, upcoming (Overdue, Due Today, Due Soon) and recent settlements. */
export const Default: Story = {};

export const Loading: Story = { parameters: at('finance', [settlementHandlers.dashboardLoading()]) };

/** No contracts yet: zero figures and empty lists. */
export const Empty: Story = {
  parameters: at('finance', [
    settlementHandlers.dashboard({
      ...settlementDashboard,
      summary: { totalValue: 0, totalContracts: 0, settledAmount: 0, pendingAmount: 0, overdueAmount: 0 },
      settlementStatus: { pending: 0, partial: 0, completed: 0, overdue: 0 },
      paymentMetrics: { onTimePayments: 0, latePayments: 0, failedPayments: 0, averagePaymentTime: 0 },
      upcomingSettlements: [],
      recentSettlements: [],
    }),
  ]),
};

/** "Failed to load settlement data." */
export const Error: Story = { parameters: at('finance', [settlementHandlers.dashboardFails()]) };

/** Buyers may not open /settlements. */
export const Forbidden: Story = {
  parameters: at('buyer', []),
  render: () => (
    <ProtectedRoute>
      <SettlementDashboardScreen />
    </ProtectedRoute>
  ),
};

export const Admin: Story = { parameters: at('admin', [settlementHandlers.dashboard()]) };

/** The payee's finance: a settlement the buyer recorded as paid shows "Awaiting payee confirmation" with a Confirm button. */
export const AwaitingPayeeConfirmation: Story = {
  parameters: at('finance', [
    settlementHandlers.dashboard(payeeSettlementDashboard),
    settlementHandlers.confirmSucceeds(),
  ]),
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    await waitFor(() => expect(body.textContent).toContain('Awaiting payee confirmation'));
    await waitFor(() =>
      expect([...body.querySelectorAll('button')].filter((b) => b.textContent === 'Confirm')).toHaveLength(1),
    );
  },
};

/** The payee's finance reports the recorded payment not received: the dialog asks for the reason and sends it. */
export const ReportNotReceived: Story = {
  parameters: at('finance', [
    settlementHandlers.dashboard(payeeSettlementDashboard),
    settlementHandlers.rejectSucceeds(),
  ]),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: /^Report .* not received$/ }, FIRST_LOAD));
    const dialog = within(await body.findByRole('dialog', { name: 'Payment not received' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Reason/ }), 'Nothing arrived on our account');
    await userEvent.click(dialog.getByRole('button', { name: 'Report Not Received' }));
    await waitFor(() => expect(body.getByText('Reported Not Received')).toBeInTheDocument());
  },
};

/** Upcoming settlements name their supplier with the Verified mark where its KYB review is approved. */
export const VerifiedSuppliers: Story = {
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    await waitFor(() => expect(orgMarks(body, sessionUsers.supplier.organizationName ?? '')).toContain('verified'));
    await waitFor(() => expect(orgMarks(body, 'Bonny Energy Trading')).toContain('none'));
  },
};
