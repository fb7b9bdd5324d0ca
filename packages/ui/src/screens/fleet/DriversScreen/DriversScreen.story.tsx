import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { FLEET_MESSAGES } from '@energy/domain/schemas/fleet';
import { ProtectedRoute } from '../../../layout/ProtectedRoute/ProtectedRoute';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { adminDriverList } from '../../../mocks/fixtures/fleetAssets';
import { driverHandlers } from '../../../mocks/fleetAssetsHandlers';
import { authHandlers } from '../../../mocks/handlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { DRIVER_FORM_TEXTS } from './DriverFormModal';
import { DRIVER_LIST_TEXTS, DriversScreen } from './DriversScreen';

const at = (role: keyof typeof sessionUsers, handlers: RequestHandler[], route = '/fleet/drivers') =>
  storyScreen({ route, path: '/fleet/drivers', session: authHandlers.signedInAs(sessionUsers[role]), handlers });

const meta = {
  title: 'Fleet/DriversScreen',
  component: DriversScreen,
  parameters: at('logistics', [
    driverHandlers.list(),
    driverHandlers.createSucceeds(),
    driverHandlers.updateSucceeds(),
    driverHandlers.deleteSucceeds(),
  ]),
} satisfies Meta<typeof DriversScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Drivers with and without ADR, one with expired license and ADR, one on a job. */
export const Default: Story = {};

export const Loading: Story = { parameters: at('logistics', [driverHandlers.listLoading()]) };

export const Empty: Story = { parameters: at('logistics', [driverHandlers.list([])]) };

export const Error: Story = { parameters: at('logistics', [driverHandlers.listFails()]) };

export const Forbidden: Story = {
  parameters: at('finance', []),
  render: () => (
    <ProtectedRoute>
      <DriversScreen />
    </ProtectedRoute>
  ),
};

export const FilterEmpty: Story = {
  parameters: at('logistics', [driverHandlers.list()], '/fleet/drivers?q=zainab&status=suspended'),
};

export const Admin: Story = { parameters: at('admin', [driverHandlers.list(adminDriverList)]) };

/** The Add Driver dialog names every missing field. */
export const AddDriverValidation: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: DRIVER_LIST_TEXTS.add }));
    const dialog = within(await page.findByRole('dialog', { name: DRIVER_FORM_TEXTS.createTitle }));
    await userEvent.click(dialog.getByRole('button', { name: DRIVER_FORM_TEXTS.addWindow }));
    await userEvent.click(dialog.getByRole('button', { name: DRIVER_FORM_TEXTS.create }));
    await expect(await dialog.findByText(FLEET_MESSAGES.firstNameRequired)).toBeInTheDocument();
    await expect(dialog.getByText(FLEET_MESSAGES.endDateRequired)).toBeInTheDocument();
  },
};
