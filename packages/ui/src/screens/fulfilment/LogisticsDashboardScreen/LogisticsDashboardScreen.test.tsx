import { translatorFor } from '@energy/i18n/translator';
import { screen, waitFor, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { POD_MESSAGES, POD_NOTICES } from '../../../components/fulfilment/PodForm';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import {
  adminShipmentList,
  fulfilmentMessages,
  namedCarrierShipment,
  shipmentList,
  shipments,
} from '../../../mocks/fixtures/fulfilment';
import { shipmentSummaryOf } from '../../../mocks/fixtures/summaries';
import { logisticsDashboardHandlers, shipmentHandlers } from '../../../mocks/fulfilmentHandlers';
import { authHandlers, mockPage, serverError, trpcMsw } from '../../../mocks/handlers';
import { renderScreen } from '../../../test-utils/render';
import { FIRST_LOAD } from '../../../test-utils/waits';
import { measurementHandlers } from '../../../mocks/measurementHandlers';
import { VCF_MESSAGES } from '@energy/domain/measurement/vcf';
import { VCF_GROUP_TEXTS, VOLUME_CORRECTION_TEXTS } from '../../../components/fulfilment/VolumeCorrectionCalculator';
import { LOGISTICS_TEXTS, LogisticsDashboardScreen } from './LogisticsDashboardScreen';
import { MOVE_NOTICES, shipmentValues } from './useShipmentMoves';
import { DECLINE_CONFIRM_TEXTS, DELIVERED_CONFIRM_TEXTS } from './ShipmentRowActions';

/** The English texts the screen shows (the catalogue's keys are what the screens export). */
const en = translatorFor('en');

const renderLogistics = (
  handlers: RequestHandler[] = [...logisticsDashboardHandlers.of()],
  role: keyof typeof sessionUsers = 'logistics',
) =>
  renderScreen(<LogisticsDashboardScreen />, {
    route: '/logistics',
    handlers: [authHandlers.signedInAs(sessionUsers[role]), ...handlers],
  });

const card = (label: string) => within(screen.getByRole('group', { name: label }));
const rowOf = (shipmentNumber: string) => within(screen.getByText(shipmentNumber).closest('tr') as HTMLElement);

const openPodForm = async (user: ReturnType<typeof renderLogistics>['user']) => {
  await user.click(await screen.findByRole('button', { name: `Submit POD for ${shipments.delivered.shipmentNumber}` }));
  return within(await screen.findByRole('dialog', { name: 'Submit Proof of Delivery' }));
};

describe('LogisticsDashboardScreen', () => {
  it('computes the four metrics from the shipments', async () => {
    renderLogistics();
    await screen.findByText(shipments.tendered.shipmentNumber);
    expect(screen.getByRole('heading', { name: en(LOGISTICS_TEXTS.title) })).toBeInTheDocument();
    expect(card('Active Shipments').getByText('2')).toBeInTheDocument();
    // Three arrived, two of them by the estimated arrival.
    expect(card('On-Time Delivery').getByText('66.7%')).toBeInTheDocument();
    // The spec's 45.2K miles: the carrier's jobs completed this month drove 72,742 km (the browser's en-US locale).
    expect(card('Distance').getByText('45.2K miles')).toBeInTheDocument();
    expect(card('Distance').getByText(en(LOGISTICS_TEXTS.distanceHint))).toBeInTheDocument();
    expect(card('Completed PODs').getByText('2')).toBeInTheDocument();
    expect(screen.getAllByRole('row').slice(1)).toHaveLength(shipmentList.length);
  });

  it('counts the cards over every shipment on the server (shipment.summary), not only the page loaded', async () => {
    const everyShipment = {
      activeShipments: 73,
      openTenders: 12,
      completedPods: 410,
      arrived: 8,
      arrivedOnTime: 6,
      distanceMeters: 114_210,
    };
    renderLogistics([shipmentHandlers.list([shipments.tendered]), trpcMsw.shipment.summary.query(() => everyShipment)]);
    await screen.findByText(shipments.tendered.shipmentNumber);
    expect(await card('Active Shipments').findByText('73')).toBeInTheDocument();
    expect(card('Distance').getByText('71 miles')).toBeInTheDocument();
    expect(card('Completed PODs').getByText('410')).toBeInTheDocument();
    expect(card('On-Time Delivery').getByText('75%')).toBeInTheDocument();
  });

  it("shows the distance in kilometers where the user's locale drives in kilometers (en-NG), in miles for en-US", async () => {
    const language = vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-NG');
    try {
      renderLogistics([
        shipmentHandlers.list([shipments.tendered]),
        trpcMsw.shipment.summary.query(() => ({ ...shipmentSummaryOf([]), distanceMeters: 114_210 })),
      ]);
      expect(await card('Distance').findByText('114.2 km')).toBeInTheDocument();
    } finally {
      language.mockRestore();
    }
  });

  it('shows no distance before any job of the month completed', async () => {
    renderLogistics([...logisticsDashboardHandlers.of([])]);
    expect(await card('Distance').findByText('0 miles')).toBeInTheDocument();
  });

  it("offers Start Transit only where the server lists it: not while the shipment's job has no driver and vehicle", async () => {
    const waitingForCrew = { ...shipments.accepted, allowedActions: [] };
    renderLogistics([...logisticsDashboardHandlers.of([waitingForCrew])]);
    await screen.findByText(shipments.accepted.shipmentNumber);
    expect(screen.queryByRole('button', { name: /^Start Transit/ })).not.toBeInTheDocument();
  });

  it('shows a dash for on-time delivery when nothing has arrived', async () => {
    renderLogistics([...logisticsDashboardHandlers.of([shipments.tendered, shipments.inTransit])]);
    await screen.findByText(shipments.tendered.shipmentNumber);
    expect(card('On-Time Delivery').getByText('—')).toBeInTheDocument();
    expect(card('Active Shipments').getByText('1')).toBeInTheDocument();
  });

  it('shows the empty state and the load failure', async () => {
    renderLogistics([...logisticsDashboardHandlers.of([])]);
    expect(await screen.findByText(en(LOGISTICS_TEXTS.emptyText))).toBeInTheDocument();
    expect(card('Completed PODs').getByText('0')).toBeInTheDocument();
  });

  it('says when shipments cannot be loaded', async () => {
    renderLogistics([...logisticsDashboardHandlers.fails()]);
    expect(await screen.findByText(en(LOGISTICS_TEXTS.loadFailed))).toBeInTheDocument();
  });

  it('offers each step only where the shipment lists its verb', async () => {
    renderLogistics();
    await screen.findByText(shipments.tendered.shipmentNumber);
    expect(screen.getAllByRole('button', { name: /^Accept/ })).toHaveLength(1);
    expect(
      rowOf(shipments.tendered.shipmentNumber).getByRole('button', {
        name: `Accept ${shipments.tendered.shipmentNumber}`,
      }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Start Transit/ })).toHaveLength(1);
    expect(
      rowOf(shipments.accepted.shipmentNumber).getByRole('button', {
        name: `Start Transit ${shipments.accepted.shipmentNumber}`,
      }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Mark Delivered/ })).toHaveLength(1);
    expect(
      rowOf(shipments.inTransit.shipmentNumber).getByRole('button', {
        name: `Mark Delivered ${shipments.inTransit.shipmentNumber}`,
      }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Submit POD/ })).toHaveLength(1);
    expect(
      rowOf(shipments.delivered.shipmentNumber).getByRole('button', {
        name: `Submit POD for ${shipments.delivered.shipmentNumber}`,
      }),
    ).toBeInTheDocument();
    expect(rowOf(shipments.podConfirmed.shipmentNumber).queryByRole('button')).not.toBeInTheDocument();
  });

  it('gives admins no carrier steps and no Submit POD, as their allowedActions say', async () => {
    renderLogistics([...logisticsDashboardHandlers.of(adminShipmentList)], 'admin');
    await screen.findByText(shipments.tendered.shipmentNumber);
    expect(screen.queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Start Transit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Mark Delivered/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Submit POD/ })).not.toBeInTheDocument();
  });

  describe('a shipment tendered to this carrier without a tender', () => {
    it('offers Decline beside Accept only where the server lists shipment.decline', async () => {
      renderLogistics([...logisticsDashboardHandlers.of([namedCarrierShipment, shipments.tendered])]);
      await screen.findByText(namedCarrierShipment.shipmentNumber);
      const row = rowOf(namedCarrierShipment.shipmentNumber);
      expect(row.getByRole('button', { name: `Accept ${namedCarrierShipment.shipmentNumber}` })).toBeInTheDocument();
      expect(row.getByRole('button', { name: `Decline ${namedCarrierShipment.shipmentNumber}` })).toBeInTheDocument();
      // An open tender is declined through its tender, never here.
      expect(
        rowOf(shipments.tendered.shipmentNumber).queryByRole('button', { name: /^Decline/ }),
      ).not.toBeInTheDocument();
    });

    it('asks first, saying what declining does, and sends the reason the carrier typed', async () => {
      const sent: unknown[] = [];
      const decline = trpcMsw.shipment.decline.mutation(({ input }) => {
        sent.push(input);
        return { ...namedCarrierShipment, status: 'cancelled' as const, allowedActions: [] };
      });
      const { user } = renderLogistics([...logisticsDashboardHandlers.of([namedCarrierShipment]), decline]);
      await user.click(await screen.findByRole('button', { name: `Decline ${namedCarrierShipment.shipmentNumber}` }));
      const dialog = within(await screen.findByRole('dialog', { name: en(DECLINE_CONFIRM_TEXTS.title) }));
      expect(
        dialog.getByText(en(DECLINE_CONFIRM_TEXTS.effects, shipmentValues(namedCarrierShipment))),
      ).toBeInTheDocument();
      // Cancel sends nothing.
      await user.click(dialog.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(sent).toEqual([]);

      await user.click(screen.getByRole('button', { name: `Decline ${namedCarrierShipment.shipmentNumber}` }));
      const again = within(await screen.findByRole('dialog', { name: en(DECLINE_CONFIRM_TEXTS.title) }));
      await user.type(again.getByLabelText(en(DECLINE_CONFIRM_TEXTS.reason)), '  No tanker free that week ');
      await user.click(again.getByRole('button', { name: en(DECLINE_CONFIRM_TEXTS.confirm) }));
      expect(
        await screen.findByText(en(MOVE_NOTICES.declinedText, shipmentValues(namedCarrierShipment))),
      ).toBeInTheDocument();
      expect(sent).toEqual([{ id: namedCarrierShipment.id, reason: 'No tanker free that week' }]);
    });

    it("declines without a reason, and reports a refused decline with the server's message", async () => {
      const sent: unknown[] = [];
      const refusal = 'This shipment is accepted: only a tendered shipment can be declined';
      const decline = trpcMsw.shipment.decline.mutation(({ input }) => {
        sent.push(input);
        throw serverError('CONFLICT', refusal);
      });
      const { user } = renderLogistics([...logisticsDashboardHandlers.of([namedCarrierShipment]), decline]);
      await user.click(await screen.findByRole('button', { name: `Decline ${namedCarrierShipment.shipmentNumber}` }));
      const dialog = within(await screen.findByRole('dialog', { name: en(DECLINE_CONFIRM_TEXTS.title) }));
      await user.click(dialog.getByRole('button', { name: en(DECLINE_CONFIRM_TEXTS.confirm) }));
      expect(await screen.findByText(refusal)).toBeInTheDocument();
      expect(sent).toEqual([{ id: namedCarrierShipment.id }]);
    });
  });

  it('accepts, starts transit and marks delivered with their notices', async () => {
    const { user } = renderLogistics([
      ...logisticsDashboardHandlers.of(),
      shipmentHandlers.acceptSucceeds(),
      shipmentHandlers.startTransitSucceeds(),
      shipmentHandlers.markDeliveredSucceeds(),
    ]);
    await user.click(await screen.findByRole('button', { name: `Accept ${shipments.tendered.shipmentNumber}` }));
    expect(await screen.findByText(en(MOVE_NOTICES.accepted))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Start Transit ${shipments.accepted.shipmentNumber}` }));
    expect(
      await screen.findByText(en(MOVE_NOTICES.inTransitText, shipmentValues(shipments.accepted))),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Mark Delivered ${shipments.inTransit.shipmentNumber}` }));
    // Marking delivered asks first.
    const confirm = within(await screen.findByRole('dialog', { name: en(DELIVERED_CONFIRM_TEXTS.title) }));
    await user.click(confirm.getByRole('button', { name: en(DELIVERED_CONFIRM_TEXTS.confirm) }));
    expect(
      await screen.findByText(en(MOVE_NOTICES.deliveredText, shipmentValues(shipments.inTransit))),
    ).toBeInTheDocument();
  });

  it('offers no Accept on a tender the company declined (the server lists no verb on it)', async () => {
    const declined = { ...shipments.tendered, allowedActions: [] };
    renderLogistics([...logisticsDashboardHandlers.of([declined, shipments.accepted])]);
    await screen.findByText(declined.shipmentNumber);
    expect(rowOf(declined.shipmentNumber).queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
    expect(
      rowOf(shipments.accepted.shipmentNumber).getByRole('button', {
        name: `Start Transit ${shipments.accepted.shipmentNumber}`,
      }),
    ).toBeInTheDocument();
  });

  it('says what marking delivered does before it does it, and does nothing on Cancel', async () => {
    const sent: unknown[] = [];
    const deliver = trpcMsw.shipment.markDelivered.mutation(({ input }) => {
      sent.push(input);
      return { ...shipments.inTransit, status: 'delivered' as const, allowedActions: [] };
    });
    const { user } = renderLogistics([...logisticsDashboardHandlers.of(), deliver]);
    await user.click(
      await screen.findByRole('button', { name: `Mark Delivered ${shipments.inTransit.shipmentNumber}` }),
    );
    const confirm = within(await screen.findByRole('dialog', { name: en(DELIVERED_CONFIRM_TEXTS.title) }));
    expect(
      confirm.getByText(en(DELIVERED_CONFIRM_TEXTS.effects, shipmentValues(shipments.inTransit))),
    ).toBeInTheDocument();
    expect(confirm.getByText(en(DELIVERED_CONFIRM_TEXTS.money))).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: en(DELIVERED_CONFIRM_TEXTS.title) })).not.toBeInTheDocument(),
    );
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: `Mark Delivered ${shipments.inTransit.shipmentNumber}` }));
    await user.click(
      within(await screen.findByRole('dialog', { name: en(DELIVERED_CONFIRM_TEXTS.title) })).getByRole('button', {
        name: en(DELIVERED_CONFIRM_TEXTS.confirm),
      }),
    );
    await waitFor(() => expect(sent).toEqual([{ id: shipments.inTransit.id }]));
  });

  it('reports a refused step', async () => {
    const { user } = renderLogistics([...logisticsDashboardHandlers.of(), shipmentHandlers.acceptFails()]);
    await user.click(await screen.findByRole('button', { name: `Accept ${shipments.tendered.shipmentNumber}` }));
    expect(await screen.findByText(en(MOVE_NOTICES.failed))).toBeInTheDocument();
    expect(screen.getByText(fulfilmentMessages.shipmentConflict)).toBeInTheDocument();
  });

  it('validates the proof of delivery with the spec messages', async () => {
    const { user } = renderLogistics();
    const dialog = await openPodForm(user);
    expect(dialog.getByLabelText(/^Delivered At/)).not.toHaveValue('');
    expect(dialog.getByLabelText('Signature pad').tagName).toBe('CANVAS');
    await user.clear(dialog.getByLabelText(/^Delivered At/));
    await user.click(dialog.getByRole('button', { name: 'Submit POD' }));
    expect(dialog.getByText(POD_MESSAGES.deliveredAtRequired)).toBeInTheDocument();
    expect(dialog.getByText(POD_MESSAGES.recipientRequired)).toBeInTheDocument();
  });

  it('submits the proof of delivery without a signature and refreshes the shipments', async () => {
    const sent: unknown[] = [];
    let listCalls = 0;
    const list = trpcMsw.shipment.list.query(() => {
      listCalls += 1;
      return mockPage(shipmentList);
    });
    const submit = trpcMsw.shipment.submitPod.mutation(({ input }) => {
      sent.push(input);
      return { ...shipments.delivered, status: 'pod_confirmed' as const };
    });
    const { user } = renderLogistics([list, shipmentHandlers.summary(), submit]);
    const dialog = await openPodForm(user);
    // A typeable @mantine/dates picker in the forms' long style, not a native datetime-local input.
    const deliveredAt = dialog.getByLabelText(/^Delivered At/);
    expect(deliveredAt).not.toHaveAttribute('type', 'datetime-local');
    await user.clear(deliveredAt);
    await user.type(deliveredAt, 'November 20, 2026 2:30 PM');
    await user.type(dialog.getByRole('textbox', { name: /^Recipient Name/ }), 'Ngozi Obi');
    await user.click(dialog.getByRole('button', { name: 'Clear signature' }));
    await user.type(dialog.getByRole('textbox', { name: 'Notes' }), 'All seals intact');
    await user.click(dialog.getByRole('button', { name: 'Submit POD' }));
    expect(await screen.findByText(en(POD_NOTICES.submitted))).toBeInTheDocument();
    expect(screen.getByText(en(POD_NOTICES.submittedText))).toBeInTheDocument();
    expect(sent).toEqual([
      {
        shipmentId: shipments.delivered.id,
        deliveredAt: new Date('2026-11-20T14:30').toISOString(),
        recipientName: 'Ngozi Obi',
        notes: 'All seals intact',
      },
    ]);
    await waitFor(() => expect(listCalls).toBe(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows Submission Failed with the server message, or the fallback', async () => {
    const { user } = renderLogistics([...logisticsDashboardHandlers.of(), shipmentHandlers.submitPodFails()]);
    const dialog = await openPodForm(user);
    await user.type(dialog.getByRole('textbox', { name: /^Recipient Name/ }), 'Ngozi Obi');
    await user.click(dialog.getByRole('button', { name: 'Submit POD' }));
    expect(await screen.findByText(en(POD_NOTICES.failed))).toBeInTheDocument();
    expect(screen.getByText(fulfilmentMessages.podAlreadySubmitted)).toBeInTheDocument();
  });

  it('falls back to the spec text when the server gives no message', async () => {
    const { user } = renderLogistics([...logisticsDashboardHandlers.of(), shipmentHandlers.submitPodFailsSilently()]);
    const dialog = await openPodForm(user);
    await user.type(dialog.getByRole('textbox', { name: /^Recipient Name/ }), 'Ngozi Obi');
    await user.click(dialog.getByRole('button', { name: 'Submit POD' }));
    expect(await screen.findByText(en(POD_NOTICES.failed))).toBeInTheDocument();
    expect(screen.getByText(en(POD_NOTICES.failedFallback))).toBeInTheDocument();
  });
});

