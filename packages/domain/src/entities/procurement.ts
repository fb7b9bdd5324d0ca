import { CONTRACT_SORTS, OFFER_SORTS, RFQ_SORTS } from '../list-sorts';
import {
  CONTRACT_TRANSITIONS,
  COUNTER_TRANSITIONS,
  OFFER_TRANSITIONS,
  RFQ_TRANSITIONS,
  SETTLEMENT_TRANSITIONS,
} from '../machines/procurement';
import { defineEntity } from './descriptor';

export const rfq = defineEntity({
  label: 'RFQ',
  table: 'rfqs',
  machine: { transitions: RFQ_TRANSITIONS, column: 'status' },
  sorts: RFQ_SORTS,
  events: { permission: 'rfq:read', refreshes: ['rfq', 'offer', 'notification'], notificationType: 'rfq' },
  page: (id) => `/rfq/${id}`,
});

/** Offers are read under rfq:read, as offer.list is; an offer's page is its RFQ's. */
export const offer = defineEntity({
  label: 'Offer',
  table: 'offers',
  machine: { transitions: OFFER_TRANSITIONS, column: 'status' },
  /** The counter-offer on an offer has its own small machine, in offers.counter_status. */
  parts: { counter: { transitions: COUNTER_TRANSITIONS, column: 'counterStatus' } },
  sorts: OFFER_SORTS,
  events: { permission: 'rfq:read', refreshes: ['offer', 'rfq', 'notification'], notificationType: 'offer' },
  page: (_id, { rfqId }) => (rfqId ? `/rfq/${rfqId}` : '/rfq'),
});

/** A contract follows its order: active once the supplier confirms the order, cancelled with it. */
export const contract = defineEntity({
  label: 'Contract',
  table: 'contracts',
  machine: { transitions: CONTRACT_TRANSITIONS, column: 'status' },
  sorts: CONTRACT_SORTS,
  events: {
    permission: 'contract:read',
    refreshes: ['contract', 'settlement', 'order', 'notification'],
    notificationType: 'contract',
  },
  page: () => '/contracts',
  follows: [
    { leader: 'order', link: { leader: 'contractId' }, on: { confirmed: ['active'], cancelled: ['cancelled'] } },
  ],
});

/** Settlements are read under payment:read, as the settlement dashboard is. */
export const settlement = defineEntity({
  label: 'Settlement',
  table: 'settlements',
  machine: { transitions: SETTLEMENT_TRANSITIONS, column: 'status' },
  events: {
    permission: 'payment:read',
    refreshes: ['settlement', 'contract', 'payment', 'notification'],
    notificationType: 'settlement',
  },
  page: () => '/settlements',
});
