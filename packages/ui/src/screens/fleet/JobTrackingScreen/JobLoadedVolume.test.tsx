import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { jobs } from '../../../mocks/fixtures/fleetWork';
import { jobHandlers } from '../../../mocks/fleetWorkHandlers';
import { authHandlers } from '../../../mocks/handlers';
import { renderScreen } from '../../../test-utils/render';
import { FIRST_LOAD } from '../../../test-utils/waits';
import { JobTrackingScreen } from './JobTrackingScreen';

/** The carrier's job shows the volume at 15 °C its shipment was loaded with, once the loading is recorded. */
describe("a job's loaded volume", () => {
  it('reads the loaded NSV on a loaded job, and nothing on one not loaded yet', async () => {
    renderScreen(<JobTrackingScreen />, {
      route: '/fleet/jobs',
      handlers: [
        authHandlers.signedInAs(sessionUsers.logistics),
        jobHandlers.list([jobs.assigned, jobs.pending]),
        jobHandlers.summary(),
      ],
    });
    const loaded = within(await screen.findByRole('article', { name: jobs.assigned.title }, FIRST_LOAD));
    expect(loaded.getByText('Loaded: 24,650 l at 15 °C')).toBeInTheDocument();
    const waiting = within(screen.getByRole('article', { name: jobs.pending.title }));
    expect(waiting.queryByText(/^Loaded:/)).not.toBeInTheDocument();
  });
});
