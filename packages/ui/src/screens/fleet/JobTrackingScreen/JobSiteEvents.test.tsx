import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { siteJobs } from '../../../mocks/fixtures/fleetWork';
import { jobHandlers } from '../../../mocks/fleetWorkHandlers';
import { authHandlers, trpcMsw } from '../../../mocks/handlers';
import { renderScreen } from '../../../test-utils/render';
import { userEvent } from '../../../test-utils/userEvent';
import { FIRST_LOAD } from '../../../test-utils/waits';
import { JobTrackingScreen } from './JobTrackingScreen';

const SITE_JOBS = Object.values(siteJobs);

describe("the job's events at the delivery site", () => {
  it('offers Arrived at site on the road and Discharge ended once arrived, from the rows allowedActions', async () => {
    renderScreen(<JobTrackingScreen />, {
      route: '/fleet/jobs',
      handlers: [authHandlers.signedInAs(sessionUsers.logistics), jobHandlers.list(SITE_JOBS), jobHandlers.summary()],
    });
    const road = within(await screen.findByRole('article', { name: siteJobs.onTheRoad.title }, FIRST_LOAD));
    expect(
      road.getByRole('button', { name: `Record arrival at the delivery site for ${siteJobs.onTheRoad.title}` }),
    ).toBeInTheDocument();
    expect(road.queryByRole('button', { name: /end of discharge/ })).not.toBeInTheDocument();
    const site = within(screen.getByRole('article', { name: siteJobs.atSite.title }));
    expect(
      site.getByRole('button', { name: `Record the end of discharge for ${siteJobs.atSite.title}` }),
    ).toBeInTheDocument();
    expect(site.queryByRole('button', { name: /arrival at the delivery site/ })).not.toBeInTheDocument();
    // The wait and its demurrage once discharged; nothing to record any more.
    const done = within(screen.getByRole('article', { name: siteJobs.discharged.title }));
    expect(done.getByText('3h 20m')).toBeInTheDocument();
    expect(done.getByText('₦37,500.00 (1.5 h beyond free time)')).toBeInTheDocument();
    expect(done.queryByRole('button', { name: /^Record/ })).not.toBeInTheDocument();
  });

  it('sends the end of discharge without a time (now, the server decides) and says it is recorded', async () => {
    const sent: unknown[] = [];
    renderScreen(<JobTrackingScreen />, {
      route: '/fleet/jobs',
      handlers: [
        authHandlers.signedInAs(sessionUsers.logistics),
        jobHandlers.list(SITE_JOBS),
        jobHandlers.summary(),
        trpcMsw.job.endDischarge.mutation(({ input }) => {
          sent.push(input);
          return siteJobs.discharged;
        }),
      ],
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole(
        'button',
        { name: `Record the end of discharge for ${siteJobs.atSite.title}` },
        FIRST_LOAD,
      ),
    );
    const dialog = within(await screen.findByRole('dialog', { name: `End of discharge · ${siteJobs.atSite.title}` }));
    await user.click(dialog.getByRole('button', { name: 'Record' }));
    expect(await screen.findByText('End of discharge of JOB-2026-000012 recorded.')).toBeInTheDocument();
    await waitFor(() => expect(sent).toEqual([{ jobId: siteJobs.atSite.id }]));
  });

  it('speaks French on the card', async () => {
    renderScreen(<JobTrackingScreen />, {
      route: '/fleet/jobs',
      language: 'fr',
      handlers: [authHandlers.signedInAs(sessionUsers.logistics), jobHandlers.list(SITE_JOBS), jobHandlers.summary()],
    });
    const done = within(await screen.findByRole('article', { name: siteJobs.discharged.title }, FIRST_LOAD));
    expect(await done.findByText('Surestaries', undefined, FIRST_LOAD)).toBeInTheDocument();
    expect(done.getByText(/au-delà du temps franc/)).toBeInTheDocument();
  });
});
