import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { ProtectedRoute } from '../../../layout/ProtectedRoute/ProtectedRoute';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { adminJobList, fleetWorkMessages, jobs } from '../../../mocks/fixtures/fleetWork';
import { jobHandlers } from '../../../mocks/fleetWorkHandlers';
import { jobRoutes } from '../../../mocks/fixtures/jobRoutes';
import { jobRouteHandlers } from '../../../mocks/jobRouteHandlers';
import { authHandlers } from '../../../mocks/handlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { ROUTE_TEXTS } from './JobRouteModal';
import { JobTrackingScreen } from './JobTrackingScreen';
import { JOB_STATUS_NOTICES } from './useJobStatusUpdate';

const at = (role: keyof typeof sessionUsers, handlers: RequestHandler[], route = '/fleet/jobs') =>
  storyScreen({ route, path: '/fleet/jobs', session: authHandlers.signedInAs(sessionUsers[role]), handlers });

const meta = {
  title: 'Fleet/JobTrackingScreen',
  component: JobTrackingScreen,
  parameters: at('logistics', [
    jobHandlers.list(),
    jobHandlers.summary(),
    jobHandlers.updateStatusSucceeds(),
    jobRouteHandlers.routes(),
  ]),
} satisfies Meta<typeof JobTrackingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Jobs in every status: progress by status, Overdue on the late one, elapsed time from the actual start. */
export const Default: Story = {};

export const Loading: Story = {
  parameters: at('logistics', [jobHandlers.listLoading(), jobHandlers.summaryLoading()]),
};

/** 'No jobs found'. */
export const Empty: Story = { parameters: at('logistics', [jobHandlers.list([]), jobHandlers.emptySummary()]) };

/** 'No jobs match your filters', with Clear filters. */
export const FilterEmpty: Story = {
  parameters: at(
    'logistics',
    [jobHandlers.list(), jobHandlers.summary()],
    '/fleet/jobs?status=delayed&priority=urgent',
  ),
};

/** The delayed filter: only the delayed job. */
export const Delayed: Story = {
  parameters: at('logistics', [jobHandlers.list(), jobHandlers.summary()], '/fleet/jobs?status=delayed'),
};

export const Error: Story = { parameters: at('logistics', [jobHandlers.listFails(), jobHandlers.summaryFails()]) };

/** Suppliers may not open job tracking. */
export const Forbidden: Story = {
  parameters: at('supplier', []),
  render: () => (
    <ProtectedRoute>
      <JobTrackingScreen />
    </ProtectedRoute>
  ),
};

/** Admin watches every job; only the carrier updates them. */
export const Admin: Story = { parameters: at('admin', [jobHandlers.list(adminJobList), jobHandlers.summary()]) };

/** The Update dialog: the statuses this job may move to, then 'Status Updated'. */
export const UpdateStatus: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: `Update ${jobs.inProgress.title}` }));
    const dialog = within(await page.findByRole('dialog', { name: `Update Job: ${jobs.inProgress.title}` }));
    await userEvent.click(dialog.getByRole('combobox', { name: /^Status/ }));
    await userEvent.click(await page.findByRole('option', { name: 'Completed' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Update Status' }));
    await expect(await page.findByText(JOB_STATUS_NOTICES.updated)).toBeInTheDocument();
  },
};

/** The server refuses: 'Update Failed' with its reason. */
export const UpdateFails: Story = {
  parameters: at('logistics', [jobHandlers.list(), jobHandlers.summary(), jobHandlers.updateStatusFails()]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: `Update ${jobs.delayed.title}` }));
    const dialog = within(await page.findByRole('dialog', { name: `Update Job: ${jobs.delayed.title}` }));
    await userEvent.click(dialog.getByRole('combobox', { name: /^Status/ }));
    await userEvent.click(await page.findByRole('option', { name: 'In progress' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Update Status' }));
    await expect(await page.findByText(JOB_STATUS_NOTICES.failed)).toBeInTheDocument();
    await expect(page.getByText(fleetWorkMessages.jobFinal)).toBeInTheDocument();
  },
};

/** Call: a tel: link to the assigned driver's phone on the jobs that have one; none on the pending and cancelled jobs (no driver). */
export const Call: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const moving = within(await page.findByRole('article', { name: jobs.inProgress.title }));
    await expect(moving.getByRole('link', { name: /^Call Musa Ibrahim/ })).toHaveAttribute(
      'href',
      'tel:+2348035550101',
    );
    await expect(
      within(page.getByRole('article', { name: jobs.pending.title })).queryByRole('link', { name: /^Call/ }),
    ).not.toBeInTheDocument();
  },
};

/** Track: the LPG run's positions from Warri to Ore on the map drawn from the shipped country outlines, with the last update and the distance. */
export const Track: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: `Track ${jobs.inProgress.title}` }));
    const dialog = within(await page.findByRole('dialog', { name: ROUTE_TEXTS.title(jobs.inProgress) }));
    const map = await dialog.findByRole(
      'img',
      { name: /^Route of JOB-2026-000003: 4 positions reported/ },
      { timeout: 10_000 },
    );
    await expect(map.querySelectorAll('[data-position]')).toHaveLength(
      jobRoutes[jobs.inProgress.id]?.positions.length ?? 0,
    );
  },
};

/** Track on a job that has reported no position yet. */
export const TrackWithoutPositions: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: `Track ${jobs.assigned.title}` }));
    await expect(await page.findByText(ROUTE_TEXTS.noPositions)).toBeInTheDocument();
  },
};

/** The route cannot be loaded. */
export const TrackFails: Story = {
  parameters: at('logistics', [jobHandlers.list(), jobHandlers.summary(), jobRouteHandlers.fails()]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: `Track ${jobs.inProgress.title}` }));
    await expect(await page.findByText(ROUTE_TEXTS.loadFailed)).toBeInTheDocument();
  },
};
