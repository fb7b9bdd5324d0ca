import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { ProtectedRoute } from '../../../layout/ProtectedRoute/ProtectedRoute';
import { adminConsoleHandlers } from '../../../mocks/adminConsoleHandlers';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import {
  embeddedSystemHealth,
  idleAdminCounts,
  idleSystemHealth,
  noSecurityAlerts,
} from '../../../mocks/fixtures/adminConsole';
import { authHandlers } from '../../../mocks/handlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { AdminPanelScreen } from './AdminPanelScreen';

const at = (role: keyof typeof sessionUsers, handlers: RequestHandler[]) =>
  storyScreen({ route: '/admin', session: authHandlers.signedInAs(sessionUsers[role]), handlers });

const meta = {
  title: 'Admin/AdminPanelScreen',
  component: AdminPanelScreen,
  parameters: at('admin', adminConsoleHandlers.console()),
} satisfies Meta<typeof AdminPanelScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Figures: a job with failures, an outbox backlog, a queued mail and webhook deliveries, the database pool with a
 * statement waiting, the requests answered with two server errors, a locked sign-in and a role change with their addresses.
 */
export const Default: Story = {};

/** On the embedded database (PGlite): no connection pool to show. */
export const EmbeddedDatabase: Story = {
  parameters: at('admin', adminConsoleHandlers.console(embeddedSystemHealth)),
};

export const Loading: Story = { parameters: at('admin', adminConsoleHandlers.consoleLoading()) };

/** A fresh instance: no job has run yet, nothing waits, no alerts. */
export const Empty: Story = {
  parameters: at('admin', adminConsoleHandlers.console(idleSystemHealth, noSecurityAlerts, idleAdminCounts)),
};

/** Every panel failed to load, each says so on its own. */
export const Error: Story = { parameters: at('admin', adminConsoleHandlers.consoleFails()) };

/** Another role may not open the admin panel. */
export const Forbidden: Story = {
  parameters: at('buyer', []),
  render: () => (
    <ProtectedRoute>
      <AdminPanelScreen />
    </ProtectedRoute>
  ),
};
