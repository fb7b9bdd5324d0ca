import { screen, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { blackoutHandlers, driverHandlers, vehicleHandlers } from '../../../mocks/fleetAssetsHandlers';
import { authHandlers } from '../../../mocks/handlers';
import { renderScreen } from '../../../test-utils/render';
import { FLEET_LINKS, FLEET_OVERVIEW_TEXTS, FleetOverviewScreen } from './FleetOverviewScreen';

const allLists = [vehicleHandlers.list(), driverHandlers.list(), blackoutHandlers.list()];
const renderOverview = (handlers: RequestHandler[] = allLists, role: keyof typeof sessionUsers = 'logistics') =>
  renderScreen(<FleetOverviewScreen />, {
    route: '/fleet',
    handlers: [authHandlers.signedInAs(sessionUsers[role]), ...handlers],
  });
const tile = (label: string) => within(screen.getByRole('group', { name: label }));

describe('FleetOverviewScreen', () => {
  it('counts vehicles by status, available drivers and blackouts not yet ended', async () => {
    renderOverview();
    expect(await tile('Active Vehicles').findByText('2')).toBeInTheDocument();
    expect(tile('In Maintenance').getByText('1')).toBeInTheDocument();
    expect(tile('Inactive Vehicles').getByText('1')).toBeInTheDocument();
    expect(await tile('Drivers Available').findByText('2')).toBeInTheDocument();
    expect(await tile('Upcoming Blackouts').findByText('3')).toBeInTheDocument();
  });

  it('links to every fleet screen', async () => {
    renderOverview();
    const nav = within(screen.getByRole('navigation', { name: 'Fleet screens' }));
    expect(await nav.findByRole('link', { name: 'Onboard Vehicle' })).toBeInTheDocument();
    for (const link of FLEET_LINKS)
      expect(nav.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
    expect(FLEET_LINKS.map((link) => link.href)).toEqual([
      '/fleet/vehicles',
      '/fleet/vehicles/onboard',
      '/fleet/drivers',
      '/fleet/blackouts',
      '/fleet/tenders',
      '/fleet/assignments',
      '/fleet/jobs',
    ]);
  });

  it('offers admin no Onboard Vehicle: the server refuses vehicle.create to a role without fleet:manage', async () => {
    renderOverview(allLists, 'admin');
    const nav = within(screen.getByRole('navigation', { name: 'Fleet screens' }));
    expect(await nav.findByRole('link', { name: 'Vehicles' })).toBeInTheDocument();
    await expect(tile('Active Vehicles').findByText('2')).resolves.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Onboard Vehicle' })).not.toBeInTheDocument();
    expect(nav.getAllByRole('link')).toHaveLength(FLEET_LINKS.length - 1);
  });

  it('says when the counts cannot be loaded', async () => {
    renderOverview([vehicleHandlers.listFails(), driverHandlers.list(), blackoutHandlers.list()]);
    expect(await screen.findByText(FLEET_OVERVIEW_TEXTS.loadFailed)).toBeInTheDocument();
  });
});
