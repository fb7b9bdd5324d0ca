import { JOB_TRACKING_REFRESH_MS } from '@energy/domain/constants';
import { FLEET_MESSAGES } from '@energy/domain/schemas/fleet';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FILTER_EMPTY_TEXTS } from '../../../components/data-table/FilterEmptyState';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { adminJobList, fleetWorkMessages, jobList, jobs, jobSummary } from '../../../mocks/fixtures/fleetWork';
import { jobHandlers } from '../../../mocks/fleetWorkHandlers';
import { authHandlers, mockPage, trpcMsw } from '../../../mocks/handlers';
import { fillIn } from '../../../test-utils/fillIn';
import { renderScreen } from '../../../test-utils/render';
import { formatDistance } from '@energy/domain/geo';
import { formatDateTime } from '../../../components/fulfilment/dateTime';
import { jobRoutes, nextPosition, warriToOre } from '../../../mocks/fixtures/jobRoutes';
import { jobRouteHandlers } from '../../../mocks/jobRouteHandlers';
import { ROUTE_TEXTS } from './JobRouteModal';
import { JOB_TRACKING_TEXTS, JobTrackingScreen } from './JobTrackingScreen';
import { JOB_STATUS_NOTICES } from './useJobStatusUpdate';

const renderTracking = (
  handlers: RequestHandler[] = [jobHandlers.list(), jobHandlers.summary()],
  { role = 'logistics', route = '/fleet/jobs' }: { role?: keyof typeof sessionUsers; route?: string } = {},
) =>
  renderScreen(<JobTrackingScreen />, { route, handlers: [authHandlers.signedInAs(sessionUsers[role]), ...handlers] });

const tile = (label: string) => within(screen.getByRole('group', { name: label }));
const cardOf = (title: string) => within(screen.getByRole('article', { name: title }));

afterEach(() => {
  vi.useRealTimers();
});

