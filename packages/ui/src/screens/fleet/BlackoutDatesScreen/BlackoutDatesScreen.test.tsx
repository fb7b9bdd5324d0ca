import { FLEET_MESSAGES } from '@energy/domain/schemas/fleet';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { BLACKOUT_NOTICES } from '../../../components/fleet/fleetNotices';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { adminBlackoutList, blackouts, vehicles } from '../../../mocks/fixtures/fleetAssets';
import { blackoutHandlers, driverHandlers, vehicleHandlers } from '../../../mocks/fleetAssetsHandlers';
import { authHandlers, mockPage, trpcMsw } from '../../../mocks/handlers';
import { fillIn, longDate } from '../../../test-utils/fillIn';
import { renderScreen, type Rendered } from '../../../test-utils/render';
import { BLACKOUT_TEXTS, BlackoutDatesScreen } from './BlackoutDatesScreen';
import { BLACKOUT_FORM_TEXTS } from './BlackoutFormModal';
import { blackoutDays, dayKind } from './blackoutDays';

const lists = [blackoutHandlers.list(), vehicleHandlers.list(), driverHandlers.list()];
const renderBlackouts = (
  handlers: RequestHandler[] = lists,
  role: keyof typeof sessionUsers = 'logistics',
  route = '/fleet/blackouts',
) =>
  renderScreen(<BlackoutDatesScreen />, {
    route,
    handlers: [authHandlers.signedInAs(sessionUsers[role]), ...handlers],
  });
const dialog = () => within(screen.getByRole('dialog'));
const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

