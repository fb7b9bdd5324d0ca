import { FLEET_MESSAGES } from '@energy/domain/schemas/fleet';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { COMPLIANCE_TEXTS } from '../../../components/fleet/ComplianceBadges';
import { EXPIRY_TEXTS } from '../../../components/fleet/ExpiryBadge';
import { DRIVER_NOTICES } from '../../../components/fleet/fleetNotices';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { adminDriverList, driverList, drivers } from '../../../mocks/fixtures/fleetAssets';
import { driverHandlers } from '../../../mocks/fleetAssetsHandlers';
import { authHandlers, trpcMsw } from '../../../mocks/handlers';
import { fillIn, longDate } from '../../../test-utils/fillIn';
import { renderScreen } from '../../../test-utils/render';
import { columnHeader } from '../../../test-utils/tableQueries';
import { DRIVER_FORM_TEXTS } from './DriverFormModal';
import { DRIVER_LIST_TEXTS, DriversScreen } from './DriversScreen';

const renderDrivers = (
  handlers: RequestHandler[] = [driverHandlers.list()],
  role: keyof typeof sessionUsers = 'logistics',
  route = '/fleet/drivers',
) => renderScreen(<DriversScreen />, { route, handlers: [authHandlers.signedInAs(sessionUsers[role]), ...handlers] });
const rowOf = (name: string) => within(screen.getByText(name).closest('tr') as HTMLElement);
const dialog = () => within(screen.getByRole('dialog'));

