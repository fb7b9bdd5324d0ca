import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { ProtectedRoute } from '../../../layout/ProtectedRoute/ProtectedRoute';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { emptyAdminMetrics } from '../../../mocks/fixtures/dashboard';
import { adminConsoleHandlers } from '../../../mocks/adminConsoleHandlers';
import { idleAdminCounts } from '../../../mocks/fixtures/adminConsole';
import { dashboardHandlers } from '../../../mocks/dashboardHandlers';
import { authHandlers } from '../../../mocks/handlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { AdminPortalScreen } from './AdminPortalScreen';

const at = (role: keyof typeof sessionUsers, handlers: RequestHandler[]) =>
  storyScreen({ route: '/dashboard/admin', session: authHandlers.signedInAs(sessionUsers[role]), handlers });

const meta = {
  title: 'Dashboard/AdminPortalScreen',
  component: AdminPortalScreen,
  parameters: at('admin', [dashboardHandlers.admin(), adminConsoleHandlers.counts()]),
} satisfies Meta<typeof AdminPortalScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The platform's figures, lists and trend; Quick Actions for the waiting KYB review and the open dispute. */
export const Default: Story = {};

export const Loading: Story = {
  parameters: at('admin', [dashboardHandlers.adminLoading(), adminConsoleHandlers.counts()]),
};

/** An organization with no records: zeros and empty states, never sample figures. */
export const Empty: Story = {
  parameters: at('admin', [dashboardHandlers.admin(emptyAdminMetrics), adminConsoleHandlers.counts(idleAdminCounts)]),
};

/** The waiting work could not be counted: Quick Actions offer only what needs no count (invite, create content). */
export const QuickActionsUncounted: Story = {
  parameters: at('admin', [dashboardHandlers.admin(), adminConsoleHandlers.countsFails()]),
};

/** The figures could not be loaded. */
export const Error: Story = {
  parameters: at('admin', [dashboardHandlers.adminFails(), adminConsoleHandlers.counts()]),
};

/** Another role may not open this dashboard. */
export const Forbidden: Story = {
  parameters: at('buyer', []),
  render: () => (
    <ProtectedRoute>
      <AdminPortalScreen />
    </ProtectedRoute>
  ),
};
