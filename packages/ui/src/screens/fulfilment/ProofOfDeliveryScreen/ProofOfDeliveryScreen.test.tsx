import { translatorFor } from '@energy/i18n/translator';
import { screen, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { POD_MESSAGES, POD_NOTICES } from '../../../components/fulfilment/PodForm';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { shipments, SIGNATURE_PNG, supplierShipmentList } from '../../../mocks/fixtures/fulfilment';
import { shipmentHandlers } from '../../../mocks/fulfilmentHandlers';
import { authHandlers } from '../../../mocks/handlers';
import { renderScreen } from '../../../test-utils/render';
import { POD_SCREEN_TEXTS, ProofOfDeliveryScreen } from './ProofOfDeliveryScreen';

/** The English texts the screen shows (the catalogue's keys are what the screens export). */
const en = translatorFor('en');

const renderPod = (
  handlers: RequestHandler[] = [shipmentHandlers.list(supplierShipmentList)],
  role: keyof typeof sessionUsers = 'supplier',
) =>
  renderScreen(<ProofOfDeliveryScreen />, {
    route: '/pod',
    handlers: [authHandlers.signedInAs(sessionUsers[role]), ...handlers],
  });

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('ProofOfDeliveryScreen', () => {
  it('lists delivered shipments awaiting proof and the submitted proofs with signatures', async () => {
    renderPod();
    expect(await screen.findByRole('region', { name: en(POD_SCREEN_TEXTS.awaiting) })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: en(POD_SCREEN_TEXTS.title) })).toBeInTheDocument();
    const awaiting = section(en(POD_SCREEN_TEXTS.awaiting));
    expect(awaiting.getByText(shipments.delivered.shipmentNumber)).toBeInTheDocument();
    expect(awaiting.queryByText(shipments.inTransit.shipmentNumber)).not.toBeInTheDocument();
    expect(awaiting.getAllByRole('button', { name: /^Submit POD/ })).toHaveLength(1);
    const submitted = section(en(POD_SCREEN_TEXTS.submitted));
    expect(submitted.getByText(shipments.podConfirmed.shipmentNumber)).toBeInTheDocument();
    expect(submitted.getByText(shipments.podLate.shipmentNumber)).toBeInTheDocument();
    expect(submitted.getAllByText('Recipient')).toHaveLength(2);
    expect(submitted.getByText('Seals intact; 3 tankers received.')).toBeInTheDocument();
    expect(submitted.getByRole('img', { name: 'Signature of Chidi Nwosu' })).toHaveAttribute('src', SIGNATURE_PNG);
    expect(submitted.getByText('No signature was captured.')).toBeInTheDocument();
  });

  it('shows both empty sections', async () => {
    renderPod([shipmentHandlers.list([shipments.tendered])], 'logistics');
    expect(await screen.findByText(en(POD_SCREEN_TEXTS.noneAwaitingText))).toBeInTheDocument();
    expect(screen.getByText(en(POD_SCREEN_TEXTS.noneSubmittedText))).toBeInTheDocument();
  });

  it('says when deliveries cannot be loaded', async () => {
    renderPod([shipmentHandlers.listFails()]);
    expect(await screen.findByText(en(POD_SCREEN_TEXTS.loadFailed))).toBeInTheDocument();
  });

  it('submits a proof of delivery from the awaiting list', async () => {
    const { user } = renderPod([shipmentHandlers.list(), shipmentHandlers.submitPodSucceeds()], 'logistics');
    await user.click(
      await screen.findByRole('button', { name: `Submit POD for ${shipments.delivered.shipmentNumber}` }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Submit Proof of Delivery' }));
    await user.click(dialog.getByRole('button', { name: 'Submit POD' }));
    expect(dialog.getByText(POD_MESSAGES.recipientRequired)).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /^Recipient Name/ }), 'Ngozi Obi');
    await user.click(dialog.getByRole('button', { name: 'Submit POD' }));
    expect(await screen.findByText(en(POD_NOTICES.submittedText))).toBeInTheDocument();
  });

  it('offers Submit POD only on a delivered shipment that lists shipment.submitPod', async () => {
    renderPod([shipmentHandlers.list([{ ...shipments.delivered, allowedActions: [] }, shipments.podConfirmed])]);
    const awaiting = await screen.findByRole('region', { name: en(POD_SCREEN_TEXTS.awaiting) });
    expect(within(awaiting).getByText(shipments.delivered.shipmentNumber)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Submit POD/ })).not.toBeInTheDocument();
  });
});
