import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { VEHICLE_NOTICES } from '../../../components/fleet/fleetNotices';
import { ProtectedRoute } from '../../../layout/ProtectedRoute/ProtectedRoute';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { lapsedVehicleDetails, vehicleDetails } from '../../../mocks/fixtures/fleetAssets';
import { vehicleHandlers } from '../../../mocks/fleetAssetsHandlers';
import { authHandlers } from '../../../mocks/handlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { VEHICLE_DETAILS_TEXTS, VehicleDetailsScreen } from './VehicleDetailsScreen';

const at = (role: keyof typeof sessionUsers, handlers: RequestHandler[]) =>
  storyScreen({
    route: `/fleet/vehicles/${vehicleDetails.id}`,
    path: '/fleet/vehicles/:id',
    session: authHandlers.signedInAs(sessionUsers[role]),
    handlers,
  });

const meta = {
  title: 'Fleet/VehicleDetailsScreen',
  component: VehicleDetailsScreen,
  parameters: at('logistics', [vehicleHandlers.byId(), vehicleHandlers.updateSucceeds()]),
} satisfies Meta<typeof VehicleDetailsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An active tanker whose ADR certificate runs out within 30 days. */
export const Default: Story = {};

export const Loading: Story = { parameters: at('logistics', [vehicleHandlers.byIdLoading()]) };

/** Nothing carried yet and insurance lapsed: the empty job history and the Expired badges. */
export const Empty: Story = { parameters: at('logistics', [vehicleHandlers.byId(lapsedVehicleDetails)]) };

export const Error: Story = { parameters: at('logistics', [vehicleHandlers.byIdFails()]) };

/** Buyers may not open the fleet area. */
export const Forbidden: Story = {
  parameters: at('buyer', []),
  render: () => (
    <ProtectedRoute>
      <VehicleDetailsScreen />
    </ProtectedRoute>
  ),
};

/** Admin reads the vehicle; no Edit. */
export const Admin: Story = {
  parameters: at('admin', [vehicleHandlers.byId({ ...vehicleDetails, allowedActions: [] })]),
};

/** Edit opens the tabbed form with the vehicle's values and saves it. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: VEHICLE_DETAILS_TEXTS.edit }));
    const dialog = within(await page.findByRole('dialog', { name: VEHICLE_DETAILS_TEXTS.edit }));
    await userEvent.click(dialog.getByRole('button', { name: VEHICLE_DETAILS_TEXTS.save }));
    await expect(await page.findByText(VEHICLE_NOTICES.saved)).toBeInTheDocument();
  },
};