describe('LogisticsDashboardScreen volume correction calculator', () => {
  const openCalculator = async (user: ReturnType<typeof renderLogistics>['user']) => {
    await user.click(await screen.findByRole('button', { name: en(VOLUME_CORRECTION_TEXTS.open) }, FIRST_LOAD));
    return within(await screen.findByRole('dialog', { name: en(VOLUME_CORRECTION_TEXTS.title) }));
  };

  it('asks measurement.vcf and shows the VCF, its table and group, and the net standard volume', async () => {
    const sent: unknown[] = [];
    const { user } = renderLogistics([...logisticsDashboardHandlers.of(), measurementHandlers.vcf(sent)]);
    const dialog = await openCalculator(user);
    await user.type(dialog.getByRole('textbox', { name: /^Density at 15/ }), '850');
    await user.type(dialog.getByRole('textbox', { name: /^Observed temperature/ }), '30');
    await user.type(dialog.getByRole('textbox', { name: /^Observed volume/ }), '33000');
    await user.click(dialog.getByRole('button', { name: en(VOLUME_CORRECTION_TEXTS.calculate) }));
    expect(await dialog.findByText('0.9875')).toBeInTheDocument();
    expect(dialog.getByText('Table 54B')).toBeInTheDocument();
    expect(dialog.getByText(en(VCF_GROUP_TEXTS['diesel and fuel oils']))).toBeInTheDocument();
    expect(dialog.getByText('32,588 l at 15 °C')).toBeInTheDocument();
    expect(sent).toEqual([{ product: 'AGO', densityKgM3: '850', temperatureC: '30', observedLitres: '33000' }]);
  });

  it("shows the server's refusal on the field outside Table 54", async () => {
    const { user } = renderLogistics([
      ...logisticsDashboardHandlers.of(),
      measurementHandlers.vcfRefuses('temperatureC', VCF_MESSAGES.temperatureOutOfRange150),
    ]);
    const dialog = await openCalculator(user);
    await user.type(dialog.getByRole('textbox', { name: /^Density at 15/ }), '850');
    await user.type(dialog.getByRole('textbox', { name: /^Observed temperature/ }), '160');
    await user.click(dialog.getByRole('button', { name: en(VOLUME_CORRECTION_TEXTS.calculate) }));
    expect(await dialog.findByText(VCF_MESSAGES.temperatureOutOfRange150)).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /^Observed temperature/ })).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.queryByText('Table 54B')).not.toBeInTheDocument();
  });
});
