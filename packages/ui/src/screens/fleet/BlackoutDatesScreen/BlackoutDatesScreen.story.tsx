import { FLEET_MESSAGES } from '@energy/domain/schemas/fleet';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { BLACKOUT_NOTICES } from '../../../components/fleet/fleetNotices';
import { ProtectedRoute } from '../../../layout/ProtectedRoute/ProtectedRoute';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { adminBlackoutList, blackouts } from '../../../mocks/fixtures/fleetAssets';
import { blackoutHandlers, driverHandlers, vehicleHandlers } from '../../../mocks/fleetAssetsHandlers';
import { authHandlers } from '../../../mocks/handlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { BLACKOUT_TEXTS, BlackoutDatesScreen } from './BlackoutDatesScreen';
import { BLACKOUT_FORM_TEXTS } from './BlackoutFormModal';

const at = (role: keyof typeof sessionUsers, handlers: RequestHandler[], route = '/fleet/blackouts') =>
  storyScreen({ route, path: '/fleet/blackouts', session: authHandlers.signedInAs(sessionUsers[role]), handlers });
const lists = [blackoutHandlers.list(), vehicleHandlers.list(), driverHandlers.list()];

const meta = {
  title: 'Fleet/BlackoutDatesScreen',
  component: BlackoutDatesScreen,
  parameters: at('logistics', [
    ...lists,
    blackoutHandlers.createSucceeds(),
    blackoutHandlers.updateSucceeds(),
    blackoutHandlers.deleteSucceeds(),
  ]),
} satisfies Meta<typeof BlackoutDatesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A vehicle inspection, a driver's leave and a training day, marked on the calendar in their colors. */
export const Default: Story = {};

export const Loading: Story = { parameters: at('logistics', [blackoutHandlers.listLoading()]) };

export const Empty: Story = { parameters: at('logistics', [blackoutHandlers.list([])]) };

export const Error: Story = { parameters: at('logistics', [blackoutHandlers.listFails()]) };

export const Forbidden: Story = {
  parameters: at('buyer', []),
  render: () => (
    <ProtectedRoute>
      <BlackoutDatesScreen />
    </ProtectedRoute>
  ),
};

export const FilterEmpty: Story = {
  parameters: at('logistics', lists, '/fleet/blackouts?q=holiday&entityType=vehicle'),
};

export const Admin: Story = { parameters: at('admin', [blackoutHandlers.list(adminBlackoutList)]) };

/** The dialog names every missing field with the spec's messages. */
export const CreateValidation: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: BLACKOUT_TEXTS.add }));
    const dialog = within(await page.findByRole('dialog', { name: BLACKOUT_FORM_TEXTS.createTitle }));
    await userEvent.click(dialog.getByRole('button', { name: BLACKOUT_FORM_TEXTS.create }));
    await expect(await dialog.findByText(FLEET_MESSAGES.entityTypeRequired)).toBeInTheDocument();
    await expect(dialog.getByText(FLEET_MESSAGES.reasonRequired)).toBeInTheDocument();
  },
};

/** Delete asks the spec's question and says when it is done. */
export const Delete: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await page.findByRole('button', { name: new RegExp(`^Delete ${blackouts.leave.entityLabel}`) }),
    );
    const dialog = within(await page.findByRole('dialog', { name: BLACKOUT_TEXTS.deleteTitle }));
    await expect(dialog.getByText(FLEET_MESSAGES.blackoutDeleteConfirm)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await page.findByText(BLACKOUT_NOTICES.deleted)).toBeInTheDocument();
  },
};

/** Escape in an open date picker closes the picker only; the dialog and what was typed stay. */
export const EscapeClosesOnlyThePicker: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: BLACKOUT_TEXTS.add }));
    const dialog = within(await page.findByRole('dialog', { name: BLACKOUT_FORM_TEXTS.createTitle }));
    await userEvent.type(dialog.getByLabelText(/^Reason/), 'Tyre replacement');
    await userEvent.click(dialog.getByLabelText(/^Start Date/));
    await userEvent.keyboard('{Escape}');
    await expect(page.getByRole('dialog', { name: BLACKOUT_FORM_TEXTS.createTitle })).toBeInTheDocument();
    await expect(dialog.getByLabelText(/^Reason/)).toHaveValue('Tyre replacement');
  },
};

/** An end date typed before the start: the spec's message on End Date. */
export const EndBeforeStart: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const longDate = (days: number) =>
      new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }).format(
        new Date(Date.now() + days * 86_400_000),
      );
    await userEvent.click(await page.findByRole('button', { name: BLACKOUT_TEXTS.add }));
    const dialog = within(await page.findByRole('dialog', { name: BLACKOUT_FORM_TEXTS.createTitle }));
    await userEvent.type(dialog.getByLabelText(/^Start Date/), longDate(6));
    await userEvent.type(dialog.getByLabelText(/^End Date/), longDate(3));
    await userEvent.click(dialog.getByRole('button', { name: BLACKOUT_FORM_TEXTS.create }));
    await expect(await dialog.findByText(FLEET_MESSAGES.endBeforeStart)).toBeInTheDocument();
  },
};
