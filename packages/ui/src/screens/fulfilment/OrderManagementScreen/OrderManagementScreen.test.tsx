import { translatorFor } from '@energy/i18n/translator';
import { screen, waitFor, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { confirmReceiptMessage, MONEY_TITLES } from '@energy/domain/escrow-messages';
import { FLEET_MESSAGES } from '@energy/domain/schemas/fleet';
import { VERIFICATION_MESSAGES } from '@energy/domain/schemas/verification';
import { ESCROW_TEXTS } from '../../../components/fulfilment/EscrowRelease';
import { formatDateTime } from '../../../components/fulfilment/dateTime';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import {
  cancelOnlyOrderList,
  escrowOrderList,
  escrowOrders,
  logisticsCompanies,
  orderList,
  orders,
  SIGNATURE_PNG,
  shipments,
  supplierOrderList,
  uncapturedOrders,
  watcherOrderList,
  type OrderFixture,
} from '../../../mocks/fixtures/fulfilment';
import { bids, fleetWorkMessages } from '../../../mocks/fixtures/fleetWork';
import { tenderHandlers } from '../../../mocks/fleetWorkHandlers';
import { orderHandlers, organizationHandlers, shipmentHandlers } from '../../../mocks/fulfilmentHandlers';
import { authHandlers, trpcMsw } from '../../../mocks/handlers';
import { fillIn } from '../../../test-utils/fillIn';
import { columnHeader, emulatePhone } from '../../../test-utils/tableQueries';
import { renderScreen } from '../../../test-utils/render';
import { ARRANGE_NOTICES, OPEN_TENDER } from './ArrangeShipmentModal';
import { BID_TEXTS } from './ShipmentBids';
import { CANCEL_NOTICES } from './CancelOrderModal';
import { RECEIPT_DIALOG_TEXTS } from './ConfirmReceiptModal';
import { ORDER_TEXTS, OrderManagementScreen } from './OrderManagementScreen';

/** The English texts the screen shows (the catalogue's keys are what the screens export). */
const en = translatorFor('en');

const renderOrders = (role: keyof typeof sessionUsers, handlers: RequestHandler[] = [orderHandlers.list()]) =>
  renderScreen(<OrderManagementScreen />, {
    route: '/orders',
    handlers: [authHandlers.signedInAs(sessionUsers[role]), ...handlers],
  });

/** The bids once the shipment was awarded: one won, the other lost, neither awardable. */
const closedBids = [
  { ...bids.niger, status: 'lost' as const, allowedActions: [] },
  { ...bids.coastal, status: 'won' as const, allowedActions: [] },
];

const rowOf = (orderNumber: string) => within(screen.getByText(orderNumber).closest('tr') as HTMLElement);

describe('OrderManagementScreen', () => {
  it('lists orders with each contract currency, statuses and the shipment status', async () => {
    renderOrders('logistics', [orderHandlers.list(watcherOrderList)]);
    expect(await screen.findByText(orders.created.orderNumber)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: en(ORDER_TEXTS.title) })).toBeInTheDocument();
    for (const header of [
      'Order Number',
      'Buyer',
      'Supplier',
      'Total Value',
      'Status',
      'Shipment Status',
      'Created',
      'Actions',
    ]) {
      expect(columnHeader(header)).toBeInTheDocument();
    }
    expect(screen.getAllByRole('row').slice(1)).toHaveLength(orderList.length);
    expect(rowOf(orders.created.orderNumber).getByText('$1,250,000.00')).toBeInTheDocument();
    expect(rowOf(orders.completed.orderNumber).getByText('$10,000,000.00')).toBeInTheDocument();
    expect(rowOf(orders.inTransit.orderNumber).getAllByText('In Transit')).toHaveLength(2);
    // Nothing listed in allowedActions: tracking only, no party actions.
    expect(screen.queryByRole('button', { name: 'Confirm Order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Track / })).toHaveLength(
      orderList.filter((order) => order.shipment).length,
    );
    expect(screen.queryByRole('button', { name: /^Confirm receipt/ })).not.toBeInTheDocument();
  });

  it("marks a verified buyer and supplier with Verified, and leaves an unverified supplier's name bare", async () => {
    renderOrders('buyer');
    await screen.findByText(orders.created.orderNumber);
    const verified = { name: VERIFICATION_MESSAGES.verified };
    // The seeded buyer and supplier are verified; Bonny Energy Trading's KYB review is still open.
    expect(rowOf(orders.created.orderNumber).getAllByRole('img', verified)).toHaveLength(2);
    const others = rowOf(orders.othersCreated.orderNumber);
    expect(others.getByText(orders.othersCreated.supplierOrg.name)).toBeInTheDocument();
    expect(others.getAllByRole('img', verified)).toHaveLength(1);
  });

  it('says which bidding carriers are verified, where the supplier chooses one', async () => {
    const { user } = renderOrders('supplier', [orderHandlers.list(supplierOrderList), tenderHandlers.bids()]);
    await user.click(await screen.findByRole('button', { name: `Track ${orders.allocated.orderNumber}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Shipment Tracking' }));
    const bidRow = (carrier: string) => within(dialog.getByText(carrier).closest('tr') as HTMLElement);
    expect(await dialog.findByText(bids.niger.carrier.name)).toBeInTheDocument();
    expect(
      bidRow(bids.niger.carrier.name).getByRole('img', { name: VERIFICATION_MESSAGES.verified }),
    ).toBeInTheDocument();
    expect(bidRow(bids.coastal.carrier.name).getByText(VERIFICATION_MESSAGES.notVerified)).toBeInTheDocument();
    expect(
      bidRow(bids.coastal.carrier.name).queryByRole('img', { name: VERIFICATION_MESSAGES.verified }),
    ).not.toBeInTheDocument();
  });

  it("keeps each order in its contract's currency", async () => {
    renderOrders('buyer', [orderHandlers.list([orders.created, { ...orders.completed, currency: 'NGN' }])]);
    expect(await screen.findByText('₦10,000,000.00')).toBeInTheDocument();
    expect(rowOf(orders.created.orderNumber).getByText('$1,250,000.00')).toBeInTheDocument();
  });

  it('shows the escrow release date, and lets the buyer confirm receipt during the inspection period', async () => {
    let sent: unknown = null;
    const confirmReceipt = trpcMsw.order.confirmReceipt.mutation(({ input }) => {
      sent = input;
      const now = new Date().toISOString();
      return {
        ...orders.inspecting,
        status: 'completed' as const,
        escrow: { ...orders.inspecting.escrow, receiptConfirmedAt: now, releasedAt: now, heldAmount: 0 },
      };
    });
    const { user } = renderOrders('buyer', [orderHandlers.list(), confirmReceipt]);
    await screen.findByText(orders.inspecting.orderNumber);
    expect(columnHeader(en(ESCROW_TEXTS.column))).toBeInTheDocument();
    const due = orders.inspecting.escrow.releaseDueAt ?? '';
    expect(
      rowOf(orders.inspecting.orderNumber).getByText(en(ESCROW_TEXTS.due, { at: formatDateTime(due) })),
    ).toBeInTheDocument();
    const released = orders.completed.escrow.releasedAt ?? '';
    expect(
      rowOf(orders.completed.orderNumber).getByText(
        en(ESCROW_TEXTS.releasedOnReceipt, { at: formatDateTime(released) }),
      ),
    ).toBeInTheDocument();
    // Only the order in its inspection period offers it.
    expect(screen.getAllByRole('button', { name: /^Confirm receipt of / })).toHaveLength(1);
    await user.click(
      rowOf(orders.inspecting.orderNumber).getByRole('button', {
        name: `Confirm receipt of ${orders.inspecting.orderNumber}`,
      }),
    );
    // The dialog says what happens to the money held in escrow before anything is sent.
    const dialog = within(await screen.findByRole('dialog', { name: en(RECEIPT_DIALOG_TEXTS.title) }));
    expect(dialog.getByText('$300,000.00 held in escrow is released to Delta Crude Supply now.')).toBeInTheDocument();
    expect(sent).toBeNull();
    await user.click(dialog.getByRole('button', { name: en(RECEIPT_DIALOG_TEXTS.confirm) }));
    expect(await screen.findByText(MONEY_TITLES.receipt)).toBeInTheDocument();
    expect(
      screen.getByText(
        `${orders.inspecting.orderNumber}: the money held in escrow was released to Delta Crude Supply.`,
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual({ id: orders.inspecting.id });
  });

  it('confirming receipt before anything was captured says nothing is released now, and the payment is released once captured', async () => {
    const order = uncapturedOrders.unpaid;
    const { user } = renderOrders('buyer', [orderHandlers.list([order]), orderHandlers.confirmReceiptSucceeds()]);
    await user.click(await screen.findByRole('button', { name: `Confirm receipt of ${order.orderNumber}` }));
    const dialog = within(await screen.findByRole('dialog', { name: en(RECEIPT_DIALOG_TEXTS.title) }));
    expect(dialog.getByText(confirmReceiptMessage(order))).toBeInTheDocument();
    expect(
      dialog.getByText(
        /^Nothing has been captured into escrow yet, so nothing is released now: your receipt is recorded, and the payment of \$300,000\.00 is released to Delta Crude Supply as soon as finance captures it\.$/,
      ),
    ).toBeInTheDocument();
    expect(dialog.queryByText(/escrowed payment is released/)).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: en(RECEIPT_DIALOG_TEXTS.confirm) }));
    expect(
      await screen.findByText(
        `${order.orderNumber}: receipt recorded. Nothing was captured into escrow yet, so nothing was released: the payment of $300,000.00 is released to Delta Crude Supply as soon as finance captures it.`,
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: en(RECEIPT_DIALOG_TEXTS.title) })).not.toBeInTheDocument(),
    );
  });

  it('an order whose receipt was confirmed before any capture shows nothing released: released once the payment is captured', async () => {
    const order = uncapturedOrders.receiptConfirmed;
    renderOrders('buyer', [orderHandlers.list([order])]);
    const row = within((await screen.findByText(order.orderNumber)).closest('tr') as HTMLElement);
    expect(
      row.getByText(
        en(ESCROW_TEXTS.receiptAwaitingCapture, { at: formatDateTime(order.escrow.receiptConfirmedAt ?? '') }),
      ),
    ).toBeInTheDocument();
    expect(row.queryByText(/^Released /)).not.toBeInTheDocument();
    expect(row.queryByRole('button', { name: /^Confirm receipt of / })).not.toBeInTheDocument();
  });

  it('an order held by a dispute: the dialog says the receipt cannot release the money now', async () => {
    const { user } = renderOrders('buyer', [orderHandlers.list([escrowOrders.heldByDispute])]);
    await user.click(
      await screen.findByRole('button', { name: `Confirm receipt of ${escrowOrders.heldByDispute.orderNumber}` }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: en(RECEIPT_DIALOG_TEXTS.title) }));
    expect(
      dialog.getByText(`Your receipt cannot release the money now: ${VERIFICATION_MESSAGES.dispute}`),
    ).toBeInTheDocument();
  });

  it('says why escrow is held: an open dispute, or a supplier not verified yet; nothing held once due or released', async () => {
    renderOrders('buyer', [orderHandlers.list(escrowOrderList)]);
    await screen.findByText(escrowOrders.heldByDispute.orderNumber);
    const disputed = rowOf(escrowOrders.heldByDispute.orderNumber);
    expect(disputed.getByText(en(ESCROW_TEXTS.held))).toBeInTheDocument();
    expect(disputed.getByText(VERIFICATION_MESSAGES.dispute)).toBeInTheDocument();
    const unverified = rowOf(escrowOrders.heldUnverified.orderNumber);
    expect(unverified.getByText(en(ESCROW_TEXTS.held))).toBeInTheDocument();
    expect(unverified.getByText(VERIFICATION_MESSAGES.release)).toBeInTheDocument();
    for (const order of [escrowOrders.due, escrowOrders.released])
      expect(rowOf(order.orderNumber).queryByText(en(ESCROW_TEXTS.held))).not.toBeInTheDocument();
    expect(screen.getAllByText(en(ESCROW_TEXTS.held))).toHaveLength(2);
  });

  it("on a phone says why escrow is held in the order's card", async () => {
    emulatePhone();
    renderOrders('supplier', [orderHandlers.list(escrowOrderList.map((order) => ({ ...order, allowedActions: [] })))]);
    const cards = await screen.findByTestId('data-table-cards');
    const disputed = within(
      within(cards).getByText(escrowOrders.heldByDispute.orderNumber).closest('article') as HTMLElement,
    );
    expect(disputed.getByText(en(ESCROW_TEXTS.held))).toBeInTheDocument();
    expect(disputed.getByText(VERIFICATION_MESSAGES.dispute)).toBeInTheDocument();
  });

  it('says why a confirmation of receipt was refused', async () => {
    const message = "This order's escrow is already released: the inspection period ended on 2026-11-20T10:00:00.000Z";
    const { user } = renderOrders('buyer', [orderHandlers.list(), orderHandlers.confirmReceiptFails(message)]);
    await user.click(
      await screen.findByRole('button', { name: `Confirm receipt of ${orders.inspecting.orderNumber}` }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: en(RECEIPT_DIALOG_TEXTS.title) })).getByRole('button', {
        name: en(RECEIPT_DIALOG_TEXTS.confirm),
      }),
    );
    expect(await screen.findByText(en(ORDER_TEXTS.receiptFailed))).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('never offers the supplier or the carrier to confirm receipt', async () => {
    renderOrders('supplier', [orderHandlers.list(supplierOrderList)]);
    await screen.findByText(orders.inspecting.orderNumber);
    expect(screen.queryByRole('button', { name: /^Confirm receipt of / })).not.toBeInTheDocument();
  });

  it('shows the empty state and the load failure', async () => {
    renderOrders('buyer', [orderHandlers.list([])]);
    expect(await screen.findByText(en(ORDER_TEXTS.emptyText))).toBeInTheDocument();
  });

  it('says when orders cannot be loaded', async () => {
    renderOrders('buyer', [orderHandlers.listFails()]);
    expect(await screen.findByText(en(ORDER_TEXTS.loadFailed))).toBeInTheDocument();
  });

  it('lets the supplier confirm only its own created order', async () => {
    const { user } = renderOrders('supplier', [orderHandlers.list(supplierOrderList), orderHandlers.confirmSucceeds()]);
    await screen.findByText(orders.created.orderNumber);
    expect(screen.getAllByRole('button', { name: 'Confirm Order' })).toHaveLength(1);
    expect(
      rowOf(orders.othersCreated.orderNumber).queryByRole('button', { name: 'Confirm Order' }),
    ).not.toBeInTheDocument();
    await user.click(rowOf(orders.created.orderNumber).getByRole('button', { name: 'Confirm Order' }));
    expect(await screen.findByText(en(ORDER_TEXTS.confirmed))).toBeInTheDocument();
  });

  it('validates the arrangement and its tender terms before sending', async () => {
    const { user } = renderOrders('supplier', [orderHandlers.list(supplierOrderList), organizationHandlers.list()]);
    await screen.findByText(orders.confirmed.orderNumber);
    expect(screen.getAllByRole('button', { name: 'Arrange Shipment' })).toHaveLength(1);
    await user.click(rowOf(orders.confirmed.orderNumber).getByRole('button', { name: 'Arrange Shipment' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Arrange Shipment' }));
    expect(dialog.getByRole('combobox', { name: 'Logistics Company' })).toHaveValue(en(OPEN_TENDER.label));
    await user.click(dialog.getByRole('button', { name: 'Arrange Shipment' }));
    expect(dialog.getByText('Origin is required')).toBeInTheDocument();
    expect(dialog.getByText('Cargo description is required')).toBeInTheDocument();
    expect(dialog.getByText(FLEET_MESSAGES.maxRateRequired)).toBeInTheDocument();
    expect(dialog.getByText(FLEET_MESSAGES.bidDeadlineRequired)).toBeInTheDocument();
  });

  it("arranges a shipment with a chosen carrier and no tender terms: it accepts at the order's terms", async () => {
    let sent: unknown = null;
    const create = trpcMsw.shipment.create.mutation(({ input }) => {
      sent = input;
      return { ...orders.allocated.shipment, orderId: input.orderId };
    });
    const { user } = renderOrders('supplier', [
      orderHandlers.list(supplierOrderList),
      organizationHandlers.list(),
      create,
    ]);
    await screen.findByText(orders.confirmed.orderNumber);
    await user.click(rowOf(orders.confirmed.orderNumber).getByRole('button', { name: 'Arrange Shipment' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Arrange Shipment' }));
    fillIn(dialog.getByRole('textbox', { name: /^Origin/ }), 'Bonny Terminal');
    fillIn(dialog.getByRole('textbox', { name: /^Destination/ }), 'Apapa Depot');
    fillIn(dialog.getByRole('textbox', { name: /^Estimated Departure/ }), 'December 1, 2099');
    fillIn(dialog.getByRole('textbox', { name: /^Estimated Arrival/ }), 'December 4, 2099');
    fillIn(dialog.getByRole('textbox', { name: /^Cargo Description/ }), '250,000 liters of AGO');
    await user.click(dialog.getByRole('combobox', { name: 'Logistics Company' }));
    await user.click(await screen.findByRole('option', { name: logisticsCompanies[1]?.name ?? '' }));
    expect(dialog.getByText(en(ARRANGE_NOTICES.termsOptional))).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Arrange Shipment' }));
    expect(await screen.findByText(en(ARRANGE_NOTICES.arranged))).toBeInTheDocument();
    expect(sent).toEqual({
      orderId: orders.confirmed.id,
      originLocation: 'Bonny Terminal',
      destinationLocation: 'Apapa Depot',
      estimatedDeparture: '2099-12-01',
      estimatedArrival: '2099-12-04',
      cargoDescription: '250,000 liters of AGO',
      logisticsOrgId: logisticsCompanies[1]?.id,
    });
  });

  it('arranges an open tender on its terms: dollars on screen, cents on the wire', async () => {
    let sent: unknown = null;
    const create = trpcMsw.shipment.create.mutation(({ input }) => {
      sent = input;
      return { ...orders.allocated.shipment, orderId: input.orderId };
    });
    const { user } = renderOrders('supplier', [
      orderHandlers.list(supplierOrderList),
      organizationHandlers.list(),
      create,
    ]);
    await user.click(await screen.findByRole('button', { name: 'Arrange Shipment' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Arrange Shipment' }));
    fillIn(dialog.getByRole('textbox', { name: /^Origin/ }), 'Bonny Terminal');
    fillIn(dialog.getByRole('textbox', { name: /^Destination/ }), 'Apapa Depot');
    fillIn(dialog.getByRole('textbox', { name: /^Estimated Departure/ }), 'December 1, 2099');
    fillIn(dialog.getByRole('textbox', { name: /^Estimated Arrival/ }), 'December 4, 2099');
    fillIn(dialog.getByRole('textbox', { name: /^Cargo Description/ }), '250,000 liters of AGO');
    await user.click(dialog.getByRole('combobox', { name: 'Priority' }));
    await user.click(await screen.findByRole('option', { name: 'Urgent' }));
    fillIn(dialog.getByRole('textbox', { name: /^Maximum Rate/ }), '2500.5');
    fillIn(dialog.getByRole('textbox', { name: /^Bid Deadline/ }), 'November 28, 2099 5:00 PM');
    fillIn(dialog.getByRole('textbox', { name: /^Weight/ }), '21000');
    const requirements = dialog.getByPlaceholderText('Type and press Enter');
    await user.click(requirements);
    fillIn(requirements, 'Sealed tanks');
    await user.keyboard('{Enter}');
    await user.click(dialog.getByRole('checkbox', { name: /^Hazardous cargo/ }));
    await user.click(dialog.getByRole('button', { name: 'Arrange Shipment' }));
    expect(await screen.findByText(en(ARRANGE_NOTICES.arranged))).toBeInTheDocument();
    expect(sent).toEqual({
      orderId: orders.confirmed.id,
      originLocation: 'Bonny Terminal',
      destinationLocation: 'Apapa Depot',
      estimatedDeparture: '2099-12-01',
      estimatedArrival: '2099-12-04',
      cargoDescription: '250,000 liters of AGO',
      tender: {
        priority: 'urgent',
        maxRate: 250_050,
        bidDeadline: new Date('2099-11-28T17:00').toISOString(),
        weightKg: 21_000,
        specialRequirements: ['Sealed tanks'],
        hazardous: true,
      },
    });
  });

  it('lets the buyer cancel with a reason before the goods move', async () => {
    let sent: unknown = null;
    const cancel = trpcMsw.order.cancel.mutation(({ input }) => {
      sent = input;
      return { ...orders.created, status: 'cancelled' as const, cancelReason: input.reason };
    });
    const { user } = renderOrders('buyer', [orderHandlers.list(), cancel]);
    await screen.findByText(orders.created.orderNumber);
    // Where order.cancel is listed: created, confirmed, allocated and the other supplier's created order.
    expect(screen.getAllByRole('button', { name: 'Cancel Order' })).toHaveLength(4);
    expect(rowOf(orders.inTransit.orderNumber).queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm Order' })).not.toBeInTheDocument();
    await user.click(rowOf(orders.created.orderNumber).getByRole('button', { name: 'Cancel Order' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel Order' }));
    await user.click(dialog.getByRole('button', { name: 'Confirm Cancel' }));
    expect(dialog.getByText('A reason is required to cancel an order')).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /^Reason/ }), 'Requirement withdrawn');
    await user.click(dialog.getByRole('button', { name: 'Confirm Cancel' }));
    expect(await screen.findByText(en(CANCEL_NOTICES.cancelled))).toBeInTheDocument();
    expect(sent).toEqual({ id: orders.created.id, reason: 'Requirement withdrawn' });
  });

  it('shows each order exactly the verbs its allowedActions list, whatever its status', async () => {
    const listed: OrderFixture = {
      ...orders.inTransit,
      allowedActions: ['order.confirm', 'order.cancel', 'shipment.create', 'order.confirmReceipt'],
    };
    const unlisted: OrderFixture = { ...orders.created, allowedActions: [] };
    renderOrders('supplier', [orderHandlers.list([listed, unlisted])]);
    await screen.findByText(orders.created.orderNumber);
    const withVerbs = rowOf(orders.inTransit.orderNumber);
    for (const name of [
      'Confirm Order',
      'Cancel Order',
      'Arrange Shipment',
      `Confirm receipt of ${orders.inTransit.orderNumber}`,
    ]) {
      expect(withVerbs.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(rowOf(orders.created.orderNumber).queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers finance of the buying organization Cancel Order where listed, and nothing else', async () => {
    renderOrders('finance', [orderHandlers.list(cancelOnlyOrderList)]);
    await screen.findByText(orders.created.orderNumber);
    expect(screen.getAllByRole('button', { name: 'Cancel Order' })).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Confirm Order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Confirm receipt/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Arrange Shipment' })).not.toBeInTheDocument();
  });

  it('tracks a delivered shipment with its proof of delivery and signature', async () => {
    const { user } = renderOrders('buyer');
    await screen.findByText(orders.completed.orderNumber);
    expect(rowOf(orders.created.orderNumber).queryByRole('button', { name: /^Track/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Track ${orders.completed.orderNumber}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Shipment Tracking' }));
    for (const step of ['Tendered', 'Accepted', 'In Transit', 'Delivered'])
      expect(dialog.getByText(step)).toBeInTheDocument();
    expect(dialog.getAllByText('POD Confirmed').length).toBeGreaterThan(0);
    expect(dialog.getByText('Recipient')).toBeInTheDocument();
    expect(dialog.getByText('Chidi Nwosu')).toBeInTheDocument();
    expect(dialog.getByText('Delivered At')).toBeInTheDocument();
    expect(dialog.getByText('Seals intact; 3 tankers received.')).toBeInTheDocument();
    expect(dialog.getByRole('img', { name: 'Signature of Chidi Nwosu' })).toHaveAttribute('src', SIGNATURE_PNG);
  });

  it('tracks a shipment in transit without proof of delivery', async () => {
    const { user } = renderOrders('supplier', [
      orderHandlers.list(supplierOrderList),
      shipmentHandlers.list(),
      tenderHandlers.bids(closedBids),
    ]);
    await user.click(await screen.findByRole('button', { name: `Track ${orders.inTransit.orderNumber}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Shipment Tracking' }));
    expect(dialog.getByText(/^Departed /)).toBeInTheDocument();
    expect(dialog.getByText('Awaiting proof of delivery')).toBeInTheDocument();
    expect(dialog.queryByText('Recipient')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the supplier the bids on its tendered shipment and awards one', async () => {
    const sent: unknown[] = [];
    const award = trpcMsw.tender.award.mutation(({ input }) => {
      sent.push(input);
      return {
        ...shipments.tendered,
        status: 'accepted' as const,
        logisticsOrg: bids.coastal.carrier,
        allowedActions: [],
      };
    });
    const { user } = renderOrders('supplier', [orderHandlers.list(supplierOrderList), tenderHandlers.bids(), award]);
    await user.click(await screen.findByRole('button', { name: `Track ${orders.allocated.orderNumber}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Shipment Tracking' }));
    const table = within(await dialog.findByRole('table', { name: 'Bids' }));
    for (const text of [
      bids.niger.carrier.name,
      '$11,250.00',
      '2-3 business days',
      'Two tankers available from Monday.',
      bids.coastal.carrier.name,
      '$11,900.00',
    ]) {
      expect(table.getByText(text)).toBeInTheDocument();
    }
    await user.click(table.getByRole('button', { name: `Award to ${bids.coastal.carrier.name}` }));
    // Nothing is sent before the confirmation, which says what the award commits to.
    const confirm = within(await screen.findByRole('dialog', { name: en(BID_TEXTS.confirmTitle) }));
    expect(
      confirm.getByText(
        en(BID_TEXTS.confirmCommitment, {
          carrier: bids.coastal.carrier.name,
          rate: '$11,900.00',
          delivery: bids.coastal.estimatedDeliveryTime,
        }),
      ),
    ).toBeInTheDocument();
    expect(confirm.getByText(en(BID_TEXTS.confirmEffects))).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.click(confirm.getByRole('button', { name: en(BID_TEXTS.confirm) }));
    expect(await screen.findByText(en(BID_TEXTS.awarded))).toBeInTheDocument();
    expect(
      screen.getByText(
        en(BID_TEXTS.awardedText, {
          carrier: bids.coastal.carrier.name,
          shipmentNumber: shipments.tendered.shipmentNumber,
        }),
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ bidId: bids.coastal.id }]);
  });

  it('reports a refused award with the server message', async () => {
    const { user } = renderOrders('supplier', [
      orderHandlers.list(supplierOrderList),
      tenderHandlers.bids(),
      tenderHandlers.awardFails(),
    ]);
    await user.click(await screen.findByRole('button', { name: `Track ${orders.allocated.orderNumber}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Shipment Tracking' }));
    await user.click(await dialog.findByRole('button', { name: `Award to ${bids.niger.carrier.name}` }));
    await user.click(
      within(await screen.findByRole('dialog', { name: en(BID_TEXTS.confirmTitle) })).getByRole('button', {
        name: en(BID_TEXTS.confirm),
      }),
    );
    expect(await screen.findByText(en(BID_TEXTS.awardFailed))).toBeInTheDocument();
    expect(screen.getByText(fleetWorkMessages.bidAlreadyAwarded)).toBeInTheDocument();
  });

  it('awards nothing when the supplier cancels the confirmation', async () => {
    const sent: unknown[] = [];
    const award = trpcMsw.tender.award.mutation(({ input }) => {
      sent.push(input);
      return {
        ...shipments.tendered,
        status: 'accepted' as const,
        logisticsOrg: bids.coastal.carrier,
        allowedActions: [],
      };
    });
    const { user } = renderOrders('supplier', [orderHandlers.list(supplierOrderList), tenderHandlers.bids(), award]);
    await user.click(await screen.findByRole('button', { name: `Track ${orders.allocated.orderNumber}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Shipment Tracking' }));
    await user.click(await dialog.findByRole('button', { name: `Award to ${bids.coastal.carrier.name}` }));
    await user.click(
      within(await screen.findByRole('dialog', { name: en(BID_TEXTS.confirmTitle) })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: en(BID_TEXTS.confirmTitle) })).not.toBeInTheDocument(),
    );
    expect(sent).toEqual([]);
    expect(screen.queryByText(en(BID_TEXTS.awarded))).not.toBeInTheDocument();
  });

  it('offers no Award on closed bids', async () => {
    const { user } = renderOrders('supplier', [orderHandlers.list(supplierOrderList), tenderHandlers.bids(closedBids)]);
    await user.click(await screen.findByRole('button', { name: `Track ${orders.allocated.orderNumber}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Shipment Tracking' }));
    expect(await dialog.findByText('Won')).toBeInTheDocument();
    expect(dialog.getByText('Lost')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: /^Award/ })).not.toBeInTheDocument();
  });
});

describe('OrderManagementScreen in French', () => {
  it('speaks French: title, columns, actions, and money written the French way', async () => {
    renderScreen(<OrderManagementScreen />, {
      route: '/orders',
      language: 'fr',
      handlers: [authHandlers.signedInAs(sessionUsers.logistics), orderHandlers.list(watcherOrderList)],
    });
    expect(
      await screen.findByRole('heading', { name: 'Gestion des commandes' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText(orders.created.orderNumber)).toBeInTheDocument();
    for (const header of ['Numéro de commande', 'Acheteur', 'Fournisseur', 'Valeur totale', 'Statut de l’expédition'])
      expect(columnHeader(header)).toBeInTheDocument();
    const order = orders.inTransit;
    const french = (text: string) => text.replace(/\s+/g, ' ');
    const total = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: order.currency }).format(
      order.totalValue / 100,
    );
    expect(rowOf(order.orderNumber).getByText(french(total))).toBeInTheDocument();
    expect(rowOf(order.orderNumber).getByRole('button', { name: `Suivre ${order.orderNumber}` })).toBeInTheDocument();
  });
});