async function choose({ user }: Rendered, label: RegExp, option: string) {
  await user.click(dialog().getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('blackoutDays', () => {
  it('marks every day from start to end inclusive, by kind, across months', () => {
    const days = blackoutDays([
      { entityType: 'vehicle', startDate: '2026-01-30', endDate: '2026-02-02' },
      { entityType: 'driver', startDate: '2026-02-02', endDate: '2026-02-02' },
    ]);
    expect([...days.keys()]).toEqual(['2026-01-30', '2026-01-31', '2026-02-01', '2026-02-02']);
    expect(dayKind(days.get('2026-01-31'))).toBe('vehicle');
    expect(dayKind(days.get('2026-02-02'))).toBe('both');
    expect(dayKind(days.get('2026-02-03'))).toBeNull();
  });
});

describe('BlackoutDatesScreen', () => {
  it('shows the calendar with its legend and the list with type and recurring badges', async () => {
    renderBlackouts();
    const list = within(await screen.findByRole('list', { name: 'Blackout dates' }));
    expect(list.getAllByRole('listitem')).toHaveLength(3);
    const inspection = within(
      list.getByRole('listitem', { name: `${blackouts.inspection.entityLabel}: ${blackouts.inspection.reason}` }),
    );
    expect(inspection.getByText('Vehicle')).toBeInTheDocument();
    expect(inspection.getByText('Recurring')).toBeInTheDocument();
    const legend = within(screen.getByRole('region', { name: 'Blackout calendar' }));
    for (const label of ['Vehicle blackout', 'Driver blackout', 'Vehicle and driver blackouts'])
      expect(legend.getAllByText(label).length).toBeGreaterThan(0);
  });

  it('sends the search and the entity type filter, and offers Clear filters when nothing matches', async () => {
    const inputs: unknown[] = [];
    const recording = trpcMsw.blackout.list.query(({ input }) => {
      inputs.push(input);
      return mockPage([]);
    });
    renderBlackouts([recording], 'logistics', '/fleet/blackouts?q=leave&entityType=driver');
    expect(await screen.findByRole('button', { name: /Clear filters/i })).toBeInTheDocument();
    expect(inputs[0]).toMatchObject({ q: 'leave', entityType: 'driver', sort: 'startDate', order: 'asc' });
    const href = screen.getByRole('link', { name: /Export CSV/ }).getAttribute('href') ?? '';
    expect(href).toMatch(/^\/api\/blackout-dates\.csv\?/);
    expect(href).toContain('q=leave');
    expect(href).toContain('entityType=driver');
  });

  it('names every missing field with the spec messages', async () => {
    const { user } = renderBlackouts();
    await user.click(await screen.findByRole('button', { name: BLACKOUT_TEXTS.add }));
    await screen.findByRole('dialog', { name: BLACKOUT_FORM_TEXTS.createTitle });
    await user.click(dialog().getByRole('button', { name: BLACKOUT_FORM_TEXTS.create }));
    for (const message of [
      FLEET_MESSAGES.entityTypeRequired,
      FLEET_MESSAGES.entityRequired,
      FLEET_MESSAGES.startDateRequired,
      FLEET_MESSAGES.endDateRequired,
      FLEET_MESSAGES.reasonRequired,
    ]) {
      expect(await dialog().findByText(message)).toBeInTheDocument();
    }
  });

  it('creates a vehicle blackout with the vehicle chosen from vehicle.list', async () => {
    const sent: unknown[] = [];
    const create = trpcMsw.blackout.create.mutation(({ input }) => {
      sent.push(input);
      return { ...blackouts.inspection, ...input, description: null, isRecurring: false };
    });
    const rendered = renderBlackouts([...lists, create]);
    await rendered.user.click(await screen.findByRole('button', { name: BLACKOUT_TEXTS.add }));
    await screen.findByRole('dialog', { name: BLACKOUT_FORM_TEXTS.createTitle });
    await choose(rendered, /^Entity Type/, 'Vehicle');
    await choose(
      rendered,
      /^Vehicle/,
      `${vehicles.van.registrationNumber} (${vehicles.van.make} ${vehicles.van.model})`,
    );
    fillIn(dialog().getByLabelText(/^Start Date/), longDate(3));
    fillIn(dialog().getByLabelText(/^End Date/), longDate(5));
    fillIn(dialog().getByLabelText(/^Reason/), 'Tyre replacement');
    await rendered.user.click(dialog().getByRole('button', { name: BLACKOUT_FORM_TEXTS.create }));
    expect(await screen.findByText(BLACKOUT_NOTICES.created)).toBeInTheDocument();
    expect(sent[0]).toEqual({
      entityType: 'vehicle',
      entityId: vehicles.van.id,
      startDate: day(3),
      endDate: day(5),
      reason: 'Tyre replacement',
      description: null,
      isRecurring: false,
    });
  });

  it('reports the end before the start on End Date, then saves the edit', async () => {
    const rendered = renderBlackouts([...lists, blackoutHandlers.updateSucceeds()]);
    await rendered.user.click(
      await screen.findByRole('button', { name: new RegExp(`^Edit ${blackouts.inspection.entityLabel}`) }),
    );
    await screen.findByRole('dialog', { name: BLACKOUT_FORM_TEXTS.editTitle });
    fillIn(dialog().getByLabelText(/^Start Date/), longDate(12));
    await rendered.user.click(dialog().getByRole('button', { name: BLACKOUT_FORM_TEXTS.save }));
    expect(await dialog().findByText(FLEET_MESSAGES.endBeforeStart)).toBeInTheDocument();
    fillIn(dialog().getByLabelText(/^End Date/), longDate(13));
    await rendered.user.click(dialog().getByRole('button', { name: BLACKOUT_FORM_TEXTS.save }));
    expect(await screen.findByText(BLACKOUT_NOTICES.updated)).toBeInTheDocument();
  });

  it('reports a failed creation with the fallback text', async () => {
    const rendered = renderBlackouts([...lists, blackoutHandlers.createFails()]);
    await rendered.user.click(await screen.findByRole('button', { name: BLACKOUT_TEXTS.add }));
    await screen.findByRole('dialog');
    await choose(rendered, /^Entity Type/, 'Driver');
    await choose(rendered, /^Driver/, 'Aisha Bello');
    fillIn(dialog().getByLabelText(/^Start Date/), longDate(1));
    fillIn(dialog().getByLabelText(/^End Date/), longDate(1));
    fillIn(dialog().getByLabelText(/^Reason/), 'Medical appointment');
    await rendered.user.click(dialog().getByRole('button', { name: BLACKOUT_FORM_TEXTS.create }));
    expect(await screen.findByText(BLACKOUT_NOTICES.createFailed)).toBeInTheDocument();
    expect(screen.getByText(BLACKOUT_NOTICES.createFailedFallback)).toBeInTheDocument();
  });

  it('deletes after the spec question', async () => {
    const { user } = renderBlackouts([...lists, blackoutHandlers.deleteSucceeds()]);
    await user.click(await screen.findByRole('button', { name: new RegExp(`^Delete ${blackouts.leave.entityLabel}`) }));
    const confirm = within(await screen.findByRole('dialog', { name: BLACKOUT_TEXTS.deleteTitle }));
    expect(confirm.getByText(FLEET_MESSAGES.blackoutDeleteConfirm)).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(BLACKOUT_NOTICES.deleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('reports a failed delete', async () => {
    const { user } = renderBlackouts([...lists, blackoutHandlers.deleteFails()]);
    await user.click(await screen.findByRole('button', { name: new RegExp(`^Delete ${blackouts.leave.entityLabel}`) }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(BLACKOUT_NOTICES.deleteFailed)).toBeInTheDocument();
    expect(screen.getByText(BLACKOUT_NOTICES.deleteFailedFallback)).toBeInTheDocument();
  });

  it('offers admin no buttons, and shows the empty and failed states', async () => {
    const admin = renderBlackouts([blackoutHandlers.list(adminBlackoutList)], 'admin');
    await screen.findByRole('list', { name: 'Blackout dates' });
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: BLACKOUT_TEXTS.add })).not.toBeInTheDocument();
    admin.unmount();
    const empty = renderBlackouts([blackoutHandlers.list([])]);
    expect(await screen.findByText(BLACKOUT_TEXTS.emptyText)).toBeInTheDocument();
    empty.unmount();
    renderBlackouts([blackoutHandlers.listFails()]);
    expect(await screen.findByText(BLACKOUT_TEXTS.loadFailed)).toBeInTheDocument();
  });
});