describe('JobTrackingScreen', () => {
  it('speaks French: titles, tiles, card facts, a localized date and percentage', async () => {
    renderScreen(<JobTrackingScreen />, {
      route: '/fleet/jobs',
      language: 'fr',
      handlers: [authHandlers.signedInAs(sessionUsers.logistics), jobHandlers.list(), jobHandlers.summary()],
    });
    expect(await screen.findByText('Suivi des missions en temps réel')).toBeInTheDocument();
    const moving = within(await screen.findByRole('article', { name: jobs.inProgress.title }));
    expect(screen.getByRole('group', { name: 'En attente' })).toBeInTheDocument();
    expect(moving.getByText('Avancement')).toBeInTheDocument();
    expect(moving.getByText('60 %')).toBeInTheDocument();
    expect(moving.getByRole('button', { name: `Suivre ${jobs.inProgress.title}` })).toBeInTheDocument();
    const day = new Intl.DateTimeFormat('fr-FR', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    expect(
      moving.getByText(day.format(new Date(`${jobs.inProgress.scheduledDate.slice(0, 10)}T00:00:00Z`))),
    ).toBeInTheDocument();
  });

  it("shows the server's figures in the tiles, not counts of the loaded page", async () => {
    renderTracking([jobHandlers.list([jobs.pending]), jobHandlers.summary()]);
    await screen.findByRole('article', { name: jobs.pending.title });
    await waitFor(() => expect(tile('Total').getByText(String(jobSummary.total))).toBeInTheDocument());
    expect(tile('Active').getByText(String(jobSummary.active))).toBeInTheDocument();
    expect(tile('Pending').getByText(String(jobSummary.pending))).toBeInTheDocument();
    expect(tile('Completed').getByText(String(jobSummary.completed))).toBeInTheDocument();
  });

  it('shows each job with status, priority, overdue badge, progress by status, elapsed time and location', async () => {
    renderTracking();
    await screen.findByRole('article', { name: jobs.inProgress.title });
    const moving = cardOf(jobs.inProgress.title);
    for (const text of [
      'In progress',
      'Medium',
      'Musa Ibrahim',
      'LSR-452-XA (MAN TGS 33.400)',
      'Ore, Ondo',
      '60%',
      'Elapsed: 1d 3h',
    ]) {
      expect(moving.getByText(text)).toBeInTheDocument();
    }
    expect(moving.queryByText('Overdue')).not.toBeInTheDocument();
    const late = cardOf(jobs.delayed.title);
    expect(late.getByText('Overdue')).toBeInTheDocument();
    expect(late.getByText('40%')).toBeInTheDocument();
    expect(late.getByText('8.4900, 7.0300')).toBeInTheDocument();
    expect(cardOf(jobs.pending.title).getByText('0%')).toBeInTheDocument();
    expect(cardOf(jobs.pending.title).getByText('Not started')).toBeInTheDocument();
    expect(cardOf(jobs.assigned.title).getByText('25%')).toBeInTheDocument();
    expect(cardOf(jobs.completed.title).getByText('100%')).toBeInTheDocument();
    expect(cardOf(jobs.cancelled.title).getByText('100%')).toBeInTheDocument();
    // Update only where the job lists job.updateStatus.
    expect(screen.getAllByRole('button', { name: /^Update / })).toHaveLength(
      jobList.filter((job) => job.allowedActions.includes('job.updateStatus')).length,
    );
  });

  it('filters by status including delayed, and says when nothing matches', async () => {
    const inputs: unknown[] = [];
    const list = trpcMsw.job.list.query(({ input }) => {
      inputs.push(input);
      return mockPage(
        input?.priority === 'urgent' ? [] : input?.status === 'delayed' ? [jobs.delayed] : jobList,
        input,
      );
    });
    const { user } = renderTracking([list, jobHandlers.summary()]);
    await screen.findByRole('article', { name: jobs.pending.title });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Delayed' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: jobs.pending.title })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: jobs.delayed.title })).toBeInTheDocument();
    expect(inputs.at(-1)).toMatchObject({ status: 'delayed' });
    // The export is exactly this view.
    expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/api\/jobs\.csv\?.*status=delayed/),
    );
    await user.click(screen.getByRole('combobox', { name: 'Priority' }));
    await user.click(await screen.findByRole('option', { name: 'Urgent' }));
    expect(await screen.findByText(JOB_TRACKING_TEXTS.filterEmpty)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: FILTER_EMPTY_TEXTS.clear }));
    expect(await screen.findByRole('article', { name: jobs.pending.title })).toBeInTheDocument();
  });

  it('shows the empty list', async () => {
    renderTracking([jobHandlers.list([]), jobHandlers.emptySummary()]);
    expect(await screen.findByText(JOB_TRACKING_TEXTS.empty)).toBeInTheDocument();
  });

  it('says when jobs cannot be loaded', async () => {
    renderTracking([jobHandlers.listFails(), jobHandlers.summaryFails()]);
    expect(await screen.findByText(JOB_TRACKING_TEXTS.loadFailed)).toBeInTheDocument();
    expect(tile('Total').getByText('—')).toBeInTheDocument();
  });

  it('offers only the statuses the job can move to, validates and sends the update', async () => {
    const sent: unknown[] = [];
    const update = trpcMsw.job.updateStatus.mutation(({ input }) => {
      sent.push(input);
      return { ...jobs.inProgress, status: input.status };
    });
    const { user } = renderTracking([jobHandlers.list(), jobHandlers.summary(), update]);
    await user.click(await screen.findByRole('button', { name: `Update ${jobs.inProgress.title}` }));
    const dialog = within(await screen.findByRole('dialog', { name: `Update Job: ${jobs.inProgress.title}` }));
    await user.click(dialog.getByRole('button', { name: 'Update Status' }));
    expect(dialog.getByText(FLEET_MESSAGES.statusRequired)).toBeInTheDocument();
    await user.click(dialog.getByRole('combobox', { name: /^Status/ }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Delayed', 'Completed', 'Cancelled']);
    await user.click(screen.getByRole('option', { name: 'Completed' }));
    fillIn(dialog.getByRole('textbox', { name: 'Notes' }), 'Delivered at gate 3');
    await user.click(dialog.getByRole('button', { name: 'Update Status' }));
    expect(await screen.findByText(JOB_STATUS_NOTICES.updated)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        jobId: jobs.inProgress.id,
        status: 'completed',
        notes: 'Delivered at gate 3',
        estimatedCompletion: expect.any(String),
      },
    ]);
  });

  it('says the status was updated in French, the new status in French words', async () => {
    const update = trpcMsw.job.updateStatus.mutation(({ input }) => ({ ...jobs.inProgress, status: input.status }));
    const { user } = renderScreen(<JobTrackingScreen />, {
      route: '/fleet/jobs',
      language: 'fr',
      handlers: [authHandlers.signedInAs(sessionUsers.logistics), jobHandlers.list(), jobHandlers.summary(), update],
    });
    await user.click(
      await screen.findByRole('button', { name: `Mettre à jour ${jobs.inProgress.title}` }, { timeout: 10_000 }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: 'Terminé' }));
    await user.click(dialog.getByRole('button', { name: 'Mettre à jour le statut' }));
    expect(await screen.findByText('Statut mis à jour')).toBeInTheDocument();
    expect(screen.getByText(`Statut de ${jobs.inProgress.jobNumber} : Terminé.`)).toBeInTheDocument();
  });

  it('offers exactly the statuses the server lists on the job row, never its own reading of the machine', async () => {
    const narrowed = { ...jobs.inProgress, statusTargets: ['cancelled' as const] };
    const { user } = renderTracking([jobHandlers.list([narrowed]), jobHandlers.summary()]);
    await user.click(await screen.findByRole('button', { name: `Update ${narrowed.title}` }));
    const dialog = within(await screen.findByRole('dialog', { name: `Update Job: ${narrowed.title}` }));
    await user.click(dialog.getByRole('combobox', { name: /^Status/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Cancelled']);
  });

  it('shows Update Failed with the server message, or the spec fallback', async () => {
    const { user } = renderTracking([jobHandlers.list(), jobHandlers.summary(), jobHandlers.updateStatusFails()]);
    await user.click(await screen.findByRole('button', { name: `Update ${jobs.delayed.title}` }));
    const dialog = within(await screen.findByRole('dialog', { name: `Update Job: ${jobs.delayed.title}` }));
    await user.click(dialog.getByRole('combobox', { name: /^Status/ }));
    await user.click(await screen.findByRole('option', { name: 'In progress' }));
    await user.click(dialog.getByRole('button', { name: 'Update Status' }));
    expect(await screen.findByText(JOB_STATUS_NOTICES.failed)).toBeInTheDocument();
    expect(screen.getByText(fleetWorkMessages.jobFinal)).toBeInTheDocument();
  });

  it('refreshes the jobs and the tiles every 30 seconds as a fallback to the live feed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let listCalls = 0;
    let summaryCalls = 0;
    const list = trpcMsw.job.list.query(({ input }) => {
      listCalls += 1;
      return mockPage(jobList, input);
    });
    const summary = trpcMsw.job.summary.query(() => {
      summaryCalls += 1;
      return jobSummary;
    });
    renderTracking([list, summary]);
    await screen.findByRole('article', { name: jobs.pending.title });
    expect(listCalls).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(JOB_TRACKING_REFRESH_MS));
    await waitFor(() => expect(listCalls).toBe(2));
    expect(summaryCalls).toBe(2);
  });

  it('gives admins the tracking read only', async () => {
    renderTracking([jobHandlers.list(adminJobList), jobHandlers.summary()], { role: 'admin' });
    await screen.findByRole('article', { name: jobs.pending.title });
    expect(screen.queryByRole('button', { name: /^Update / })).not.toBeInTheDocument();
  });

  it("offers Call as a tel: link to the assigned driver's phone, and hides it where the job has no driver or the driver no phone", async () => {
    const noPhone = {
      ...jobs.assigned,
      driver: jobs.assigned.driver ? { ...jobs.assigned.driver, phone: null } : null,
    };
    renderTracking([
      jobHandlers.list([jobs.inProgress, jobs.pending, noPhone]),
      jobHandlers.summary(),
      jobRouteHandlers.routes(),
    ]);
    await screen.findByRole('article', { name: jobs.inProgress.title });
    const moving = cardOf(jobs.inProgress.title);
    const call = moving.getByRole('link', { name: 'Call Musa Ibrahim (+234 803 555 0101)' });
    expect(call).toHaveAttribute('href', 'tel:+2348035550101');
    expect(call).toHaveTextContent('Call');
    expect(cardOf(jobs.pending.title).queryByRole('link', { name: /^Call/ })).not.toBeInTheDocument();
    expect(cardOf(noPhone.title).queryByRole('link', { name: /^Call/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Track / })).toHaveLength(3);
  });

  it("opens Track: the route's positions on a map drawn from shipped outlines, the origin and destination, the last update and the distance", async () => {
    const { user } = renderTracking([
      jobHandlers.list([jobs.inProgress, jobs.pending]),
      jobHandlers.summary(),
      jobRouteHandlers.routes(),
    ]);
    await user.click(await screen.findByRole('button', { name: `Track ${jobs.inProgress.title}` }));
    const dialog = within(await screen.findByRole('dialog', { name: ROUTE_TEXTS.title(jobs.inProgress) }));
    // The map's chunk (the outlines) loads on the first Track.
    const map = await dialog.findByRole(
      'img',
      {
        name: /^Route of JOB-2026-000003: 4 positions reported, from Warri Refinery, Delta towards Ikeja Depot, Lagos/,
      },
      { timeout: 20_000 },
    );
    expect(map.querySelectorAll('[data-position]')).toHaveLength(warriToOre.length);
    expect(map.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(warriToOre.length);
    // Nigeria's outline and its neighbours' come from world-atlas in the bundle, not from a map service.
    expect(map.querySelector('[data-country="Nigeria"]')).not.toBeNull();
    expect(dialog.getByText('Warri Refinery, Delta', { selector: 'div' })).toBeInTheDocument();
    expect(dialog.getByText('Ikeja Depot, Lagos', { selector: 'div' })).toBeInTheDocument();
    expect(dialog.getByText(formatDateTime(warriToOre.at(-1)?.recordedAt ?? ''))).toBeInTheDocument();
    // Warri -> Sapele -> Benin City -> Ore: 39.0 + 49.6 + 91.4 km by their great-circle legs, in miles for en-US.
    expect(
      dialog.getByText(formatDistance(jobRoutes[jobs.inProgress.id]?.distanceMeters ?? 0, 'en-US')),
    ).toBeInTheDocument();
    expect(dialog.getByText(/^Last position: Ore, Ondo \(6.75, 4.88\)/, { selector: 'p' })).toBeInTheDocument();
  });

  it('says when a job has reported no position yet', async () => {
    const { user } = renderTracking([
      jobHandlers.list([jobs.pending]),
      jobHandlers.summary(),
      jobRouteHandlers.routes(),
    ]);
    await user.click(await screen.findByRole('button', { name: `Track ${jobs.pending.title}` }));
    expect(await screen.findByText(ROUTE_TEXTS.noPositions)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Route of/ })).not.toBeInTheDocument();
  });

  it('follows the route: a new position appears on the open map when the route is fetched again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const route = jobRoutes[jobs.inProgress.id];
    if (!route) throw new Error('no route');
    const { user } = renderTracking([
      jobHandlers.list([jobs.inProgress]),
      jobHandlers.summary(),
      jobRouteHandlers.growing(route, nextPosition),
    ]);
    await user.click(await screen.findByRole('button', { name: `Track ${jobs.inProgress.title}` }));
    const dialog = within(await screen.findByRole('dialog', { name: ROUTE_TEXTS.title(jobs.inProgress) }));
    expect(
      (await dialog.findByRole('img', { name: /^Route of/ }, { timeout: 20_000 })).querySelectorAll('[data-position]'),
    ).toHaveLength(4);
    await act(() => vi.advanceTimersByTimeAsync(JOB_TRACKING_REFRESH_MS));
    await waitFor(() =>
      expect(
        dialog.getByRole('img', { name: /5 positions reported/ }).querySelectorAll('[data-position]'),
      ).toHaveLength(5),
    );
    expect(dialog.getByText(/^Last position: Ijebu-Ode/, { selector: 'p' })).toBeInTheDocument();
  });
});
