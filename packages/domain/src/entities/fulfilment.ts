import { ORDER_SORTS, PAYMENT_SORTS, SHIPMENT_SORTS } from '../list-sorts';
import { ORDER_TRANSITIONS, PAYMENT_TRANSITIONS, SHIPMENT_TRANSITIONS } from '../machines/fulfilment';
import { defineEntity } from './descriptor';

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