describe('DriversScreen', () => {
  it('lists drivers with license, ADR/HSE badges with expiry, rating, status, job and availability', async () => {
    renderDrivers();
    await screen.findByText('Emeka Nwosu', undefined, { timeout: 10_000 });
    for (const header of [
      'Name',
      'Phone',
      'License',
      'Certifications',
      'Rating',
      'Status',
      'Current Job',
      'Availability',
    ])
      expect(columnHeader(header)).toBeInTheDocument();
    const emeka = rowOf('Emeka Nwosu');
    expect(emeka.getByText('Class E')).toBeInTheDocument();
    expect(emeka.getByText(drivers.emeka.licenseNumber)).toBeInTheDocument();
    expect(emeka.getByText('ADR')).toBeInTheDocument();
    expect(emeka.getByText('HSE')).toBeInTheDocument();
    expect(emeka.getByText('4.8')).toBeInTheDocument();
    expect(emeka.getByText('On a job')).toBeInTheDocument();
    expect(rowOf('Tunde Okoro').getByText(EXPIRY_TEXTS.expired)).toBeInTheDocument();
    expect(rowOf('Tunde Okoro').getByText('No window')).toBeInTheDocument();
    expect(rowOf('Aisha Bello').queryByText('ADR')).not.toBeInTheDocument();
  });

  it("shows the server's compliance badges beside the status: expired in red, expiring within 30 days", async () => {
    renderDrivers();
    await screen.findByText('Emeka Nwosu');
    const tunde = within(rowOf('Tunde Okoro').getByRole('group', { name: COMPLIANCE_TEXTS.label }));
    expect(tunde.getByTitle(`License expired ${drivers.tunde.licenseExpiry}`)).toHaveTextContent('License expired');
    expect(tunde.getByText('ADR certificate expired')).toBeInTheDocument();
    expect(
      within(rowOf('Emeka Nwosu').getByRole('group', { name: COMPLIANCE_TEXTS.label })).getByText(
        'HSE certificate expiring',
      ),
    ).toBeInTheDocument();
    expect(rowOf('Aisha Bello').queryByRole('group', { name: COMPLIANCE_TEXTS.label })).not.toBeInTheDocument();
  });

  it('offers the CSV export of exactly this view: search and status filter', async () => {
    renderDrivers(undefined, 'logistics', '/fleet/drivers?q=Emeka&status=available');
    await screen.findByText('Emeka Nwosu');
    const href = screen.getByRole('link', { name: /Export CSV/ }).getAttribute('href') ?? '';
    expect(href).toMatch(/^\/api\/drivers\.csv\?/);
    expect(href).toContain('q=Emeka');
    expect(href).toContain('status=available');
  });

  it('adds a driver with an availability window', async () => {
    const sent: unknown[] = [];
    const create = trpcMsw.driver.create.mutation(({ input }) => {
      sent.push(input);
      return { ...drivers.aisha, firstName: input.firstName, lastName: input.lastName };
    });
    const { user } = renderDrivers([driverHandlers.list(), create]);
    await user.click(await screen.findByRole('button', { name: DRIVER_LIST_TEXTS.add }));
    await screen.findByRole('dialog', { name: DRIVER_FORM_TEXTS.createTitle });
    await user.click(dialog().getByRole('button', { name: DRIVER_FORM_TEXTS.create }));
    for (const message of [
      FLEET_MESSAGES.firstNameRequired,
      FLEET_MESSAGES.lastNameRequired,
      FLEET_MESSAGES.licenseNumberRequired,
      FLEET_MESSAGES.licenseClassRequired,
    ]) {
      expect(await dialog().findByText(message)).toBeInTheDocument();
    }
    fillIn(dialog().getByLabelText(/^First Name/), 'Chidi');
    fillIn(dialog().getByLabelText(/^Last Name/), 'Obi');
    fillIn(dialog().getByLabelText(/^License Number/), 'ENU-DL-000902');
    fillIn(dialog().getByLabelText(/^License Class/), 'E');
    await user.click(dialog().getByLabelText('ADR certified'));
    fillIn(dialog().getByLabelText('ADR Expiry'), longDate(90));
    await user.click(dialog().getByRole('button', { name: DRIVER_FORM_TEXTS.addWindow }));
    fillIn(dialog().getByLabelText('Available Until (window 1)'), longDate(30));
    await user.click(dialog().getByRole('button', { name: DRIVER_FORM_TEXTS.create }));
    expect(await screen.findByText(DRIVER_NOTICES.created)).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      firstName: 'Chidi',
      lastName: 'Obi',
      licenseNumber: 'ENU-DL-000902',
      licenseClass: 'E',
      hasADR: true,
      adrExpiry: dayjs().add(90, 'day').format('YYYY-MM-DD'),
      hasHSE: false,
      hseExpiry: null,
      status: 'available',
      availability: [
        { availableFrom: dayjs().format('YYYY-MM-DD'), availableUntil: dayjs().add(30, 'day').format('YYYY-MM-DD') },
      ],
    });
  });

  it('edits a driver, removing a window', async () => {
    const sent: unknown[] = [];
    const update = trpcMsw.driver.update.mutation(({ input }) => {
      sent.push(input);
      return drivers.emeka;
    });
    const { user } = renderDrivers([driverHandlers.list(), update]);
    await user.click(await screen.findByRole('button', { name: 'Edit Emeka Nwosu' }));
    await screen.findByRole('dialog', { name: DRIVER_FORM_TEXTS.editTitle });
    expect(dialog().getByLabelText(/^First Name/)).toHaveValue('Emeka');
    await user.click(dialog().getByRole('button', { name: 'Remove window 1' }));
    expect(dialog().getByText(DRIVER_FORM_TEXTS.noWindows)).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: DRIVER_FORM_TEXTS.save }));
    expect(await screen.findByText(DRIVER_NOTICES.updated)).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ id: drivers.emeka.id, firstName: 'Emeka', availability: [] });
  });

  it('deletes after confirmation, and reports a refusal', async () => {
    const { user } = renderDrivers([
      driverHandlers.list(),
      driverHandlers.deleteFails('This driver is on an active job and cannot be deleted'),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete Emeka Nwosu' }));
    const confirm = within(await screen.findByRole('dialog', { name: DRIVER_LIST_TEXTS.deleteTitle }));
    expect(confirm.getByText(FLEET_MESSAGES.driverDeleteConfirm)).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(DRIVER_NOTICES.deleteFailed)).toBeInTheDocument();
    expect(screen.getByText('This driver is on an active job and cannot be deleted')).toBeInTheDocument();
  });

  it('deletes a driver', async () => {
    const { user } = renderDrivers([driverHandlers.list(), driverHandlers.deleteSucceeds()]);
    await user.click(await screen.findByRole('button', { name: 'Delete Aisha Bello' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(DRIVER_NOTICES.deletedText)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers no buttons to admin, and shows empty and failed states', async () => {
    const admin = renderDrivers([driverHandlers.list(adminDriverList)], 'admin');
    await screen.findByText('Emeka Nwosu');
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: DRIVER_LIST_TEXTS.add })).not.toBeInTheDocument();
    expect(screen.getAllByRole('row').slice(1)).toHaveLength(driverList.length);
    admin.unmount();
    const empty = renderDrivers([driverHandlers.list([])]);
    expect(await screen.findByText(DRIVER_LIST_TEXTS.emptyText)).toBeInTheDocument();
    empty.unmount();
    renderDrivers([driverHandlers.listFails()]);
    expect(await screen.findByText(DRIVER_LIST_TEXTS.loadFailed)).toBeInTheDocument();
  });
});
