import { FLEET_MESSAGES } from '@energy/domain/schemas/fleet';
import { screen, waitFor, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { COMPLIANCE_TEXTS } from '../../../components/fleet/ComplianceBadges';
import { VEHICLE_NOTICES } from '../../../components/fleet/fleetNotices';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { adminVehicleList, vehicleList, vehicles } from '../../../mocks/fixtures/fleetAssets';
import { vehicleHandlers } from '../../../mocks/fleetAssetsHandlers';
import { authHandlers, mockPage, trpcMsw } from '../../../mocks/handlers';
import { renderScreen } from '../../../test-utils/render';
import { columnHeader } from '../../../test-utils/tableQueries';
import { VEHICLE_LIST_TEXTS, VehicleListScreen } from './VehicleListScreen';

const renderVehicles = (
  handlers: RequestHandler[] = [vehicleHandlers.list()],
  role: keyof typeof sessionUsers = 'logistics',
  route = '/fleet/vehicles',
) =>
  renderScreen(<VehicleListScreen />, { route, handlers: [authHandlers.signedInAs(sessionUsers[role]), ...handlers] });

const rowOf = (registration: string) => within(screen.getByText(registration).closest('tr') as HTMLElement);

describe('VehicleListScreen', () => {
  it('lists the vehicles with status badges, driver and the CSV export of the view', async () => {
    renderVehicles(undefined, 'logistics', '/fleet/vehicles?status=active');
    await screen.findByText(vehicles.active.registrationNumber);
    for (const header of ['Registration', 'Type', 'Capacity', 'Year', 'Status', 'Current Driver', 'Actions'])
      expect(columnHeader(header)).toBeInTheDocument();
    expect(rowOf(vehicles.active.registrationNumber).getByText('Active')).toBeInTheDocument();
    expect(rowOf(vehicles.active.registrationNumber).getByText('Emeka Nwosu')).toBeInTheDocument();
    expect(rowOf(vehicles.active.registrationNumber).getByText('33000 liters')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/api\/vehicles\.csv\?.*status=active/),
    );
    expect(screen.getByRole('link', { name: VEHICLE_LIST_TEXTS.onboard })).toHaveAttribute(
      'href',
      '/fleet/vehicles/onboard',
    );
  });

  it("shows the server's compliance badges: lapsed insurance and roadworthiness expired, papers running out within 30 days expiring", async () => {
    renderVehicles();
    await screen.findByText(vehicles.active.registrationNumber);
    const lapsed = within(
      rowOf(vehicles.inactive.registrationNumber).getByRole('group', { name: COMPLIANCE_TEXTS.label }),
    );
    expect(lapsed.getByTitle(`Insurance expired ${vehicles.inactive.insuranceExpiryDate}`)).toHaveTextContent(
      'Insurance expired',
    );
    expect(lapsed.getByText('Roadworthiness certificate expired')).toBeInTheDocument();
    expect(
      within(
        rowOf(vehicles.maintenance.registrationNumber).getByRole('group', { name: COMPLIANCE_TEXTS.label }),
      ).getByText('Insurance expiring'),
    ).toBeInTheDocument();
    expect(
      rowOf(vehicles.van.registrationNumber).queryByRole('group', { name: COMPLIANCE_TEXTS.label }),
    ).not.toBeInTheDocument();
  });

  it('sends the search and the status filter to vehicle.list', async () => {
    const inputs: unknown[] = [];
    const recording = trpcMsw.vehicle.list.query(({ input }) => {
      inputs.push(input);
      return mockPage(vehicleList);
    });
    renderVehicles([recording], 'logistics', '/fleet/vehicles?q=man&status=maintenance');
    await screen.findByRole('table');
    expect(inputs[0]).toMatchObject({ q: 'man', status: 'maintenance' });
  });

  it('toggles active to maintenance and any other status to active', async () => {
    const sent: unknown[] = [];
    const setStatus = trpcMsw.vehicle.setStatus.mutation(({ input }) => {
      sent.push(input);
      return { ...vehicles.active, status: input.status };
    });
    const { user } = renderVehicles([vehicleHandlers.list(), setStatus]);
    await user.click(
      await screen.findByRole('button', { name: `Set Maintenance ${vehicles.active.registrationNumber}` }),
    );
    expect(await screen.findByText(VEHICLE_NOTICES.statusUpdated)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Set Active ${vehicles.maintenance.registrationNumber}` }));
    await user.click(screen.getByRole('button', { name: `Set Active ${vehicles.inactive.registrationNumber}` }));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent).toEqual([
      { vehicleId: vehicles.active.id, status: 'maintenance' },
      { vehicleId: vehicles.maintenance.id, status: 'active' },
      { vehicleId: vehicles.inactive.id, status: 'active' },
    ]);
  });

  it('reports a failed toggle with the fallback text when the server gives none', async () => {
    const { user } = renderVehicles([vehicleHandlers.list(), vehicleHandlers.setStatusFails()]);
    await user.click(
      await screen.findByRole('button', { name: `Set Maintenance ${vehicles.active.registrationNumber}` }),
    );
    expect(await screen.findByText(VEHICLE_NOTICES.updateFailed)).toBeInTheDocument();
    expect(screen.getByText(VEHICLE_NOTICES.updateFailedFallback)).toBeInTheDocument();
  });

  it('deletes after the spec confirmation and says so', async () => {
    const { user } = renderVehicles([vehicleHandlers.list(), vehicleHandlers.deleteSucceeds()]);
    await user.click(await screen.findByRole('button', { name: `Delete ${vehicles.van.registrationNumber}` }));
    const dialog = within(await screen.findByRole('dialog', { name: VEHICLE_LIST_TEXTS.deleteTitle }));
    expect(dialog.getByText(FLEET_MESSAGES.vehicleDeleteConfirm)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(VEHICLE_NOTICES.deleted)).toBeInTheDocument();
    expect(screen.getByText(VEHICLE_NOTICES.deletedText)).toBeInTheDocument();
  });

  it('reports a refused delete with the fallback when the server gives no message', async () => {
    const { user } = renderVehicles([vehicleHandlers.list(), vehicleHandlers.deleteFails('')]);
    await user.click(await screen.findByRole('button', { name: `Delete ${vehicles.van.registrationNumber}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(VEHICLE_NOTICES.deleteFailed)).toBeInTheDocument();
    expect(screen.getByText(VEHICLE_NOTICES.deleteFailedFallback)).toBeInTheDocument();
  });

  it('opens the details page from View', async () => {
    const { user } = renderVehicles();
    await user.click(await screen.findByRole('button', { name: `View ${vehicles.van.registrationNumber}` }));
    expect(await screen.findByText(`Navigated to /fleet/vehicles/${vehicles.van.id}`)).toBeInTheDocument();
  });

  it('offers only View where no verb is listed (admin), and no Onboard button', async () => {
    renderVehicles([vehicleHandlers.list(adminVehicleList)], 'admin');
    await screen.findByText(vehicles.active.registrationNumber);
    expect(screen.queryByRole('button', { name: /^(Set|Delete) / })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^View / })).toHaveLength(adminVehicleList.length);
    expect(screen.queryByRole('link', { name: VEHICLE_LIST_TEXTS.onboard })).not.toBeInTheDocument();
  });

  it('shows the empty, failed and filter-empty states', async () => {
    const empty = renderVehicles([vehicleHandlers.list([])]);
    expect(await screen.findByText(VEHICLE_LIST_TEXTS.emptyText)).toBeInTheDocument();
    empty.unmount();
    const failed = renderVehicles([vehicleHandlers.listFails()]);
    expect(await screen.findByText(VEHICLE_LIST_TEXTS.loadFailed)).toBeInTheDocument();
    failed.unmount();
    renderVehicles(undefined, 'logistics', '/fleet/vehicles?q=volvo');
    expect(await screen.findByRole('button', { name: /Clear filters/i })).toBeInTheDocument();
  });
});
