import { FLEET_MESSAGES } from '@energy/domain/schemas/fleet';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { ProtectedRoute } from '../../../layout/ProtectedRoute/ProtectedRoute';
import { ASSIGN_TEXTS } from './AssignDriverModal';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { adminJobList, fleetWorkMessages, jobs, noDriversAvailable } from '../../../mocks/fixtures/fleetWork';
import { jobHandlers } from '../../../mocks/fleetWorkHandlers';
import { authHandlers } from '../../../mocks/handlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { DriverAssignmentScreen } from './DriverAssignmentScreen';
import { ASSIGNMENT_NOTICES } from './useAssignments';

const at = (role: keyof typeof sessionUsers, handlers: RequestHandler[], route = '/fleet/assignments') =>
  storyScreen({ route, path: '/fleet/assignments', session: authHandlers.signedInAs(sessionUsers[role]), handlers });

const everything = [
  jobHandlers.list(),
  jobHandlers.options(),
  jobHandlers.assignSucceeds(),
  jobHandlers.unassignSucceeds(),
];

const meta = {
  title: 'Fleet/DriverAssignmentScreen',
  component: DriverAssignmentScreen,
  parameters: at('logistics', everything),
} satisfies Meta<typeof DriverAssignmentScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Page = ReturnType<typeof within>;
const pageOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openAssign(page: Page) {
  await userEvent.click(await page.findByRole('button', { name: `Assign ${jobs.pending.title}` }));
  return within(await page.findByRole('dialog', { name: `Assign Driver: ${jobs.pending.title}` }));
}

async function chooseDriverAndVehicle(page: Page, dialog: Page) {
  await userEvent.click(await dialog.findByRole('combobox', { name: /^Driver/ }));
  await userEvent.click(await page.findByRole('option', { name: /Musa Ibrahim/ }));
  await userEvent.click(dialog.getByRole('combobox', { name: /^Vehicle/ }));
  await userEvent.click(await page.findByRole('option', { name: /^LSR-452-XA/ }));
}

/** Unassigned jobs with their counts; Assign disabled on the cancelled one. */
export const Default: Story = {};

export const Loading: Story = { parameters: at('logistics', [jobHandlers.listLoading()]) };

/** 'All jobs have been assigned' (and 'No jobs have been assigned yet' on the other tab). */
export const Empty: Story = { parameters: at('logistics', [jobHandlers.list([])]) };

/** The filter variant of the empty text, with Clear filters. */
export const FilterEmpty: Story = {
  parameters: at('logistics', [jobHandlers.list()], '/fleet/assignments?status=completed&priority=urgent'),
};

export const Error: Story = { parameters: at('logistics', [jobHandlers.listFails()]) };

/** Buyers may not open driver assignment. */
export const Forbidden: Story = {
  parameters: at('buyer', []),
  render: () => (
    <ProtectedRoute>
      <DriverAssignmentScreen />
    </ProtectedRoute>
  ),
};

/** Admin reads the jobs; assigning stays with the carrier. */
export const Admin: Story = { parameters: at('admin', [jobHandlers.list(adminJobList)]) };

/** The Assigned Jobs tab: driver, vehicle, assigned time and notes, Unassign where allowed. */
export const AssignedTab: Story = {
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await userEvent.click(await page.findByRole('tab', { name: /^Assigned Jobs/ }));
    await expect(await page.findByRole('button', { name: `Unassign ${jobs.assigned.title}` })).toBeInTheDocument();
  },
};

/** The assign dialog: drivers with ADR/HSE badges and rating, the chosen driver's details, a vehicle; 'Driver Assigned'. */
export const Assign: Story = {
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    const dialog = await openAssign(page);
    await chooseDriverAndVehicle(page, dialog);
    await expect(dialog.getByText('LAG-DL-448812')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Assign' }));
    await expect(await page.findByText(ASSIGNMENT_NOTICES.assigned)).toBeInTheDocument();
  },
};

/** No driver can take the job (the only one's license expired) though a vehicle is free: 'Resource Unavailable', the reason listed, Assign disabled. */
export const ResourceUnavailable: Story = {
  parameters: at('logistics', [jobHandlers.list(), jobHandlers.options(noDriversAvailable)]),
  play: async ({ canvasElement }) => {
    const dialog = await openAssign(pageOf(canvasElement));
    await expect(await dialog.findByText(FLEET_MESSAGES.resourceUnavailable)).toBeInTheDocument();
    await expect(dialog.getByRole('list', { name: ASSIGN_TEXTS.excludedDrivers })).toHaveTextContent(
      /license expired on/,
    );
    await expect(dialog.getByRole('button', { name: 'Assign' })).toBeDisabled();
  },
};

/** Drivers and vehicles the job cannot have, listed under the form with every reason the server gives. */
export const ExcludedWithReasons: Story = {
  parameters: at('logistics', [jobHandlers.list(), jobHandlers.options()]),
  play: async ({ canvasElement }) => {
    const dialog = await openAssign(pageOf(canvasElement));
    await expect(await dialog.findByRole('list', { name: ASSIGN_TEXTS.excludedDrivers })).toHaveTextContent(
      /off duty, not available; This driver is already on a job/,
    );
    await expect(dialog.getByRole('list', { name: ASSIGN_TEXTS.excludedVehicles })).toHaveTextContent(
      /insurance expired on/,
    );
  },
};

/** The server refuses (the driver took another job meanwhile): 'Assignment Failed' with its reason. */
export const AssignFails: Story = {
  parameters: at('logistics', [jobHandlers.list(), jobHandlers.options(), jobHandlers.assignFails()]),
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    const dialog = await openAssign(page);
    await chooseDriverAndVehicle(page, dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Assign' }));
    await expect(await page.findByText(ASSIGNMENT_NOTICES.assignFailed)).toBeInTheDocument();
    await expect(page.getByText(fleetWorkMessages.driverBusy)).toBeInTheDocument();
  },
};

/** Unassign after the browser's confirmation (answered yes here): 'Driver Unassigned'. */
export const Unassign: Story = {
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    const view = canvasElement.ownerDocument.defaultView;
    if (!view) return;
    const browserConfirm = view.confirm;
    view.confirm = () => true;
    try {
      await userEvent.click(await page.findByRole('tab', { name: /^Assigned Jobs/ }));
      await userEvent.click(await page.findByRole('button', { name: `Unassign ${jobs.assigned.title}` }));
      await expect(await page.findByText(ASSIGNMENT_NOTICES.unassigned)).toBeInTheDocument();
    } finally {
      view.confirm = browserConfirm;
    }
  },
};
