import { screen, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { MEASUREMENT_MESSAGES } from '@energy/domain/schemas/measurement';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { shipments } from '../../../mocks/fixtures/fulfilment';
import {
  correctionHandlers,
  loadedAccepted,
  receiptInvoiced,
  receivedCorrectable,
} from '../../../mocks/correctionHandlers';
import { logisticsDashboardHandlers } from '../../../mocks/fulfilmentHandlers';
import { authHandlers } from '../../../mocks/handlers';
import { renderScreen } from '../../../test-utils/render';
import { FIRST_LOAD } from '../../../test-utils/waits';
import { LogisticsDashboardScreen } from './LogisticsDashboardScreen';

const renderLogistics = (handlers: RequestHandler[]) =>
  renderScreen(<LogisticsDashboardScreen />, {
    route: '/logistics',
    handlers: [
      authHandlers.signedInAs(sessionUsers.logistics),
      ...logisticsDashboardHandlers.of([loadedAccepted, receivedCorrectable, shipments.podLate]),
      correctionHandlers.history(),
      correctionHandlers.vcf(),
      ...handlers,
    ],
  });

type User = ReturnType<typeof renderLogistics>['user'];

async function openDialog(user: User, button: string, title: string) {
  await user.click(await screen.findByRole('button', { name: button }, FIRST_LOAD));
  return within(await screen.findByRole('dialog', { name: title }));
}

describe('measurement corrections on the Logistics Dashboard', () => {
  it('offers Correct loading and Correct receipt only where the server lists their verbs', async () => {
    renderLogistics([]);
    await screen.findByText(shipments.podLate.shipmentNumber, {}, FIRST_LOAD);
    expect(
      screen.getAllByRole('button', { name: /^Correct loading of/ }).map((b) => b.getAttribute('aria-label')),
    ).toEqual([`Correct loading of ${loadedAccepted.shipmentNumber}`]);
    expect(
      screen.getAllByRole('button', { name: /^Correct receipt of/ }).map((b) => b.getAttribute('aria-label')),
    ).toEqual([`Correct receipt of ${receivedCorrectable.shipmentNumber}`]);
  });

  it('prefills the counted figures, previews their VCF and NSV, and lists the measurements with the superseded one', async () => {
    const { user } = renderLogistics([]);
    const dialog = await openDialog(user, `Correct loading of ${loadedAccepted.shipmentNumber}`, 'Correct loading');
    expect(dialog.getByRole('textbox', { name: /^Observed volume/ })).toHaveValue('33000');
    expect(dialog.getByRole('textbox', { name: /^Temperature/ })).toHaveValue('30');
    expect(dialog.getByRole('textbox', { name: /^Density at 15 °C/ })).toHaveValue('850');
    expect(await dialog.findByText('VCF 0.9875 (Table 54B), 32,588 l at 15 °C')).toBeInTheDocument();
    const history = within(await dialog.findByRole('table', { name: 'Measurements' }));
    const rows = (await history.findAllByRole('row')).slice(1).map((row) => row.textContent);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('33,000 l at 30 °C, 850 kg/m³');
    expect(rows[0]).toContain('by Lara Bello');
    expect(rows[0]).toContain('Superseded');
    expect(rows[1]).toContain('32,531 l at 15 °C');
    expect(rows[1]).toContain('Ticket read 32 °C, typed 30');
    expect(rows[1]).toContain('Counts');
  });

  it('requires a reason, follows the corrected temperature in the preview and sends the correction', async () => {
    const sent: unknown[] = [];
    const { user } = renderLogistics([correctionHandlers.correctLoadingSucceeds(sent)]);
    const dialog = await openDialog(user, `Correct loading of ${loadedAccepted.shipmentNumber}`, 'Correct loading');
    const temperature = dialog.getByRole('textbox', { name: /^Temperature/ });
    await user.clear(temperature);
    await user.type(temperature, '32');
    expect(await dialog.findByText('VCF 0.9858 (Table 54B), 32,531 l at 15 °C')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Save correction' }));
    expect(await dialog.findByText(MEASUREMENT_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(dialog.getByRole('textbox', { name: /^Reason/ }), 'Ticket read 32 °C, typed 30');
    await user.click(dialog.getByRole('button', { name: 'Save correction' }));
    expect(
      await screen.findByText(`${loadedAccepted.shipmentNumber}: 32,531 l at 15 °C now counts.`),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      {
        id: loadedAccepted.id,
        observedVolume: '33000',
        unit: 'l',
        temperatureC: '32',
        densityKgM3: '850',
        reason: 'Ticket read 32 °C, typed 30',
      },
    ]);
    // Two dialogs' worth of typing: on a loaded machine this one runs past the default 20 s.
  }, 60_000);

  it('corrects a receipt and says the server refusal once the final invoice is issued', async () => {
    const { user } = renderLogistics([
      correctionHandlers.correctReceiptRefused(MEASUREMENT_MESSAGES.receiptAfterFinalInvoice),
    ]);
    const dialog = await openDialog(
      user,
      `Correct receipt of ${receivedCorrectable.shipmentNumber}`,
      'Correct receipt',
    );
    const volume = dialog.getByRole('textbox', { name: /^Observed volume/ });
    await user.clear(volume);
    await user.type(volume, '32800');
    expect(await dialog.findByText('VCF 0.9892 (Table 54B), 32,446 l at 15 °C')).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /^Reason/ }), 'Meter read 32,800 l');
    await user.click(dialog.getByRole('button', { name: 'Save correction' }));
    expect(await screen.findByText(MEASUREMENT_MESSAGES.receiptAfterFinalInvoice)).toBeInTheDocument();
  });

  it("keeps Correct receipt off once the order's final invoice is issued, saying why, in the reader's language", async () => {
    const { user, unmount } = renderScreen(<LogisticsDashboardScreen />, {
      route: '/logistics',
      handlers: [
        authHandlers.signedInAs(sessionUsers.logistics),
        ...logisticsDashboardHandlers.of([receivedCorrectable, receiptInvoiced]),
        correctionHandlers.history(),
      ],
    });
    const closed = await screen.findByRole(
      'button',
      { name: `Correct receipt of ${receiptInvoiced.shipmentNumber}` },
      FIRST_LOAD,
    );
    expect(closed).toHaveAttribute('aria-disabled', 'true');
    expect(closed).toHaveAccessibleDescription(MEASUREMENT_MESSAGES.receiptAfterFinalInvoice);
    await user.click(closed);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The shipment the server still lets the carrier correct keeps its working button, without a reason.
    const open = screen.getByRole('button', { name: `Correct receipt of ${receivedCorrectable.shipmentNumber}` });
    expect(open).not.toHaveAttribute('aria-disabled');
    unmount();

    renderScreen(<LogisticsDashboardScreen />, {
      route: '/logistics',
      language: 'fr',
      handlers: [
        authHandlers.signedInAs(sessionUsers.logistics),
        ...logisticsDashboardHandlers.of([receiptInvoiced]),
        correctionHandlers.history(),
      ],
    });
    const closedFr = await screen.findByRole(
      'button',
      { name: `Corriger la réception de ${receiptInvoiced.shipmentNumber}` },
      FIRST_LOAD,
    );
    expect(closedFr).toHaveAccessibleDescription(/^La facture finale de la commande est émise/);
  });

  it('shows no closed receipt button to a buyer, who never corrects one', async () => {
    renderScreen(<LogisticsDashboardScreen />, {
      route: '/logistics',
      handlers: [
        authHandlers.signedInAs(sessionUsers.buyer),
        ...logisticsDashboardHandlers.of([receiptInvoiced]),
        correctionHandlers.history(),
      ],
    });
    await screen.findByText(receiptInvoiced.shipmentNumber, {}, FIRST_LOAD);
    expect(screen.queryByRole('button', { name: /^Correct receipt of/ })).not.toBeInTheDocument();
  });
});
