import { FLEET_MESSAGES } from '@energy/domain/schemas/fleet';
import { screen, waitFor, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { BLACKOUT_NOTICES } from '../../../components/fleet/fleetNotices';
import { FORM_DIALOG_TEXTS } from '../../../components/forms/FormDialog';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { vehicles } from '../../../mocks/fixtures/fleetAssets';
import { blackoutHandlers, driverHandlers, vehicleHandlers } from '../../../mocks/fleetAssetsHandlers';
import { authHandlers, serverError, trpcMsw } from '../../../mocks/handlers';
import { fillIn, longDate } from '../../../test-utils/fillIn';
import { renderScreen, type Rendered } from '../../../test-utils/render';
import { BLACKOUT_TEXTS, BlackoutDatesScreen } from './BlackoutDatesScreen';
import { BLACKOUT_FORM_TEXTS } from './BlackoutFormModal';

const lists = [blackoutHandlers.list(), vehicleHandlers.list(), driverHandlers.list()];
const renderBlackouts = (handlers: RequestHandler[] = lists) =>
  renderScreen(<BlackoutDatesScreen />, {
    route: '/fleet/blackouts',
    handlers: [authHandlers.signedInAs(sessionUsers.logistics), ...handlers],
  });
const addDialog = () => screen.queryByRole('dialog', { name: BLACKOUT_FORM_TEXTS.createTitle });
const dialog = () => within(screen.getByRole('dialog', { name: BLACKOUT_FORM_TEXTS.createTitle }));
/** The open calendar of a date field (its month's day buttons). */
const openCalendar = () => document.querySelector('[data-dates-dropdown]');

async function openAdd({ user }: Rendered) {
  await user.click(await screen.findByRole('button', { name: BLACKOUT_TEXTS.add }));
  await screen.findByRole('dialog', { name: BLACKOUT_FORM_TEXTS.createTitle });
}

async function choose({ user }: Rendered, label: RegExp, option: string) {
  await user.click(dialog().getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** The Add Blackout dialog's date pickers, discard question, field-named errors and date order message. */
describe('Add Blackout dialog', () => {
  it('closes only the date picker on Escape, keeping the dialog and what was typed', async () => {
    const rendered = renderBlackouts();
    await openAdd(rendered);
    fillIn(dialog().getByLabelText(/^Reason/), 'Tyre replacement');
    await rendered.user.click(dialog().getByLabelText(/^Start Date/));
    await waitFor(() => expect(openCalendar()).not.toBeNull());
    await rendered.user.keyboard('{Escape}');
    await waitFor(() => expect(openCalendar()).toBeNull());
    expect(addDialog()).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: FORM_DIALOG_TEXTS.discardTitle })).not.toBeInTheDocument();
    expect(dialog().getByLabelText(/^Reason/)).toHaveValue('Tyre replacement');
  });

  it('asks before discarding changes on Escape and on Cancel; Keep Editing keeps them, Discard closes', async () => {
    const rendered = renderBlackouts();
    await openAdd(rendered);
    fillIn(dialog().getByLabelText(/^Reason/), 'Tyre replacement');
    await rendered.user.keyboard('{Escape}');
    const confirm = within(await screen.findByRole('dialog', { name: FORM_DIALOG_TEXTS.discardTitle }));
    expect(confirm.getByText(FORM_DIALOG_TEXTS.discardText)).toBeInTheDocument();
    await rendered.user.click(confirm.getByRole('button', { name: FORM_DIALOG_TEXTS.keepEditing }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: FORM_DIALOG_TEXTS.discardTitle })).not.toBeInTheDocument(),
    );
    expect(dialog().getByLabelText(/^Reason/)).toHaveValue('Tyre replacement');
    await rendered.user.click(dialog().getByRole('button', { name: 'Cancel' }));
    await rendered.user.click(
      within(await screen.findByRole('dialog', { name: FORM_DIALOG_TEXTS.discardTitle })).getByRole('button', {
        name: FORM_DIALOG_TEXTS.discard,
      }),
    );
    await waitFor(() => expect(addDialog()).not.toBeInTheDocument());
  });

  it('closes an untouched dialog on Escape without asking', async () => {
    const rendered = renderBlackouts();
    await openAdd(rendered);
    await rendered.user.keyboard('{Escape}');
    await waitFor(() => expect(addDialog()).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: FORM_DIALOG_TEXTS.discardTitle })).not.toBeInTheDocument();
  });

  it('says "End date must be after or equal to start date" for an end typed before the start, never that it is required', async () => {
    const rendered = renderBlackouts();
    await openAdd(rendered);
    fillIn(dialog().getByLabelText(/^Start Date/), longDate(6));
    fillIn(dialog().getByLabelText(/^End Date/), longDate(3));
    await rendered.user.click(dialog().getByRole('button', { name: BLACKOUT_FORM_TEXTS.create }));
    expect(await dialog().findByText(FLEET_MESSAGES.endBeforeStart)).toBeInTheDocument();
    expect(dialog().queryByText(FLEET_MESSAGES.endDateRequired)).not.toBeInTheDocument();
    expect(dialog().getByLabelText(/^End Date/)).toHaveValue(longDate(3));
  });

  it('names a refused field by its label in the notice and puts the message on the field', async () => {
    const refuse = trpcMsw.blackout.create.mutation(() => {
      throw serverError('BAD_REQUEST', 'Validation failed', [
        { path: 'entityId', message: FLEET_MESSAGES.entityRequired },
      ]);
    });
    const rendered = renderBlackouts([...lists, refuse]);
    await openAdd(rendered);
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
    expect(await screen.findByText(BLACKOUT_NOTICES.createFailed)).toBeInTheDocument();
    expect(screen.getByText(`Vehicle or Driver: ${FLEET_MESSAGES.entityRequired}`)).toBeInTheDocument();
    expect(screen.queryByText(/^entityId:/)).not.toBeInTheDocument();
    expect(dialog().getByText(FLEET_MESSAGES.entityRequired)).toBeInTheDocument();
  });
});
