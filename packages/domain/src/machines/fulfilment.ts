import type { OrderStatus, PaymentStatus, ShipmentStatus } from '../constants';
import { sourcesOf, terminalStates, type Transitions } from './transitions';

/**
 * Order: follows its supplier's confirmation and its shipment; cancellable until goods move. An allocated order
 * goes back to confirmed when its chosen carrier declines the shipment (shipment.decline), so the supplier
 * arranges transport again; order.confirm itself acts only on a created order (its `requires`).
 */
export const ORDER_TRANSITIONS: Transitions<OrderStatus> = {
  created: ['confirmed', 'cancelled'],
  confirmed: ['allocated', 'cancelled'],
  allocated: ['in_transit', 'cancelled', 'confirmed'],
  in_transit: ['delivered'],
  delivered: ['completed'],
  completed: [],
  cancelled: [],
};

export const SHIPMENT_TRANSITIONS: Transitions<ShipmentStatus> = {
  tendered: ['accepted', 'cancelled'],
  accepted: ['in_transit', 'cancelled'],
  in_transit: ['delivered'],
  delivered: ['pod_confirmed'],
  pod_confirmed: [],
  cancelled: [],
};

/**
 * Payment with escrow: captured money is held until the order's escrow is released (completed): by the buyer's
 * confirmation of receipt, or at the end of the inspection period that proof of delivery opens.
 */
export const PAYMENT_TRANSITIONS: Transitions<PaymentStatus> = {
  pending: ['processing', 'refunded'],
  processing: ['captured', 'failed'],
  captured: ['completed', 'refunded'],
  failed: ['processing', 'refunded'],
  completed: [],
  refunded: [],
};

/** A payment in these states has taken (or is taking) the money: processing, captured, completed. */
export const PAYMENT_TAKING_STATES: readonly PaymentStatus[] = [
  ...new Set([
    ...sourcesOf(PAYMENT_TRANSITIONS, 'captured'),
    ...sourcesOf(PAYMENT_TRANSITIONS, 'completed'),
    'completed' as const,
  ]),
];

/** A payment in these states is closed: nothing is owed on it any more. */
export const PAYMENT_CLOSED_STATES: readonly PaymentStatus[] = terminalStates(PAYMENT_TRANSITIONS);

/** Orders that are over (completed or cancelled); the Pending Orders list shows the others. */
export const ORDER_CLOSED_STATES: readonly OrderStatus[] = terminalStates(ORDER_TRANSITIONS);
