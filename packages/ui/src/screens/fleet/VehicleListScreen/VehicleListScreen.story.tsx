import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { FLEET_MESSAGES } from '@energy/domain/schemas/fleet';
import { VEHICLE_NOTICES } from '../../../components/fleet/fleetNotices';
import { ProtectedRoute } from '../../../layout/ProtectedRoute/ProtectedRoute';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { adminVehicleList, fleetMessages, vehicles } from '../../../mocks/fixtures/fleetAssets';
import { vehicleHandlers } from '../../../mocks/fleetAssetsHandlers';
import { authHandlers } from '../../../mocks/handlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { VehicleListScreen } from './VehicleListScreen';

const at = (role: keyof typeof sessionUsers, handlers: RequestHandler[], route = '/fleet/vehicles') =>
  storyScreen({ route, path: '/fleet/vehicles', session: authHandlers.signedInAs(sessionUsers[role]), handlers });
const withActions = [vehicleHandlers.list(), vehicleHandlers.setStatusSucceeds(), vehicleHandlers.deleteSucceeds()];

const meta = {
  title: 'Fleet/VehicleListScreen',
  component: VehicleListScreen,
  parameters: at('logistics', withActions),
} satisfies Meta<typeof VehicleListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Logistics: its vehicles with toggle, view and delete. */
export const Default: Story = {};

export const Loading: Story = { parameters: at('logistics', [vehicleHandlers.listLoading()]) };

export const Empty: Story = { parameters: at('logistics', [vehicleHandlers.list([])]) };

export const Error: Story = { parameters: at('logistics', [vehicleHandlers.listFails()]) };

/** Buyers may not open the fleet area. */
export const Forbidden: Story = {
  parameters: at('buyer', []),
  render: () => (
    <ProtectedRoute>
      <VehicleListScreen />
    </ProtectedRoute>
  ),
};

/** A search that matches no vehicle offers Clear filters. */
export const FilterEmpty: Story = {
  parameters: at('logistics', [vehicleHandlers.list()], '/fleet/vehicles?q=volvo&status=inactive'),
};

/** Admin reads every fleet; no verbs, so only View. */
export const Admin: Story = { parameters: at('admin', [vehicleHandlers.list(adminVehicleList)]) };

/** The toggle sends active -> maintenance and says so. */
export const ToggleStatus: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await page.findByRole('button', { name: `Set Maintenance ${vehicles.active.registrationNumber}` }),
    );
    await expect(await page.findByText(VEHICLE_NOTICES.statusUpdated)).toBeInTheDocument();
  },
};

/** Delete asks the spec's question; the server refuses while the vehicle is on an active job. */
export const DeleteRefused: Story = {
  parameters: at('logistics', [vehicleHandlers.list(), vehicleHandlers.deleteFails()]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: `Delete ${vehicles.active.registrationNumber}` }));
    const dialog = within(await page.findByRole('dialog', { name: 'Delete Vehicle' }));
    await expect(dialog.getByText(FLEET_MESSAGES.vehicleDeleteConfirm)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await page.findByText(VEHICLE_NOTICES.deleteFailed)).toBeInTheDocument();
    await expect(page.getByText(fleetMessages.vehicleOnActiveJob)).toBeInTheDocument();
  },
};
