import { ORDER_SORTS, PAYMENT_SORTS, SHIPMENT_SORTS } from '../list-sorts';
import { ORDER_TRANSITIONS, PAYMENT_TRANSITIONS, SHIPMENT_TRANSITIONS } from '../machines/fulfilment';
import { entry, type StateCheck } from '../actions/entry';
import { carrierOf, carrierOrSupplierOf } from '../actions/parties';
import type { RecordFacts } from '../actions/records';
import { finalInvoiceRefusal, MEASUREMENT_MESSAGES } from '../schemas/measurement-messages';
import { defineEntity } from './descriptor';

type ShipmentFacts = RecordFacts['shipment'];
/** Loading is measured before departure: while the carrier holds the shipment accepted. */
const beforeDeparture =
  (refusal: (state: string) => string): StateCheck<ShipmentFacts> =>
  (s) =>
    s.status === 'accepted' ? null : refusal(s.status);
const measured =
  (kind: 'loading' | 'receipt'): StateCheck<ShipmentFacts> =>
  (s) =>
    s.measured?.[kind] ? null : MEASUREMENT_MESSAGES.nothingToCorrect(kind);
/** A measurement the order's issued final invoice stands on is no longer corrected (finalInvoiceRefusal). */
const invoiceStillOpen =
  (kind: 'loading' | 'receipt'): StateCheck<ShipmentFacts> =>
  (s) =>
    finalInvoiceRefusal(kind, s.settlement);

/** An order follows its shipment on the road: in transit, then delivered. */
export const order = defineEntity({
  label: 'Order',
  table: 'orders',
  machine: { transitions: ORDER_TRANSITIONS, column: 'status' },
  sorts: ORDER_SORTS,
  events: {
    permission: 'order:read',
    refreshes: ['order', 'shipment', 'payment', 'contract', 'notification'],
    notificationType: 'order',
  },
  page: () => '/orders',
  follows: [
    { leader: 'shipment', link: { leader: 'orderId' }, on: { in_transit: ['in_transit'], delivered: ['delivered'] } },
  ],
});

/** A shipment is cancelled with its order. */
export const shipment = defineEntity({
  label: 'Shipment',
  table: 'shipments',
  machine: { transitions: SHIPMENT_TRANSITIONS, column: 'status' },
  sorts: SHIPMENT_SORTS,
  events: {
    permission: 'shipment:read',
    refreshes: ['shipment', 'order', 'notification'],
    notificationType: 'shipment',
  },
  page: () => '/logistics',
  follows: [{ leader: 'order', link: { follower: 'orderId' }, on: { cancelled: ['cancelled'] } }],
  /*
   * Measured delivery: the carrier records the loading once, before departure; a measurement is corrected by a new
   * one with its reason (the loading before departure, the receipt once proof of delivery is given).
   */
  verbs: {
    'shipment.recordLoading': entry({
      on: 'shipment',
      permission: 'shipment:measure',
      party: carrierOf,
      transition: { none: 'records the loading: bill of lading, observed volume, temperature, density; NSV computed' },
      requires: [
        beforeDeparture(MEASUREMENT_MESSAGES.loadingAfterDeparture),
        (s) => (s.measured?.loading ? MEASUREMENT_MESSAGES.loadingRecorded : null),
      ],
    }),
    'shipment.correctLoading': entry({
      on: 'shipment',
      permission: 'shipment:measure',
      party: carrierOf,
      transition: { none: 'records a corrected loading with its reason; the latest one counts' },
      requires: [
        beforeDeparture(MEASUREMENT_MESSAGES.correctionAfterDeparture),
        measured('loading'),
        invoiceStillOpen('loading'),
      ],
    }),
    'shipment.correctReceipt': entry({
      on: 'shipment',
      permission: 'pod:submit',
      party: carrierOrSupplierOf,
      transition: { none: 'records a corrected receipt with its reason; the transit loss is computed again' },
      requires: [
        (s) => (s.status === 'pod_confirmed' ? null : MEASUREMENT_MESSAGES.receiptCorrectionClosed(s.status)),
        measured('receipt'),
        invoiceStillOpen('receipt'),
      ],
    }),
  },
});

export const payment = defineEntity({
  label: 'Payment',
  table: 'payments',
  machine: { transitions: PAYMENT_TRANSITIONS, column: 'status' },
  sorts: PAYMENT_SORTS,
  events: {
    permission: 'payment:read',
    refreshes: ['payment', 'order', 'settlement', 'contract', 'notification'],
    notificationType: 'payment',
  },
  page: () => '/payments',
});
