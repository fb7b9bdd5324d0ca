import type { RequestHandler } from 'msw';
import {
  fulfilmentMessages,
  ledgerEntry,
  loadingMeasurement,
  logisticsCompanies,
  namedCarrierShipment,
  orderList,
  paymentList,
  shipmentList,
  uncapturedOrders,
  uncapturedPayments,
  type OrderFixture,
  type OrganizationFixture,
  type PaymentFixture,
  type ShipmentFixture,
} from './fixtures/fulfilment';
import { mockPage, serverError, trpcMsw } from './handlers';
import { paymentSummaryOf, shipmentSummaryOf } from './fixtures/summaries';

/** Answers that never come, for the loading states. */
const pendingForever = <T>(): Promise<T> => new Promise<T>(() => undefined);

const unavailable = () => serverError('INTERNAL_SERVER_ERROR', fulfilmentMessages.serverUnavailable);

const orderById = (id: string): OrderFixture =>
  [...orderList, ...Object.values(uncapturedOrders)].find((order) => order.id === id) ?? (orderList[0] as OrderFixture);
const shipmentById = (id: string): ShipmentFixture =>
  shipmentList.find((shipment) => shipment.id === id) ?? (shipmentList[0] as ShipmentFixture);
const paymentById = (id: string): PaymentFixture =>
  [...paymentList, ...Object.values(uncapturedPayments)].find((payment) => payment.id === id) ??
  (paymentList[0] as PaymentFixture);

export const orderHandlers = {
  list: (list: OrderFixture[] = orderList) => trpcMsw.order.list.query(({ input }) => mockPage(list, input)),
  listLoading: () => trpcMsw.order.list.query(() => pendingForever()),
  listFails: () =>
    trpcMsw.order.list.query(() => {
      throw unavailable();
    }),
  confirmSucceeds: () =>
    trpcMsw.order.confirm.mutation(({ input }) => ({ ...orderById(input.id), status: 'confirmed' as const })),
  confirmReceiptSucceeds: () =>
    trpcMsw.order.confirmReceipt.mutation(({ input }) => {
      const order = orderById(input.id);
      const now = new Date().toISOString();
      // As the server answers: the receipt is recorded; only money captured into escrow is released.
      if (order.escrow.heldAmount === 0) return { ...order, escrow: { ...order.escrow, receiptConfirmedAt: now } };
      const paidUp = order.escrow.uncapturedAmount === 0;
      return {
        ...order,
        status: paidUp ? ('completed' as const) : order.status,
        escrow: { ...order.escrow, receiptConfirmedAt: now, releasedAt: now, heldReason: null, heldAmount: 0 },
      };
    }),
  confirmReceiptFails: (message: string) =>
    trpcMsw.order.confirmReceipt.mutation(() => {
      throw serverError('CONFLICT', message);
    }),
  confirmFails: (message: string = fulfilmentMessages.orderForbidden) =>
    trpcMsw.order.confirm.mutation(() => {
      throw serverError('FORBIDDEN', message);
    }),
  cancelSucceeds: () =>
    trpcMsw.order.cancel.mutation(({ input }) => ({
      ...orderById(input.id),
      status: 'cancelled' as const,
      cancelReason: input.reason,
    })),
} satisfies Record<string, (...args: never[]) => RequestHandler>;

export const organizationHandlers = {
  list: (list: OrganizationFixture[] = logisticsCompanies) =>
    trpcMsw.organization.list.query(({ input }) =>
      mockPage(
        list.filter((org) => !input?.type || org.type === input.type),
        input,
      ),
    ),
} satisfies Record<string, (...args: never[]) => RequestHandler>;

/** A shipment moved one step, as the server answers. */
const moved = (id: string, status: ShipmentFixture['status']): ShipmentFixture => ({ ...shipmentById(id), status });

