import { FLEET_MESSAGES } from '@energy/domain/schemas/fleet';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { VEHICLE_NOTICES } from '../../../components/fleet/fleetNotices';
import { ProtectedRoute } from '../../../layout/ProtectedRoute/ProtectedRoute';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { vehicleHandlers } from '../../../mocks/fleetAssetsHandlers';
import { authHandlers } from '../../../mocks/handlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { ONBOARDING_TEXTS, VehicleOnboardingScreen } from './VehicleOnboardingScreen';

const at = (role: keyof typeof sessionUsers, handlers: RequestHandler[]) =>
  storyScreen({ route: '/fleet/vehicles/onboard', session: authHandlers.signedInAs(sessionUsers[role]), handlers });

const meta = {
  title: 'Fleet/VehicleOnboardingScreen',
  component: VehicleOnboardingScreen,
  parameters: at('logistics', [vehicleHandlers.createSucceeds()]),
} satisfies Meta<typeof VehicleOnboardingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form with the spec's defaults (liters, active, diesel, Euro 6). */
export const Default: Story = {};

/** Buyers may not open the fleet area. */
export const Forbidden: Story = {
  parameters: at('buyer', []),
  render: () => (
    <ProtectedRoute>
      <VehicleOnboardingScreen />
    </ProtectedRoute>
  ),
};

async function fillBasics(page: ReturnType<typeof within>) {
  await userEvent.type(page.getByLabelText(/^Registration Number/), 'LSR-731-AB');
  await userEvent.type(page.getByLabelText(/^Make/), 'Volvo');
  await userEvent.type(page.getByLabelText(/^Model/), 'FH16');
  await userEvent.type(page.getByLabelText(/^Year/), '2022');
  await userEvent.type(page.getByRole('textbox', { name: /^Capacity$|^Capacity \*/ }), '36000');
  await userEvent.click(page.getByRole('combobox', { name: /^Vehicle Type/ }));
  await userEvent.click(await page.findByRole('option', { name: 'Tanker' }));
}

/** Submitting from another tab brings Basic Info forward with the spec's messages. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('tab', { name: 'Maintenance' }));
    await userEvent.click(page.getByRole('button', { name: ONBOARDING_TEXTS.submit }));
    await waitFor(() => expect(page.getByRole('tab', { name: 'Basic Info' })).toHaveAttribute('aria-selected', 'true'));
    await expect(page.getByText(FLEET_MESSAGES.registrationRequired)).toBeInTheDocument();
  },
};

/** While the registration is sent the button spins. */
export const Submitting: Story = {
  parameters: at('logistics', [vehicleHandlers.createPending()]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await fillBasics(page);
    await userEvent.click(page.getByRole('button', { name: ONBOARDING_TEXTS.submit }));
    await waitFor(() =>
      expect(page.getByRole('button', { name: ONBOARDING_TEXTS.submit })).toHaveAttribute('data-loading', 'true'),
    );
  },
};

/** The server refuses a registration number already in the fleet. */
export const RegistrationFailed: Story = {
  parameters: at('logistics', [vehicleHandlers.createFails()]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await fillBasics(page);
    await userEvent.click(page.getByRole('button', { name: ONBOARDING_TEXTS.submit }));
    await expect(await page.findByText(VEHICLE_NOTICES.registrationFailed)).toBeInTheDocument();
  },
};
