import { FLEET_MESSAGES } from '@energy/domain/schemas/fleet';
import { screen, waitFor, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import {
  adminJobList,
  assignedJobList,
  drivers,
  excludedDrivers,
  excludedVehicles,
  fleetWorkMessages,
  jobList,
  jobs,
  noDriversAvailable,
  unassignedJobList,
  vehicles,
} from '../../../mocks/fixtures/fleetWork';
import { jobHandlers } from '../../../mocks/fleetWorkHandlers';
import { authHandlers, trpcMsw } from '../../../mocks/handlers';
import { fillIn } from '../../../test-utils/fillIn';
import { renderScreen } from '../../../test-utils/render';
import { ASSIGNMENT_TEXTS, DriverAssignmentScreen } from './DriverAssignmentScreen';
import { ASSIGN_TEXTS } from './AssignDriverModal';
import { ASSIGNMENT_NOTICES } from './useAssignments';

const renderAssignments = (
  handlers: RequestHandler[] = [jobHandlers.list(), jobHandlers.options()],
  { role = 'logistics', route = '/fleet/assignments' }: { role?: keyof typeof sessionUsers; route?: string } = {},
) =>
  renderScreen(<DriverAssignmentScreen />, {
    route,
    handlers: [authHandlers.signedInAs(sessionUsers[role]), ...handlers],
  });

const cardOf = (title: string) => within(screen.getByRole('article', { name: title }));

const openAssign = async (user: ReturnType<typeof renderAssignments>['user'], title = jobs.pending.title) => {
  await user.click(await screen.findByRole('button', { name: `Assign ${title}` }));
  return within(await screen.findByRole('dialog', { name: `Assign Driver: ${title}` }));
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('DriverAssignmentScreen', () => {
  it('speaks German: title, tabs, card facts, a localized date and the assign dialog', async () => {
    const { user } = renderScreen(<DriverAssignmentScreen />, {
      route: '/fleet/assignments',
      language: 'de',
      handlers: [authHandlers.signedInAs(sessionUsers.logistics), jobHandlers.list(), jobHandlers.options()],
    });
    expect(await screen.findByText('Fahrerzuweisung')).toBeInTheDocument();
    expect(
      await screen.findByRole('tab', { name: `Nicht zugewiesene Aufträge (${unassignedJobList.length})` }),
    ).toBeInTheDocument();
    const pending = within(await screen.findByRole('article', { name: jobs.pending.title }));
    expect(pending.getByText('Voraussichtliche Dauer')).toBeInTheDocument();
    const day = new Intl.DateTimeFormat('de-DE', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    expect(
      pending.getByText(day.format(new Date(`${jobs.pending.scheduledDate.slice(0, 10)}T00:00:00Z`))),
    ).toBeInTheDocument();
    await user.click(pending.getByRole('button', { name: `${jobs.pending.title} zuweisen` }));
    const dialog = within(await screen.findByRole('dialog', { name: `Fahrer zuweisen: ${jobs.pending.title}` }));
    expect(await dialog.findByRole('textbox', { name: 'Anmerkungen' })).toBeInTheDocument();
  });

  it('splits jobs into Unassigned and Assigned tabs with their counts', async () => {
    const { user } = renderAssignments();
    expect(
      await screen.findByRole('tab', { name: `Unassigned Jobs (${unassignedJobList.length})` }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: `Assigned Jobs (${assignedJobList.length})` })).toBeInTheDocument();
    const pending = cardOf(jobs.pending.title);
    for (const text of [
      jobs.pending.origin,
      jobs.pending.destination,
      '2-3 business days',
      jobs.pending.clientCompany,
      'ADR certified driver',
      'Urgent',
    ]) {
      expect(pending.getByText(text)).toBeInTheDocument();
    }
    // Assign is disabled on the cancelled job (completed and cancelled are final).
    expect(cardOf(jobs.cancelled.title).getByRole('button', { name: `Assign ${jobs.cancelled.title}` })).toBeDisabled();
    expect(pending.getByRole('button', { name: `Assign ${jobs.pending.title}` })).toBeEnabled();
    await user.click(screen.getByRole('tab', { name: /^Assigned Jobs/ }));
    const assigned = cardOf(jobs.assigned.title);
    expect(assigned.getByText('Musa Ibrahim')).toBeInTheDocument();
    expect(assigned.getByText('LSR-452-XA (MAN TGS 33.400)')).toBeInTheDocument();
    expect(assigned.getByText('Collect seals at the gate')).toBeInTheDocument();
    expect(assigned.getByRole('button', { name: `Unassign ${jobs.assigned.title}` })).toBeInTheDocument();
    expect(cardOf(jobs.inProgress.title).queryByRole('button', { name: /^Unassign/ })).not.toBeInTheDocument();
  });

  it("shows the spec's empty texts per tab, and the filter variant", async () => {
    const { user } = renderAssignments([jobHandlers.list([])]);
    expect(await screen.findByText(ASSIGNMENT_TEXTS.unassigned.empty)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /^Assigned Jobs/ }));
    expect(await screen.findByText(ASSIGNMENT_TEXTS.assigned.empty)).toBeInTheDocument();
  });

  it('says when no job matches the filters', async () => {
    renderAssignments([jobHandlers.list()], { route: '/fleet/assignments?priority=urgent&status=completed' });
    expect(await screen.findByText(ASSIGNMENT_TEXTS.unassigned.filterEmpty)).toBeInTheDocument();
  });

  it('says when jobs cannot be loaded', async () => {
    renderAssignments([jobHandlers.listFails()]);
    expect((await screen.findAllByText(ASSIGNMENT_TEXTS.loadFailed)).length).toBeGreaterThan(0);
  });

  it('offers the drivers and vehicles the server allows, with badges, rating and details, and validates', async () => {
    const { user } = renderAssignments();
    const dialog = await openAssign(user);
    await user.click(await dialog.findByRole('button', { name: 'Assign' }));
    expect(dialog.getByText(FLEET_MESSAGES.driverRequired)).toBeInTheDocument();
    expect(dialog.getByText(FLEET_MESSAGES.vehicleRequired)).toBeInTheDocument();
    await user.click(dialog.getByRole('combobox', { name: /^Driver/ }));
    const musa = await screen.findByRole('option', { name: /Musa Ibrahim/ });
    expect(within(musa).getByText('ADR')).toBeInTheDocument();
    expect(within(musa).getByText('HSE')).toBeInTheDocument();
    expect(within(musa).getByText('★ 4.8')).toBeInTheDocument();
    expect(within(screen.getByRole('option', { name: /Chioma Nwankwo/ })).queryByText('ADR')).not.toBeInTheDocument();
    await user.click(musa);
    for (const text of [
      drivers.musa.phone ?? '',
      drivers.musa.email ?? '',
      drivers.musa.licenseClass,
      drivers.musa.licenseNumber,
    ]) {
      expect(dialog.getByText(text)).toBeInTheDocument();
    }
    await user.click(dialog.getByRole('combobox', { name: /^Vehicle/ }));
    expect(await screen.findByRole('option', { name: 'KJA-118-TT · Volvo FH16 (2021)' })).toBeInTheDocument();
  });

  it('assigns a driver and vehicle with notes and says Driver Assigned', async () => {
    const sent: unknown[] = [];
    const assign = trpcMsw.job.assign.mutation(({ input }) => {
      sent.push(input);
      return { ...jobs.pending, status: 'assigned' as const };
    });
    const { user } = renderAssignments([jobHandlers.list(), jobHandlers.options(), assign]);
    const dialog = await openAssign(user);
    await user.click(await dialog.findByRole('combobox', { name: /^Driver/ }));
    await user.click(await screen.findByRole('option', { name: /Chioma Nwankwo/ }));
    await user.click(dialog.getByRole('combobox', { name: /^Vehicle/ }));
    await user.click(await screen.findByRole('option', { name: /^LSR-452-XA/ }));
    fillIn(dialog.getByRole('textbox', { name: 'Notes' }), 'Night shift');
    await user.click(dialog.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText(ASSIGNMENT_NOTICES.assigned)).toBeInTheDocument();
    expect(sent).toEqual([
      { jobId: jobs.pending.id, driverId: drivers.chioma.id, vehicleId: vehicles.man.id, notes: 'Night shift' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('warns Resource Unavailable in French', async () => {
    const { user } = renderScreen(<DriverAssignmentScreen />, {
      route: '/fleet/assignments',
      language: 'fr',
      handlers: [
        authHandlers.signedInAs(sessionUsers.logistics),
        jobHandlers.list(),
        jobHandlers.options(noDriversAvailable),
      ],
    });
    await user.click(
      await screen.findByRole('button', { name: `Affecter ${jobs.pending.title}` }, { timeout: 10_000 }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: `Affecter un chauffeur : ${jobs.pending.title}` }));
    expect(await dialog.findByText('Ressource indisponible')).toBeInTheDocument();
    expect(dialog.queryByText(FLEET_MESSAGES.resourceUnavailable)).not.toBeInTheDocument();
  });

  it('warns Resource Unavailable, says why the only driver is excluded (an expired license), and disables Assign', async () => {
    const { user } = renderAssignments([jobHandlers.list(), jobHandlers.options(noDriversAvailable)]);
    const dialog = await openAssign(user);
    expect(await dialog.findByText(FLEET_MESSAGES.resourceUnavailable)).toBeInTheDocument();
    // A vehicle is free: the warning names the driver, not "driver or vehicle".
    expect(dialog.getByText(ASSIGN_TEXTS.unavailable(true, false))).toBeInTheDocument();
    const excluded = within(dialog.getByRole('list', { name: ASSIGN_TEXTS.excludedDrivers }));
    const [lapsed] = noDriversAvailable.excludedDrivers;
    expect(excluded.getByRole('listitem', { name: lapsed?.name })).toHaveTextContent(
      `${lapsed?.name}: ${lapsed?.reasons[0]}`,
    );
    expect(dialog.queryByRole('list', { name: ASSIGN_TEXTS.excludedVehicles })).not.toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Assign' })).toBeDisabled();
  });

  it("lists every driver and vehicle the job cannot have, each with all of the server's reasons", async () => {
    const { user } = renderAssignments();
    const dialog = await openAssign(user);
    const section = within(await dialog.findByRole('region', { name: ASSIGN_TEXTS.excludedTitle }));
    for (const row of excludedDrivers) {
      expect(
        within(section.getByRole('list', { name: ASSIGN_TEXTS.excludedDrivers })).getByRole('listitem', {
          name: row.name,
        }),
      ).toHaveTextContent(row.reasons.join('; '));
    }
    for (const row of excludedVehicles) {
      expect(
        within(section.getByRole('list', { name: ASSIGN_TEXTS.excludedVehicles })).getByRole('listitem', {
          name: row.name,
        }),
      ).toHaveTextContent(row.reasons.join('; '));
    }
    expect(dialog.queryByText(FLEET_MESSAGES.resourceUnavailable)).not.toBeInTheDocument();
  });

  it('reports a refused assignment with the server message', async () => {
    const { user } = renderAssignments([jobHandlers.list(), jobHandlers.options(), jobHandlers.assignFails()]);
    const dialog = await openAssign(user);
    await user.click(await dialog.findByRole('combobox', { name: /^Driver/ }));
    await user.click(await screen.findByRole('option', { name: /Musa Ibrahim/ }));
    await user.click(dialog.getByRole('combobox', { name: /^Vehicle/ }));
    await user.click(await screen.findByRole('option', { name: /^LSR-452-XA/ }));
    await user.click(dialog.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText(ASSIGNMENT_NOTICES.assignFailed)).toBeInTheDocument();
    expect(screen.getByText(fleetWorkMessages.driverBusy)).toBeInTheDocument();
  });

  it('unassigns after the browser confirmation, and not without it', async () => {
    const sent: unknown[] = [];
    const unassign = trpcMsw.job.unassign.mutation(({ input }) => {
      sent.push(input);
      return { ...jobs.assigned, status: 'pending' as const, assignment: null };
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user } = renderAssignments([jobHandlers.list(), unassign]);
    await user.click(await screen.findByRole('tab', { name: /^Assigned Jobs/ }));
    const button = await screen.findByRole('button', { name: `Unassign ${jobs.assigned.title}` });
    await user.click(button);
    expect(confirm).toHaveBeenCalledWith(FLEET_MESSAGES.unassignConfirm);
    expect(sent).toEqual([]);
    await user.click(button);
    expect(await screen.findByText(ASSIGNMENT_NOTICES.unassigned)).toBeInTheDocument();
    expect(sent).toEqual([{ id: jobs.assigned.assignment?.id }]);
  });

  it('asks and says it in French when a driver is unassigned', async () => {
    const unassign = trpcMsw.job.unassign.mutation(() => ({
      ...jobs.assigned,
      status: 'pending' as const,
      assignment: null,
    }));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(true);
    const { user } = renderScreen(<DriverAssignmentScreen />, {
      route: '/fleet/assignments',
      language: 'fr',
      handlers: [authHandlers.signedInAs(sessionUsers.logistics), jobHandlers.list(), unassign],
    });
    await user.click(await screen.findByRole('tab', { name: /^Missions affectées/ }, { timeout: 10_000 }));
    await user.click(await screen.findByRole('button', { name: `Retirer l’affectation de ${jobs.assigned.title}` }));
    expect(confirm).toHaveBeenCalledWith('Voulez-vous vraiment désaffecter ce chauffeur ?');
    expect(await screen.findByText('Affectation retirée')).toBeInTheDocument();
    expect(screen.getByText(`${jobs.assigned.jobNumber} attend de nouveau un chauffeur.`)).toBeInTheDocument();
  });

  it('shows Unassign Failed with the spec fallback when the server gives no message', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderAssignments([jobHandlers.list(), jobHandlers.unassignFails()]);
    await user.click(await screen.findByRole('tab', { name: /^Assigned Jobs/ }));
    await user.click(await screen.findByRole('button', { name: `Unassign ${jobs.assigned.title}` }));
    expect(await screen.findByText(ASSIGNMENT_NOTICES.unassignFailed)).toBeInTheDocument();
    expect(screen.getByText(ASSIGNMENT_NOTICES.unassignFailedFallback)).toBeInTheDocument();
  });

  it('gives admins the jobs read only', async () => {
    const { user } = renderAssignments([jobHandlers.list(adminJobList)], { role: 'admin' });
    await screen.findByRole('article', { name: jobs.pending.title });
    expect(screen.queryByRole('button', { name: /^Assign/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /^Assigned Jobs/ }));
    expect(screen.queryByRole('button', { name: /^Unassign/ })).not.toBeInTheDocument();
    expect(jobList.length).toBe(adminJobList.length);
  });
});
