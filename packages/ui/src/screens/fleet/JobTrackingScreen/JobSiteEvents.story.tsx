import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { siteJobs } from '../../../mocks/fixtures/fleetWork';
import { jobHandlers } from '../../../mocks/fleetWorkHandlers';
import { authHandlers } from '../../../mocks/handlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { JobTrackingScreen } from './JobTrackingScreen';

const SITE_JOBS = Object.values(siteJobs);
const at = (handlers: RequestHandler[], role: keyof typeof sessionUsers = 'logistics') =>
  storyScreen({
    route: '/fleet/jobs',
    path: '/fleet/jobs',
    session: authHandlers.signedInAs(sessionUsers[role]),
    handlers: [jobHandlers.list(SITE_JOBS), jobHandlers.summary(), ...handlers],
  });

/** A carrier's jobs at the delivery site: Arrived at site on the road, Discharge ended once arrived, the wait and its demurrage. */
const meta = {
  title: 'Fleet/JobTrackingScreen/SiteEvents',
  component: JobTrackingScreen,
  parameters: at([jobHandlers.arriveSucceeds(), jobHandlers.endDischargeSucceeds()]),
} satisfies Meta<typeof JobTrackingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On the road (Arrived at site), at the site (Discharge ended), discharged: 3 h 20 waited, ₦37,500.00 of demurrage. */
export const AtDeliverySite: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const discharged = within(await page.findByRole('article', { name: siteJobs.discharged.title }));
    await expect(discharged.getByText('3h 20m')).toBeInTheDocument();
    await expect(discharged.getByText('₦37,500.00 (1.5 h beyond free time)')).toBeInTheDocument();
  },
};

/** Discharge ended at the time given: 'Recorded'. */
export const EndDischarge: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await page.findByRole('button', { name: `Record the end of discharge for ${siteJobs.atSite.title}` }),
    );
    const dialog = within(await page.findByRole('dialog', { name: `End of discharge · ${siteJobs.atSite.title}` }));
    await userEvent.click(dialog.getByRole('button', { name: 'Record' }));
    await expect(await page.findByText('End of discharge of JOB-2026-000012 recorded.')).toBeInTheDocument();
  },
};

/** The server refuses a second end of discharge: 'Not Recorded' with its reason. */
export const EndDischargeRefused: Story = {
  parameters: at([jobHandlers.endDischargeFails('The end of discharge is already recorded for this job')]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await page.findByRole('button', { name: `Record the end of discharge for ${siteJobs.atSite.title}` }),
    );
    const dialog = within(await page.findByRole('dialog', { name: `End of discharge · ${siteJobs.atSite.title}` }));
    await userEvent.click(dialog.getByRole('button', { name: 'Record' }));
    await expect(await page.findByText('The end of discharge is already recorded for this job')).toBeInTheDocument();
  },
};

/** Admin sees the waits, and no site action (only the carrier records them). */
export const Admin: Story = {
  parameters: at([], 'admin'),
};
