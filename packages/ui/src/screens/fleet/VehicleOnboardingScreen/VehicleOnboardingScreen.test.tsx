import { FLEET_MESSAGES } from '@energy/domain/schemas/fleet';
import { screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { VEHICLE_NOTICES } from '../../../components/fleet/fleetNotices';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { fleetMessages, vehicles } from '../../../mocks/fixtures/fleetAssets';
import { vehicleHandlers } from '../../../mocks/fleetAssetsHandlers';
import { authHandlers, trpcMsw } from '../../../mocks/handlers';
import { fillIn, longDate } from '../../../test-utils/fillIn';
import { renderScreen, type Rendered } from '../../../test-utils/render';
import { ONBOARDING_TEXTS, VehicleOnboardingScreen } from './VehicleOnboardingScreen';

const renderOnboarding = (handlers: RequestHandler[] = [vehicleHandlers.createSucceeds()]) =>
  renderScreen(<VehicleOnboardingScreen />, {
    route: '/fleet/vehicles/onboard',
    handlers: [authHandlers.signedInAs(sessionUsers.logistics), ...handlers],
  });

const tab = (name: string) => screen.getByRole('tab', { name });

async function choose({ user }: Rendered, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillBasics(rendered: Rendered) {
  fillIn(screen.getByLabelText(/^Registration Number/), 'LSR-731-AB');
  fillIn(screen.getByLabelText(/^Make/), 'Volvo');
  fillIn(screen.getByLabelText(/^Model/), 'FH16');
  fillIn(screen.getByLabelText(/^Year/), '2022');
  fillIn(screen.getByLabelText(/^Capacity$|^Capacity \*/), '36000');
  await choose(rendered, 'Vehicle Type', 'Tanker');
}

describe('VehicleOnboardingScreen', () => {
  it('starts with the spec defaults: liters, diesel, Euro 6, active', async () => {
    renderOnboarding();
    expect(screen.getByRole('heading', { name: ONBOARDING_TEXTS.title })).toBeInTheDocument();
    for (const name of ['Basic Info', 'Certifications', 'Maintenance', 'Technical'])
      expect(tab(name)).toBeInTheDocument();
    const field = (name: RegExp) => screen.getByRole('combobox', { name, hidden: true });
    expect(field(/^Capacity Unit/)).toHaveValue('Liters');
    expect(field(/^Status/)).toHaveValue('Active');
    expect(field(/^Fuel Type/)).toHaveValue('Diesel');
    expect(field(/^Emission Standard/)).toHaveValue('Euro 6');
  });

  it('shows every required message of the spec', async () => {
    const { user } = renderOnboarding();
    await user.click(screen.getByRole('button', { name: ONBOARDING_TEXTS.submit }));
    for (const message of [
      FLEET_MESSAGES.registrationRequired,
      FLEET_MESSAGES.makeRequired,
      FLEET_MESSAGES.modelRequired,
      FLEET_MESSAGES.vehicleTypeRequired,
      FLEET_MESSAGES.capacityRequired,
      FLEET_MESSAGES.yearMin,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('bounds the year from 1900 to next year, even while other fields are missing', async () => {
    const { user } = renderOnboarding();
    fillIn(screen.getByLabelText(/^Year/), String(dayjs().year() + 2));
    await user.click(screen.getByRole('button', { name: ONBOARDING_TEXTS.submit }));
    expect(await screen.findByText(FLEET_MESSAGES.yearMax)).toBeInTheDocument();
    fillIn(screen.getByLabelText(/^Year/), '1899');
    await user.click(screen.getByRole('button', { name: ONBOARDING_TEXTS.submit }));
    expect(await screen.findByText(FLEET_MESSAGES.yearMin)).toBeInTheDocument();
  });

  it('switches to the tab of the first error', async () => {
    const { user } = renderOnboarding();
    await user.click(tab('Technical'));
    expect(tab('Technical')).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: ONBOARDING_TEXTS.submit }));
    await waitFor(() => expect(tab('Basic Info')).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByText(FLEET_MESSAGES.registrationRequired)).toBeVisible();
  });

  it('registers the vehicle with its dates and defaults, then returns to the fleet', async () => {
    const sent: unknown[] = [];
    const create = trpcMsw.vehicle.create.mutation(({ input }) => {
      sent.push(input);
      return { ...vehicles.van, registrationNumber: input.registrationNumber };
    });
    const rendered = renderOnboarding([create]);
    await fillBasics(rendered);
    await rendered.user.click(tab('Certifications'));
    fillIn(screen.getByLabelText(/^Insurance Expiry Date/), longDate(200));
    await rendered.user.click(screen.getByRole('button', { name: ONBOARDING_TEXTS.submit }));
    expect(await screen.findByText(VEHICLE_NOTICES.registered)).toBeInTheDocument();
    expect(await screen.findByText('Navigated to /fleet/vehicles')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      registrationNumber: 'LSR-731-AB',
      make: 'Volvo',
      model: 'FH16',
      year: 2022,
      vehicleType: 'tanker',
      capacity: '36000',
      capacityUnit: 'liters',
      status: 'active',
      fuelType: 'diesel',
      emissionStandard: 'Euro 6',
      insuranceExpiryDate: dayjs().add(200, 'day').format('YYYY-MM-DD'),
      adrExpiryDate: null,
    });
  });

  it('shows the server message on failure, on its field', async () => {
    const rendered = renderOnboarding([vehicleHandlers.createFails()]);
    await fillBasics(rendered);
    await rendered.user.click(screen.getByRole('button', { name: ONBOARDING_TEXTS.submit }));
    expect(await screen.findByText(VEHICLE_NOTICES.registrationFailed)).toBeInTheDocument();
    expect(screen.getAllByText(new RegExp(fleetMessages.registrationTaken)).length).toBeGreaterThanOrEqual(2);
  });

  it('falls back to the spec text when the server gives no message', async () => {
    const rendered = renderOnboarding([vehicleHandlers.createFailsSilently()]);
    await fillBasics(rendered);
    await rendered.user.click(screen.getByRole('button', { name: ONBOARDING_TEXTS.submit }));
    expect(await screen.findByText(VEHICLE_NOTICES.registrationFailedFallback)).toBeInTheDocument();
  });
});
