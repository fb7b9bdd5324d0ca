import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { ProtectedRoute } from '../../../layout/ProtectedRoute/ProtectedRoute';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { blackoutHandlers, driverHandlers, vehicleHandlers } from '../../../mocks/fleetAssetsHandlers';
import { authHandlers } from '../../../mocks/handlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { FleetOverviewScreen } from './FleetOverviewScreen';

const at = (role: keyof typeof sessionUsers, handlers: RequestHandler[]) =>
  storyScreen({ route: '/fleet', session: authHandlers.signedInAs(sessionUsers[role]), handlers });

const meta = {
  title: 'Fleet/FleetOverviewScreen',
  component: FleetOverviewScreen,
  parameters: at('logistics', [vehicleHandlers.list(), driverHandlers.list(), blackoutHandlers.list()]),
} satisfies Meta<typeof FleetOverviewScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = {
  parameters: at('logistics', [
    vehicleHandlers.listLoading(),
    driverHandlers.listLoading(),
    blackoutHandlers.listLoading(),
  ]),
};

/** A new logistics company: every count zero, the links still there. */
export const Empty: Story = {
  parameters: at('logistics', [vehicleHandlers.list([]), driverHandlers.list([]), blackoutHandlers.list([])]),
};

export const Error: Story = {
  parameters: at('logistics', [vehicleHandlers.listFails(), driverHandlers.list(), blackoutHandlers.list()]),
};

export const Forbidden: Story = {
  parameters: at('supplier', []),
  render: () => (
    <ProtectedRoute>
      <FleetOverviewScreen />
    </ProtectedRoute>
  ),
};