export const shipmentHandlers = {
  list: (list: ShipmentFixture[] = shipmentList) => trpcMsw.shipment.list.query(({ input }) => mockPage(list, input)),
  listLoading: () => trpcMsw.shipment.list.query(() => pendingForever()),
  listFails: () =>
    trpcMsw.shipment.list.query(() => {
      throw unavailable();
    }),
  /** The summary of exactly these shipments, as the server counts every shipment the caller may see. */
  summary: (list: ShipmentFixture[] = shipmentList) => trpcMsw.shipment.summary.query(() => shipmentSummaryOf(list)),
  summaryLoading: () => trpcMsw.shipment.summary.query(() => pendingForever()),
  summaryFails: () =>
    trpcMsw.shipment.summary.query(() => {
      throw unavailable();
    }),
  createSucceeds: () =>
    trpcMsw.shipment.create.mutation(({ input }) => ({
      ...(shipmentList[0] as ShipmentFixture),
      orderId: input.orderId,
      originLocation: input.originLocation,
      destinationLocation: input.destinationLocation,
      cargoDescription: input.cargoDescription,
      estimatedDeparture: new Date(input.estimatedDeparture).toISOString(),
      estimatedArrival: new Date(input.estimatedArrival).toISOString(),
    })),
  acceptSucceeds: () => trpcMsw.shipment.accept.mutation(({ input }) => moved(input.id, 'accepted')),
  acceptFails: (message: string = fulfilmentMessages.shipmentConflict) =>
    trpcMsw.shipment.accept.mutation(() => {
      throw serverError('CONFLICT', message);
    }),
  /** The carrier's decline: the shipment comes back cancelled, with nothing left to do on it. */
  declineSucceeds: (shipment: ShipmentFixture = namedCarrierShipment) =>
    trpcMsw.shipment.decline.mutation(() => ({ ...shipment, status: 'cancelled' as const, allowedActions: [] })),
  declineFails: (message: string = fulfilmentMessages.shipmentConflict) =>
    trpcMsw.shipment.decline.mutation(() => {
      throw serverError('CONFLICT', message);
    }),
  startTransitSucceeds: () => trpcMsw.shipment.startTransit.mutation(({ input }) => moved(input.id, 'in_transit')),
  markDeliveredSucceeds: () => trpcMsw.shipment.markDelivered.mutation(({ input }) => moved(input.id, 'delivered')),
  submitPodSucceeds: () =>
    trpcMsw.shipment.submitPod.mutation(({ input }) => ({
      ...moved(input.shipmentId, 'pod_confirmed'),
      podData: {
        deliveredAt: new Date(input.deliveredAt).toISOString(),
        recipientName: input.recipientName,
        signature: input.signature ?? null,
        notes: input.notes ?? null,
      },
    })),
  /** The loading recorded: the server's figures for 33,000 l at 30 °C (NSV 32,588 l). */
  recordLoadingSucceeds: () =>
    trpcMsw.shipment.recordLoading.mutation(({ input }) => ({
      ...shipmentById(input.id),
      measured: { loading: loadingMeasurement, receipt: null, transitLossLitres: null, transitLossPct: null },
      allowedActions: ['shipment.startTransit' as const, 'shipment.correctLoading' as const],
    })),
  /** A refusal naming its field, as the server's VCF refuses a temperature outside Table 54. */
  recordLoadingFails: (path: string, message: string) =>
    trpcMsw.shipment.recordLoading.mutation(() => {
      throw serverError('BAD_REQUEST', message, [{ path, message }]);
    }),
  submitPodFails: (message: string = fulfilmentMessages.podAlreadySubmitted) =>
    trpcMsw.shipment.submitPod.mutation(() => {
      throw serverError('CONFLICT', message);
    }),
  /** A failure without a message, so the screen falls back to the spec's text. */
  submitPodFailsSilently: () =>
    trpcMsw.shipment.submitPod.mutation(() => {
      throw serverError('INTERNAL_SERVER_ERROR', '');
    }),
} satisfies Record<string, (...args: never[]) => RequestHandler>;

export const paymentHandlers = {
  list: (list: PaymentFixture[] = paymentList) => trpcMsw.payment.list.query(({ input }) => mockPage(list, input)),
  listLoading: () => trpcMsw.payment.list.query(() => pendingForever()),
  listFails: () =>
    trpcMsw.payment.list.query(() => {
      throw unavailable();
    }),
  /** The summary of exactly these payments, as the server counts every payment the caller may see. */
  summary: (list: PaymentFixture[] = paymentList) => trpcMsw.payment.summary.query(() => paymentSummaryOf(list)),
  summaryLoading: () => trpcMsw.payment.summary.query(() => pendingForever()),
  summaryFails: () =>
    trpcMsw.payment.summary.query(() => {
      throw unavailable();
    }),
  processSucceeds: () =>
    trpcMsw.payment.process.mutation(({ input: sent }) => {
      // The UI sends integer minor units (the API's money format).
      const input = { ...sent, amount: Number(sent.amount) };
      const payment = paymentById(input.id);
      const now = new Date().toISOString();
      const capture = { ...ledgerEntry(9, 'capture', input.amount, now), id: 'bf6a0000-0000-4000-8000-000000000099' };
      // As the server answers: captured after the buyer's receipt, the money is released to the payee at once.
      if (payment.escrow.receiptConfirmedAt && !payment.escrow.heldReason) {
        const release = { ...ledgerEntry(9, 'release', input.amount, now), id: 'bf6a0000-0000-4000-8000-000000000098' };
        return {
          ...payment,
          status: 'completed' as const,
          failureReason: null,
          ledger: [...payment.ledger, capture, release],
          escrow: {
            ...payment.escrow,
            releasedAt: payment.escrow.releasedAt ?? now,
            uncapturedAmount: payment.escrow.uncapturedAmount - input.amount,
          },
        };
      }
      return {
        ...payment,
        status: 'captured' as const,
        failureReason: null,
        ledger: [...payment.ledger, capture],
        escrow: {
          ...payment.escrow,
          heldAmount: payment.escrow.heldAmount + input.amount,
          uncapturedAmount: payment.escrow.uncapturedAmount - input.amount,
        },
      };
    }),
  processFails: (message: string) =>
    trpcMsw.payment.process.mutation(() => {
      throw serverError('CONFLICT', message);
    }),
} satisfies Record<string, (...args: never[]) => RequestHandler>;

/** The Payment Dashboard's two queries answered alike: the list and the summary of the same payments. */
export const paymentDashboardHandlers = {
  of: (list: PaymentFixture[] = paymentList): RequestHandler[] => [
    paymentHandlers.list(list),
    paymentHandlers.summary(list),
  ],
  loading: (): RequestHandler[] => [paymentHandlers.listLoading(), paymentHandlers.summaryLoading()],
  fails: (): RequestHandler[] => [paymentHandlers.listFails(), paymentHandlers.summaryFails()],
};

/** The Logistics Dashboard's two queries answered alike: the list and the summary of the same shipments. */
export const logisticsDashboardHandlers = {
  of: (list: ShipmentFixture[] = shipmentList): RequestHandler[] => [
    shipmentHandlers.list(list),
    shipmentHandlers.summary(list),
  ],
  loading: (): RequestHandler[] => [shipmentHandlers.listLoading(), shipmentHandlers.summaryLoading()],
  fails: (): RequestHandler[] => [shipmentHandlers.listFails(), shipmentHandlers.summaryFails()],
};
