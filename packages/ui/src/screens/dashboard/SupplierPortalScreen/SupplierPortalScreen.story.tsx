import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { ProtectedRoute } from '../../../layout/ProtectedRoute/ProtectedRoute';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { emptySupplierMetrics } from '../../../mocks/fixtures/dashboard';
import { dashboardHandlers } from '../../../mocks/dashboardHandlers';
import { authHandlers } from '../../../mocks/handlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { SupplierPortalScreen } from './SupplierPortalScreen';

const at = (role: keyof typeof sessionUsers, handlers: RequestHandler[]) =>
  storyScreen({ route: '/dashboard/supplier', session: authHandlers.signedInAs(sessionUsers[role]), handlers });

const meta = {
  title: 'Dashboard/SupplierPortalScreen',
  component: SupplierPortalScreen,
  parameters: at('supplier', [dashboardHandlers.supplier()]),
} satisfies Meta<typeof SupplierPortalScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The organization's figures, lists and trend. */
export const Default: Story = {};

export const Loading: Story = { parameters: at('supplier', [dashboardHandlers.supplierLoading()]) };

/** An organization with no records: zeros and empty states, never sample figures. */
export const Empty: Story = { parameters: at('supplier', [dashboardHandlers.supplier(emptySupplierMetrics)]) };

/** The figures could not be loaded. */
export const Error: Story = { parameters: at('supplier', [dashboardHandlers.supplierFails()]) };

/** Another role may not open this dashboard. */
export const Forbidden: Story = {
  parameters: at('buyer', []),
  render: () => (
    <ProtectedRoute>
      <SupplierPortalScreen />
    </ProtectedRoute>
  ),
};
