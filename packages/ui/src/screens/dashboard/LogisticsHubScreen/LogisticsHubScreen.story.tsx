import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { ProtectedRoute } from '../../../layout/ProtectedRoute/ProtectedRoute';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { emptyLogisticsMetrics, logisticsMetrics } from '../../../mocks/fixtures/dashboard';
import { dashboardHandlers } from '../../../mocks/dashboardHandlers';
import { authHandlers } from '../../../mocks/handlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { LogisticsHubScreen } from './LogisticsHubScreen';

const at = (role: keyof typeof sessionUsers, handlers: RequestHandler[]) =>
  storyScreen({ route: '/dashboard/logistics', session: authHandlers.signedInAs(sessionUsers[role]), handlers });

const meta = {
  title: 'Dashboard/LogisticsHubScreen',
  component: LogisticsHubScreen,
  parameters: at('logistics', [dashboardHandlers.logistics()]),
} satisfies Meta<typeof LogisticsHubScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The organization's figures, lists and trend; Operational Alerts list an expired license and an expiring insurance. */
export const Default: Story = {};

/** Only papers to alert about: no overdue shipment, yet the panel is not "No operational alerts". */
export const PaperAlertsOnly: Story = {
  parameters: at('logistics', [dashboardHandlers.logistics({ ...logisticsMetrics, overdueShipments: 0 })]),
};

export const Loading: Story = { parameters: at('logistics', [dashboardHandlers.logisticsLoading()]) };

/** An organization with no records: zeros and empty states, never sample figures. */
export const Empty: Story = { parameters: at('logistics', [dashboardHandlers.logistics(emptyLogisticsMetrics)]) };

/** The figures could not be loaded. */
export const Error: Story = { parameters: at('logistics', [dashboardHandlers.logisticsFails()]) };

/** Another role may not open this dashboard. */
export const Forbidden: Story = {
  parameters: at('finance', []),
  render: () => (
    <ProtectedRoute>
      <LogisticsHubScreen />
    </ProtectedRoute>
  ),
};
