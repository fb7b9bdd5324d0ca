import { screen, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { EXPIRY_TEXTS } from '../../../components/fleet/ExpiryBadge';
import { VEHICLE_NOTICES } from '../../../components/fleet/fleetNotices';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { lapsedVehicleDetails, vehicleDetails } from '../../../mocks/fixtures/fleetAssets';
import { vehicleHandlers } from '../../../mocks/fleetAssetsHandlers';
import { authHandlers, trpcMsw } from '../../../mocks/handlers';
import { renderScreen } from '../../../test-utils/render';
import { VEHICLE_DETAILS_TEXTS, VehicleDetailsScreen } from './VehicleDetailsScreen';

const renderDetails = (handlers: RequestHandler[] = [vehicleHandlers.byId()], id = vehicleDetails.id) =>
  renderScreen(<VehicleDetailsScreen />, {
    route: `/fleet/vehicles/${id}`,
    handlers: [authHandlers.signedInAs(sessionUsers.logistics), ...handlers],
  });
const section = (name: string) => within(screen.getByRole('region', { name }));

describe('VehicleDetailsScreen', () => {
  it('speaks French: sections, labels, vehicle words and days in French', async () => {
    renderScreen(<VehicleDetailsScreen />, {
      route: `/fleet/vehicles/${vehicleDetails.id}`,
      language: 'fr',
      handlers: [authHandlers.signedInAs(sessionUsers.logistics), vehicleHandlers.byId()],
    });
    expect(await screen.findByRole('link', { name: 'Retour aux véhicules' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Informations générales' })).toBeInTheDocument();
    expect(section('Certifications et assurance').getByText('Numéro de police d’assurance')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Historique des missions' })).toBeInTheDocument();
    const [job] = vehicleDetails.jobs;
    const frenchDay = new Intl.DateTimeFormat('fr-FR', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${job?.scheduledDate.slice(0, 10)}T00:00:00Z`));
    expect(
      within(screen.getByRole('table', { name: 'Historique des missions' })).getByText(frenchDay),
    ).toBeInTheDocument();
    expect(screen.queryByText('Basic Info')).not.toBeInTheDocument();
  });

  it('shows every field, the current driver, job history and blackouts', async () => {
    renderDetails();
    expect(await screen.findByRole('heading', { name: vehicleDetails.registrationNumber })).toBeInTheDocument();
    expect(section('Basic Info').getByText('Emeka Nwosu')).toBeInTheDocument();
    expect(
      section('Certifications & Insurance').getByText(vehicleDetails.insurancePolicyNumber ?? ''),
    ).toBeInTheDocument();
    expect(section('Technical').getByText(vehicleDetails.gpsTrackerId ?? '')).toBeInTheDocument();
    expect(section('Maintenance').getByText(vehicleDetails.maintenanceNotes ?? '')).toBeInTheDocument();
    const jobs = within(screen.getByRole('table', { name: 'Job history' }));
    expect(jobs.getAllByRole('row').slice(1)).toHaveLength(vehicleDetails.jobs.length);
    expect(jobs.getByText('JOB-2026-000014')).toBeInTheDocument();
    expect(section('Blackout Dates').getByText(/Annual tank inspection/)).toBeInTheDocument();
  });

  it('warns of an expiry within 30 days and marks expired ones', async () => {
    renderDetails();
    await screen.findByRole('heading', { name: vehicleDetails.registrationNumber });
    expect(section('Certifications & Insurance').getByText(EXPIRY_TEXTS.expiresIn(21))).toBeInTheDocument();
    expect(section('Certifications & Insurance').queryByText(EXPIRY_TEXTS.expired)).not.toBeInTheDocument();
  });

  it('marks expired insurance and roadworthiness', async () => {
    renderDetails([vehicleHandlers.byId(lapsedVehicleDetails)], lapsedVehicleDetails.id);
    await screen.findByRole('heading', { name: lapsedVehicleDetails.registrationNumber });
    expect(section('Certifications & Insurance').getAllByText(EXPIRY_TEXTS.expired)).toHaveLength(2);
  });

  it('edits the vehicle through vehicle.update when allowed', async () => {
    const sent: unknown[] = [];
    const update = trpcMsw.vehicle.update.mutation(({ input }) => {
      sent.push(input);
      return { ...vehicleDetails, make: input.make };
    });
    const { user } = renderDetails([vehicleHandlers.byId(), update]);
    await user.click(await screen.findByRole('button', { name: VEHICLE_DETAILS_TEXTS.edit }));
    const dialog = within(await screen.findByRole('dialog', { name: VEHICLE_DETAILS_TEXTS.edit }));
    await user.click(dialog.getByRole('button', { name: VEHICLE_DETAILS_TEXTS.save }));
    expect(await screen.findByText(VEHICLE_NOTICES.saved)).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      vehicleId: vehicleDetails.id,
      registrationNumber: vehicleDetails.registrationNumber,
      year: vehicleDetails.year,
    });
  });

  it('offers no Edit without vehicle.update, and says when the vehicle cannot be loaded', async () => {
    const view = renderDetails([vehicleHandlers.byId({ ...vehicleDetails, allowedActions: [] })]);
    await screen.findByRole('heading', { name: vehicleDetails.registrationNumber });
    expect(screen.queryByRole('button', { name: VEHICLE_DETAILS_TEXTS.edit })).not.toBeInTheDocument();
    view.unmount();
    renderDetails([vehicleHandlers.byIdFails()]);
    expect(await screen.findByText(VEHICLE_DETAILS_TEXTS.loadFailed)).toBeInTheDocument();
  });
});
