import { screen, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { VCF_MESSAGES } from '@energy/domain/measurement/vcf';
import type { TPodInput } from '@energy/domain/schemas/fulfilment';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { shipments } from '../../../mocks/fixtures/fulfilment';
import { logisticsDashboardHandlers, shipmentHandlers } from '../../../mocks/fulfilmentHandlers';
import { authHandlers, trpcMsw } from '../../../mocks/handlers';
import { renderScreen } from '../../../test-utils/render';
import { FIRST_LOAD } from '../../../test-utils/waits';
import { LogisticsDashboardScreen } from './LogisticsDashboardScreen';

const renderLogistics = (handlers: RequestHandler[]) =>
  renderScreen(<LogisticsDashboardScreen />, {
    route: '/logistics',
    handlers: [authHandlers.signedInAs(sessionUsers.logistics), ...logisticsDashboardHandlers.of(), ...handlers],
  });

type User = ReturnType<typeof renderLogistics>['user'];

async function fillLoading(user: User, temperature: string) {
  await user.click(
    await screen.findByRole('button', { name: `Record loading of ${shipments.accepted.shipmentNumber}` }, FIRST_LOAD),
  );
  const dialog = within(await screen.findByRole('dialog', { name: 'Record loading' }));
  await user.type(dialog.getByRole('textbox', { name: /^Bill of lading number/ }), 'BL-APP-2026-0117');
  await user.type(dialog.getByRole('textbox', { name: /^Observed volume/ }), '33000');
  await user.type(dialog.getByRole('textbox', { name: /^Temperature/ }), temperature);
  await user.type(dialog.getByRole('textbox', { name: /^Density at 15 °C/ }), '850');
  await user.click(dialog.getByRole('button', { name: 'Record loading' }));
  return dialog;
}

describe('measured delivery on the Logistics Dashboard', () => {
  it('shows loaded and received volumes at 15 °C and the transit loss', async () => {
    renderLogistics([]);
    expect(await screen.findAllByText('Loaded: 32,588 l at 15 °C', {}, FIRST_LOAD)).toHaveLength(2);
    expect(screen.getByText('Received: 32,545 l at 15 °C')).toBeInTheDocument();
    expect(screen.getByText('Transit loss: 43 l (0.13 %)')).toBeInTheDocument();
  });

  it('offers Record loading only where the server lists shipment.recordLoading', async () => {
    renderLogistics([]);
    await screen.findByText(shipments.accepted.shipmentNumber, {}, FIRST_LOAD);
    expect(screen.getAllByRole('button', { name: /^Record loading of/ })).toHaveLength(1);
  });

  it('records the loading and tells the NSV the server computed', async () => {
    const { user } = renderLogistics([shipmentHandlers.recordLoadingSucceeds()]);
    await fillLoading(user, '30');
    expect(
      await screen.findByText(`${shipments.accepted.shipmentNumber} loaded: 32,588 l at 15 °C.`),
    ).toBeInTheDocument();
  });

  it('checks the fields before sending, and shows the server refusal on its field', async () => {
    const { user } = renderLogistics([
      shipmentHandlers.recordLoadingFails('temperatureC', VCF_MESSAGES.temperatureOutOfRange150),
    ]);
    await user.click(
      await screen.findByRole('button', { name: `Record loading of ${shipments.accepted.shipmentNumber}` }, FIRST_LOAD),
    );
    const empty = within(await screen.findByRole('dialog', { name: 'Record loading' }));
    await user.click(empty.getByRole('button', { name: 'Record loading' }));
    expect(empty.getByText('Bill of lading number is required')).toBeInTheDocument();
    expect(empty.getByText('Temperature is required')).toBeInTheDocument();
    await user.type(empty.getByRole('textbox', { name: /^Bill of lading number/ }), 'BL-APP-2026-0117');
    await user.type(empty.getByRole('textbox', { name: /^Observed volume/ }), '33000');
    await user.type(empty.getByRole('textbox', { name: /^Temperature/ }), '-40');
    await user.type(empty.getByRole('textbox', { name: /^Density at 15 °C/ }), '850');
    await user.click(empty.getByRole('button', { name: 'Record loading' }));
    expect(await empty.findByText(VCF_MESSAGES.temperatureOutOfRange150)).toBeInTheDocument();
  });

  it('sends the measured fields of the proof of delivery, and none when left empty', async () => {
    const sent: TPodInput[] = [];
    const capture = trpcMsw.shipment.submitPod.mutation(({ input }) => {
      sent.push(input);
      return { ...shipments.delivered, status: 'pod_confirmed' as const, allowedActions: [] };
    });
    const { user } = renderLogistics([capture]);
    const open = async () => {
      await user.click(
        await screen.findByRole('button', { name: `Submit POD for ${shipments.delivered.shipmentNumber}` }, FIRST_LOAD),
      );
      return within(await screen.findByRole('dialog', { name: 'Submit Proof of Delivery' }));
    };
    let dialog = await open();
    await user.type(dialog.getByRole('textbox', { name: /^Recipient Name/ }), 'Ngozi Obi');
    const measured = within(dialog.getByRole('group', { name: 'Measured at discharge (optional)' }));
    await user.type(measured.getByRole('textbox', { name: /^Observed volume/ }), '32900');
    await user.type(measured.getByRole('textbox', { name: /^Temperature/ }), '28');
    await user.type(measured.getByRole('textbox', { name: /^Density at 15 °C/ }), '850');
    await user.click(dialog.getByRole('button', { name: 'Submit POD' }));
    await screen.findByText('Proof of delivery has been successfully submitted.');
    expect(sent[0]).toMatchObject({
      recipientName: 'Ngozi Obi',
      receivedObservedVolume: '32900',
      receivedUnit: 'l',
      receivedTemperatureC: '28',
      receivedDensityKgM3: '850',
    });
    dialog = await open();
    await user.type(dialog.getByRole('textbox', { name: /^Recipient Name/ }), 'Ada Obi');
    await user.click(dialog.getByRole('button', { name: 'Submit POD' }));
    await expect.poll(() => sent.length).toBe(2);
    expect(sent[1]).not.toHaveProperty('receivedObservedVolume');
  });
});
