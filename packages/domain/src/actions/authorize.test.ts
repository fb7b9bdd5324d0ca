import { A, B, C, EARLIER, LATER, no, NOW, ok, statuses, type State, type VerbRow } from '@energy/test/kind-tests';
import { KIND_BASES, KIND_VERB_ROWS } from '@energy/test/kinds';
import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../roles';
import { allowedActions, authorize } from './authorize';
import { ACTION_NAMES, type ActionName } from './catalog';
import { actionEntry } from './registry';
import type { EntityKind, RecordFacts } from './records';

/*
 * The refusal policy as a table, written out independently of the registry: for every verb, the roles
 * that hold it, who its party is, and in which states it is allowed. Every verb x role x party (own, other,
 * not visible) x state is checked against authorize. A is the actor's organization; B and C are others. The kinds
 * that bring theirs in a module of their own (packages/test/src/kinds/<kind>.ts) add their records and verbs.
 */

type Records = { [K in EntityKind]: RecordFacts[K] };
/** Every party field belongs to another organization: the "other party" record. */
const LISTED_BASE: Partial<Records> = {
  organization: { organizationId: B },
  rfq: { buyerOrgId: B, status: 'published', closeDate: LATER, quotedByMe: false },
  offer: {
    rfqId: 'rfq-1',
    supplierOrgId: C,
    buyerOrgId: B,
    status: 'pending',
    validUntil: LATER,
    counterStatus: null,
    rfqStatus: 'quoted',
    rfqCloseDate: LATER,
  },
  contract: { buyerOrgId: B, supplierOrgId: C, status: 'draft', signedByMe: false },
  settlement: {
    payerOrgId: B,
    payeeOrgId: C,
    refund: false,
    contractStatus: 'active',
    status: 'pending',
    escrow: null,
  },
  order: {
    buyerOrgId: B,
    supplierOrgId: C,
    status: 'created',
    releaseDueAt: null,
    releasedAt: null,
    receiptConfirmedAt: null,
  },
  shipment: { carrierOrgId: C, supplierOrgId: B, status: 'tendered', jobCrewed: null },
  payment: { payerOrgId: B, status: 'pending' },
  vehicle: { organizationId: B, status: 'active', onActiveJob: false },
  driver: { organizationId: B, status: 'available', onActiveJob: false },
  blackout: { organizationId: B },
  tender: { supplierOrgId: C, targetOrgId: B, shipmentStatus: 'tendered', bidDeadline: LATER, myBidStatus: null },
  bid: { supplierOrgId: B, status: 'submitted', shipmentStatus: 'tendered' },
  job: { organizationId: B, status: 'pending', assigned: false, atSite: false, discharged: false },
  document: { organizationId: B },
  platform: {},
  content: { status: 'draft' },
  featureFlag: { isEnabled: false },
  review: { status: 'pending' },
  dispute: { status: 'open' },
  disputable: { partyOrgIds: [B, C], openDispute: false },
  account: { active: true, lastActiveAdmin: false },
};
/** With the kinds' own: every kind a verb acts on has one (checked below). */
const BASE = { ...KIND_BASES, ...LISTED_BASE } as Records;
const ORDER = ['created', 'confirmed', 'allocated', 'in_transit', 'delivered', 'completed', 'cancelled'];
const SHIPMENT = ['tendered', 'accepted', 'in_transit', 'delivered', 'pod_confirmed', 'cancelled'];
const PAYMENT = ['pending', 'processing', 'captured', 'completed', 'failed', 'refunded'];
const RFQ = ['published', 'quoted', 'awarded', 'cancelled'];
const CONTRACT = ['draft', 'signed', 'active', 'completed', 'cancelled'];
const organization = { organizationId: A };
const buyer = { buyerOrgId: A };
const supplier = { supplierOrgId: A };
const payer = { payerOrgId: A };
const payee = { payeeOrgId: A };
const SETTLEMENT = ['pending', 'awaiting_confirmation', 'failed', 'completed'];
/** Settlements change hands on an active contract only: every other contract state is refused, naming it. */
const contractNotActive = Object.fromEntries(
  CONTRACT.filter((c) => c !== 'active').map((c) => [`contract ${c}`, no({ contractStatus: c }, c)]),
);
const carrier = { carrierOrgId: A };
/** What a shipment's measurements say: its loading recorded; its loading and its receipt. */
const loadingMeasured = { loading: true, receipt: false };
const bothMeasured = { loading: true, receipt: true };
/** The order's final invoice issued, on the contract's quantity basis. */
const invoicedOn = (quantityBasis: 'outturn' | 'bl') => ({ finalInvoiced: true, quantityBasis });
/** An offer is changed by its supplier only while pending, on an RFQ open for offers. */
const openOfferStates: Record<string, State> = {
  pending: ok({}),
  selected: no({ status: 'selected', rfqStatus: 'awarded' }, 'awarded'),
  declined: no({ status: 'declined' }, 'declined'),
  'rfq closed': no({ rfqCloseDate: EARLIER }, 'closed'),
  'rfq cancelled': no({ rfqStatus: 'cancelled' }, 'cancelled'),
};

/** Any carrier may become an open tender's carrier; a step beyond taking it is a state refusal. */
const openTender: State = {
  facts: { carrierOrgId: null, status: 'tendered' },
  allowed: false,
  names: 'tendered',
  anyParty: true,
};

/** Platform administration: admin only, no party, any state (the spec restricts no content status change). */
const CONTENT = ['draft', 'review', 'published', 'archived'];
const flagStates: Record<string, State> = { enabled: ok({ isEnabled: true }), disabled: ok({ isEnabled: false }) };
const adminOnly = (on: EntityKind, permission: string, states: Record<string, State>): VerbRow => ({
  on,
  permission,
  holders: ['admin'],
  own: () => ({}),
  states,
});

const JOB = ['pending', 'assigned', 'in_progress', 'completed', 'cancelled', 'delayed'];
const owner = { organizationId: A };
const fleetManage = (on: EntityKind, states: Record<string, State> = { any: ok({}) }): VerbRow => ({
  on,
  permission: 'fleet:manage',
  holders: ['logistics'],
  own: () => owner,
  states,
});
const deletable: Record<string, State> = { idle: ok({}), 'on an active job': no({ onActiveJob: true }, 'active job') };
/** A tender is answered once, while its shipment is tendered and before the deadline; to all companies, anyone answers. */
const tenderStates: Record<string, State> = {
  open: ok({}),
  'open to all': { ...ok({ targetOrgId: null }), anyParty: true },
  'deadline passed': no({ bidDeadline: EARLIER }, 'expired'),
  'shipment accepted': no({ shipmentStatus: 'accepted' }, 'accepted'),
  'already bid': no({ myBidStatus: 'submitted' }, 'submitted'),
  'already declined': no({ myBidStatus: 'declined' }, 'declined'),
};

const NON_ADMIN: Role[] = ['buyer', 'supplier', 'logistics', 'finance'];
const REVIEW = ['pending', 'under_review', 'approved', 'rejected'];
const DISPUTE = ['open', 'investigating', 'escalated', 'resolved', 'closed'];

const LISTED_VERBS: Partial<Record<ActionName, VerbRow>> = {
  'rfq.create': {
    on: 'organization',
    permission: 'rfq:create',
    holders: ['admin', 'buyer'],
    own: () => organization,
    states: { any: ok({}) },
  },
  'rfq.cancel': {
    on: 'rfq',
    permission: 'rfq:cancel',
    holders: ['admin', 'buyer'],
    own: () => buyer,
    states: statuses(RFQ, ['published', 'quoted']),
  },
  'rfq.updateDeliveryTerms': {
    on: 'rfq',
    permission: 'rfq:update',
    holders: ['admin', 'buyer'],
    own: () => buyer,
    states: {
      ...statuses(RFQ, ['published']),
      closed: no({ closeDate: EARLIER }, 'closed'),
    },
  },
  'offer.submit': {
    on: 'rfq',
    permission: 'offer:submit',
    holders: ['supplier'],
    own: () => ({}),
    anyParty: true,
    states: {
      ...statuses(RFQ, ['published', 'quoted']),
      closed: no({ closeDate: EARLIER }, 'closed'),
      'already quoted': no({ quotedByMe: true }, 'already quoted'),
      // An unverified supplier is not offered Submit offer (the service's 409), a verified one is.
      'organization verified': ok({ myOrgVerified: true }),
      'organization not verified': no({ myOrgVerified: false }, 'not verified yet'),
    },
  },
  'offer.revise': {
    on: 'offer',
    permission: 'offer:revise',
    holders: ['supplier'],
    own: () => supplier,
    states: openOfferStates,
  },
  'offer.withdraw': {
    on: 'offer',
    permission: 'offer:withdraw',
    holders: ['supplier'],
    own: () => supplier,
    states: openOfferStates,
  },
  'offer.accept': {
    on: 'offer',
    permission: 'offer:accept',
    holders: ['buyer'],
    own: () => buyer,
    states: {
      pending: ok({}),
      'pending after the close date': ok({ rfqCloseDate: EARLIER }),
      selected: no({ status: 'selected', rfqStatus: 'awarded' }, 'awarded'),
      declined: no({ status: 'declined', rfqStatus: 'cancelled' }, 'cancelled'),
      'declined, rfq open': no({ status: 'declined' }, 'declined'),
      expired: no({ validUntil: EARLIER }, 'expired'),
    },
  },
  'offer.counter': {
    on: 'offer',
    permission: 'offer:counter',
    holders: ['buyer'],
    own: () => buyer,
    // The buyer counters again whatever the last counter-offer's answer: COUNTER_TRANSITIONS leads every state back to pending.
    states: {
      ...openOfferStates,
      'counter pending': ok({ counterStatus: 'pending' }),
      'counter accepted': ok({ counterStatus: 'accepted' }),
      'counter declined': ok({ counterStatus: 'declined' }),
    },
  },
  'offer.respondToCounter': {
    on: 'offer',
    permission: 'offer:respondToCounter',
    holders: ['supplier'],
    own: () => supplier,
    states: {
      'counter pending': ok({ counterStatus: 'pending' }),
      'no counter': no({}, 'no pending counter-offer'),
      'counter accepted': no({ counterStatus: 'accepted' }, 'no pending counter-offer'),
      'counter declined': no({ counterStatus: 'declined' }, 'no pending counter-offer'),
      'offer declined': no({ counterStatus: 'pending', status: 'declined' }, 'no pending counter-offer'),
      'rfq closed': no({ counterStatus: 'pending', rfqCloseDate: EARLIER }, 'closed'),
    },
  },
  'contract.sign': {
    on: 'contract',
    permission: 'contract:sign',
    holders: ['buyer', 'supplier'],
    own: (role) => (role === 'buyer' ? buyer : supplier),
    states: {
      ...statuses(CONTRACT, ['draft']),
      'draft my organization signed': no({ signedByMe: true }, 'already signed'),
    },
  },
  'settlement.recordPaid': {
    on: 'settlement',
    permission: 'settlement:recordPaid',
    holders: ['finance'],
    own: () => payer,
    states: {
      ...statuses(SETTLEMENT, ['pending', 'failed']),
      'in escrow': no({ escrow: { paymentNumber: 'PAY-1', status: 'captured' } }, 'captured'),
      ...contractNotActive,
    },
  },
  'settlement.confirm': {
    on: 'settlement',
    permission: 'settlement:confirm',
    holders: ['admin', 'supplier', 'finance', 'logistics'],
    own: () => payee,
    states: {
      ...statuses(SETTLEMENT, ['awaiting_confirmation']),
      'awaiting, in escrow': no(
        { status: 'awaiting_confirmation', escrow: { paymentNumber: 'PAY-1', status: 'captured' } },
        'captured',
      ),
      ...Object.fromEntries(
        Object.entries(contractNotActive).map(([name, s]) => [
          name,
          { ...s, facts: { ...s.facts, status: 'awaiting_confirmation' } },
        ]),
      ),
    },
  },
  'settlement.reject': {
    on: 'settlement',
    permission: 'settlement:confirm',
    holders: ['admin', 'supplier', 'finance', 'logistics'],
    own: () => payee,
    states: statuses(SETTLEMENT, ['awaiting_confirmation']),
  },
  'order.confirm': {
    on: 'order',
    permission: 'order:confirm',
    holders: ['supplier'],
    own: () => supplier,
    states: statuses(ORDER, ['created']),
  },
  'order.cancel': {
    on: 'order',
    permission: 'order:cancel',
    holders: ['admin', 'buyer', 'supplier', 'finance'],
    own: (role) => (role === 'supplier' ? supplier : buyer),
    states: statuses(ORDER, ['created', 'confirmed', 'allocated']),
  },
  'order.confirmReceipt': {
    on: 'order',
    permission: 'order:confirmReceipt',
    holders: ['buyer'],
    own: () => buyer,
    states: {
      created: no({}, 'created'),
      'delivered, no proof': no({ status: 'delivered' }, 'delivered'),
      'in inspection': ok({ status: 'delivered', releaseDueAt: LATER }),
      released: no({ status: 'delivered', releaseDueAt: EARLIER, releasedAt: EARLIER }, 'already released'),
    },
  },
  'order.acceptQuantity': {
    on: 'order',
    permission: 'order:confirmReceipt',
    holders: ['buyer'],
    own: () => buyer,
    states: {
      'not settled': no({ status: 'delivered', quantity: null }, 'not settled'),
      within: no({ status: 'delivered', quantity: { status: 'within', acceptedAt: null } }, 'within the tolerance'),
      short: ok({ status: 'delivered', quantity: { status: 'short', acceptedAt: null } }),
      over: ok({ status: 'delivered', quantity: { status: 'over', acceptedAt: null } }),
      accepted: no({ status: 'delivered', quantity: { status: 'short', acceptedAt: EARLIER } }, 'already accepted'),
      released: no(
        { status: 'delivered', releasedAt: EARLIER, quantity: { status: 'over', acceptedAt: null } },
        'already released',
      ),
    },
  },
  'shipment.create': {
    on: 'order',
    permission: 'shipment:tender',
    holders: ['supplier'],
    own: () => supplier,
    states: statuses(ORDER, ['confirmed']),
  },
  'shipment.accept': {
    on: 'shipment',
    permission: 'shipment:accept',
    holders: ['logistics'],
    own: () => carrier,
    states: {
      ...statuses(SHIPMENT, ['tendered']),
      'open tender': { ...ok({ carrierOrgId: null }), anyParty: true },
      // A tendered shipment is taken by the tender's rules: before its deadline, by a company that has not answered it.
      'tender open, not answered': ok({ tender: { bidDeadline: LATER, myBidStatus: null } }),
      'tender expired': no({ tender: { bidDeadline: EARLIER, myBidStatus: null } }, 'expired'),
      'own bid waiting for the award': no({ tender: { bidDeadline: LATER, myBidStatus: 'submitted' } }, 'submitted'),
      'tender declined': no({ tender: { bidDeadline: LATER, myBidStatus: 'declined' } }, 'declined'),
      // The marketplace gate lives in the registry: Accept is not offered to an unverified carrier.
      'organization verified': ok({ myOrgVerified: true }),
      'organization not verified': no({ myOrgVerified: false }, 'not verified yet'),
      'accepted, organization not verified': no({ status: 'accepted', myOrgVerified: false }, 'accepted'),
    },
  },
  // The chosen carrier declines a shipment tendered to it without a tender; one with a tender is declined through tender.reject.
  'shipment.decline': {
    on: 'shipment',
    permission: 'shipment:accept',
    holders: ['logistics'],
    own: () => carrier,
    states: {
      ...statuses(SHIPMENT, ['tendered']),
      'tender to the carrier': no({ tender: { bidDeadline: LATER, myBidStatus: null } }, 'tender.reject'),
      'open tender': {
        facts: { carrierOrgId: null, tender: { bidDeadline: LATER, myBidStatus: null } },
        allowed: false,
        names: 'tender.reject',
        anyParty: true,
      },
    },
  },
  'shipment.startTransit': {
    on: 'shipment',
    permission: 'shipment:startTransit',
    holders: ['logistics'],
    own: () => carrier,
    states: {
      ...statuses(SHIPMENT, ['accepted']),
      'open tender': openTender,
      'accepted, job crewed': ok({ status: 'accepted', jobCrewed: true }),
      'accepted, job without driver or vehicle': no({ status: 'accepted', jobCrewed: false }, 'driver and a vehicle'),
    },
  },
  'shipment.markDelivered': {
    on: 'shipment',
    permission: 'shipment:deliver',
    holders: ['logistics'],
    own: () => carrier,
    states: { ...statuses(SHIPMENT, ['in_transit']), 'open tender': openTender },
  },
  'shipment.submitPod': {
    on: 'shipment',
    permission: 'pod:submit',
    holders: ['supplier', 'logistics'],
    own: (role) => (role === 'supplier' ? supplier : carrier),
    states: { ...statuses(SHIPMENT, ['delivered']), 'open tender': openTender },
  },
  // Measured delivery: the loading before departure, once; corrections of a measurement that exists.
  'shipment.recordLoading': {
    on: 'shipment',
    permission: 'shipment:measure',
    holders: ['logistics'],
    own: () => carrier,
    states: {
      ...statuses(SHIPMENT, ['accepted']),
      'open tender': openTender,
      'accepted, loading recorded': no({ status: 'accepted', measured: loadingMeasured }, 'already has its loading'),
    },
  },
  'shipment.correctLoading': {
    on: 'shipment',
    permission: 'shipment:measure',
    holders: ['logistics'],
    own: () => carrier,
    states: {
      ...statuses(SHIPMENT, []),
      accepted: no({ status: 'accepted' }, 'no loading measurement'),
      'accepted, loading recorded': ok({ status: 'accepted', measured: loadingMeasured }),
      'in transit, loading recorded': no({ status: 'in_transit', measured: loadingMeasured }, 'in_transit'),
      'accepted, final invoice issued on the bill of lading': no(
        { status: 'accepted', measured: loadingMeasured, settlement: invoicedOn('bl') },
        'final invoice is issued on the loaded quantity',
      ),
      'accepted, final invoice issued on the outturn': ok({
        status: 'accepted',
        measured: loadingMeasured,
        settlement: invoicedOn('outturn'),
      }),
      'open tender': openTender,
    },
  },
  'shipment.correctReceipt': {
    on: 'shipment',
    permission: 'pod:submit',
    holders: ['supplier', 'logistics'],
    own: (role) => (role === 'supplier' ? supplier : carrier),
    states: {
      ...statuses(SHIPMENT, []),
      pod_confirmed: no({ status: 'pod_confirmed' }, 'no receipt measurement'),
      'pod confirmed, receipt measured': ok({ status: 'pod_confirmed', measured: bothMeasured }),
      'pod confirmed, final invoice issued': no(
        { status: 'pod_confirmed', measured: bothMeasured, settlement: invoicedOn('outturn') },
        'final invoice is issued',
      ),
      'open tender': openTender,
    },
  },
  'payment.process': {
    on: 'payment',
    permission: 'payment:process',
    holders: ['finance'],
    own: () => payer,
    states: statuses(PAYMENT, ['pending', 'failed']),
  },
  'invitation.create': {
    on: 'organization',
    permission: 'organization:invite',
    holders: [...ROLES],
    own: () => organization,
    states: { any: ok({}) },
  },
  'organization.moderate': {
    on: 'organization',
    permission: 'organization:moderate',
    holders: ['admin'],
    own: () => organization,
    states: { any: ok({}) },
  },
  'invitation.revoke': {
    on: 'organization',
    permission: 'organization:invite',
    holders: [...ROLES],
    own: () => organization,
    states: { any: ok({}) },
  },
  'organization.update': {
    on: 'organization',
    permission: 'organization:update',
    holders: ['admin', 'buyer', 'supplier', 'logistics'],
    own: () => organization,
    states: { any: ok({}) },
  },
  'vehicle.create': fleetManage('organization'),
  'vehicle.update': fleetManage('vehicle'),
  'vehicle.setStatus': fleetManage('vehicle'),
  'vehicle.delete': fleetManage('vehicle', deletable),
  'driver.create': fleetManage('organization'),
  'driver.update': fleetManage('driver'),
  'driver.delete': fleetManage('driver', deletable),
  'blackout.create': fleetManage('organization'),
  'blackout.update': fleetManage('blackout'),
  'blackout.delete': fleetManage('blackout'),
  'tender.bid': {
    on: 'tender',
    permission: 'tender:bid',
    holders: ['logistics'],
    own: () => ({ targetOrgId: A }),
    // An unverified company may decline a tender but not bid on it: the registry's gate, so Bid is not offered.
    states: {
      ...tenderStates,
      'organization verified': ok({ myOrgVerified: true }),
      'organization not verified': no({ myOrgVerified: false }, 'not verified yet'),
    },
  },
  'tender.reject': {
    on: 'tender',
    permission: 'tender:bid',
    holders: ['logistics'],
    own: () => ({ targetOrgId: A }),
    states: { ...tenderStates, 'organization not verified': ok({ myOrgVerified: false }) },
  },
  'tender.award': {
    on: 'bid',
    permission: 'tender:award',
    holders: ['supplier'],
    own: () => supplier,
    states: {
      ...statuses(['submitted', 'declined', 'won', 'lost'], ['submitted']),
      'shipment accepted': no({ shipmentStatus: 'accepted' }, 'accepted'),
    },
  },
  'job.assign': {
    on: 'job',
    permission: 'job:assign',
    holders: ['logistics'],
    own: () => owner,
    states: statuses(JOB, ['pending']),
  },
  'job.unassign': {
    on: 'job',
    permission: 'job:assign',
    holders: ['logistics'],
    own: () => owner,
    states: statuses(JOB, ['assigned']),
  },
  'job.updateStatus': {
    on: 'job',
    permission: 'job:update',
    holders: ['logistics'],
    own: () => owner,
    states: statuses(JOB, ['pending', 'assigned', 'in_progress', 'delayed']),
  },
  'job.updateLocation': {
    on: 'job',
    permission: 'job:update',
    holders: ['logistics'],
    own: () => owner,
    states: statuses(JOB, ['assigned', 'in_progress', 'delayed']),
  },
  'job.arriveAtSite': {
    on: 'job',
    permission: 'job:update',
    holders: ['logistics'],
    own: () => owner,
    states: {
      ...statuses(JOB, ['in_progress', 'delayed', 'completed']),
      'already at site': no({ status: 'in_progress', atSite: true }, 'already recorded'),
    },
  },
  'job.endDischarge': {
    on: 'job',
    permission: 'job:update',
    holders: ['logistics'],
    own: () => owner,
    states: {
      ...statuses(['pending', 'assigned', 'cancelled'], []),
      'at site, in progress': ok({ status: 'in_progress', atSite: true }),
      'at site, delayed': ok({ status: 'delayed', atSite: true }),
      'at site, completed': ok({ status: 'completed', atSite: true }),
      'at site, cancelled': no({ status: 'cancelled', atSite: true }, 'cancelled'),
      'not at site yet': no({ status: 'in_progress' }, 'arrival at the delivery site before'),
      'already discharged': no({ status: 'in_progress', atSite: true, discharged: true }, 'already recorded'),
    },
  },
  'document.upload': {
    on: 'organization',
    permission: 'document:create',
    holders: ['admin', 'buyer', 'supplier', 'logistics'],
    own: () => organization,
    states: { any: ok({}) },
  },
  'document.share': {
    on: 'document',
    permission: 'document:share',
    holders: ['buyer', 'supplier', 'logistics'],
    own: () => owner,
    states: { any: ok({}) },
  },
  'document.delete': {
    on: 'document',
    permission: 'document:remove',
    holders: ['buyer', 'supplier', 'logistics'],
    own: () => owner,
    states: { any: ok({}) },
  },
  'content.create': adminOnly('platform', 'content:manage', { any: ok({}) }),
  'content.update': adminOnly('content', 'content:manage', statuses(CONTENT, CONTENT)),
  'content.delete': adminOnly('content', 'content:manage', statuses(CONTENT, CONTENT)),
  'featureFlag.create': adminOnly('platform', 'featureFlag:manage', { any: ok({}) }),
  'featureFlag.update': adminOnly('featureFlag', 'featureFlag:manage', flagStates),
  'featureFlag.toggle': adminOnly('featureFlag', 'featureFlag:manage', flagStates),
  'featureFlag.delete': adminOnly('featureFlag', 'featureFlag:manage', flagStates),
  'review.submitKyb': {
    on: 'organization',
    permission: 'review:submit',
    holders: NON_ADMIN,
    own: () => organization,
    states: { any: ok({}) },
  },
  'review.submitKyc': {
    on: 'organization',
    permission: 'review:submit',
    holders: NON_ADMIN,
    own: () => organization,
    states: { any: ok({}) },
  },
  'review.startReview': adminOnly('review', 'user:approve', statuses(REVIEW, ['pending'])),
  'review.approve': adminOnly('review', 'user:approve', statuses(REVIEW, ['pending', 'under_review'])),
  'review.reject': adminOnly('review', 'user:approve', statuses(REVIEW, ['pending', 'under_review'])),
  'dispute.raise': {
    on: 'disputable',
    permission: 'dispute:raise',
    holders: NON_ADMIN,
    own: () => ({ partyOrgIds: [A, B] }),
    states: { 'no open dispute': ok({}), 'open dispute': no({ openDispute: true }, 'already has an open dispute') },
  },
  'dispute.investigate': adminOnly('dispute', 'dispute:decide', statuses(DISPUTE, ['open'])),
  'dispute.resolve': adminOnly('dispute', 'dispute:decide', statuses(DISPUTE, ['open', 'investigating'])),
  'dispute.escalate': adminOnly('dispute', 'dispute:decide', statuses(DISPUTE, ['open', 'investigating'])),
  'user.update': adminOnly('account', 'user:update', { any: ok({}) }),
  'user.deactivate': adminOnly('account', 'user:update', {
    active: ok({}),
    deactivated: no({ active: false }, 'already deactivated'),
    'last active admin': no({ lastActiveAdmin: true }, 'last active admin'),
  }),
  'user.reactivate': adminOnly('account', 'user:update', {
    deactivated: ok({ active: false }),
    active: no({}, 'already active'),
  }),
  'user.resetTwoFactor': adminOnly('account', 'user:update', { any: ok({}) }),
};
/** With the kinds' own: every verb of the catalog has its row (checked below). */
const TABLE = { ...KIND_VERB_ROWS, ...LISTED_VERBS } as Record<ActionName, VerbRow>;

type Party = 'own' | 'other' | 'not visible';
type Expected = { ok: true } | { status: number; message?: string; names?: string };

function expected(row: VerbRow, role: Role, party: Party, state: State): Expected {
  if (!row.holders.includes(role)) return { status: 403, message: `Missing permission: ${row.permission}` };
  if (party === 'not visible') return { status: 404 };
  const admin = role === 'admin';
  if (party === 'other' && !admin && !row.anyParty && !state.anyParty) return { status: 403 };
  if (!state.allowed) return { status: 409, names: state.names };
  return { ok: true };
}

const cases = ACTION_NAMES.flatMap((action) => {
  const row = TABLE[action];
  return ROLES.flatMap((role) =>
    (['own', 'other', 'not visible'] as Party[]).flatMap((party) =>
      Object.entries(row.states).map(([stateName, state]) => ({ action, role, party, stateName, row, state })),
    ),
  );
});

describe('authorize: every verb x role x party x state', () => {
  it('covers every verb of the catalog, and has a record of every kind a verb acts on', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...ACTION_NAMES].sort());
    expect(cases.length).toBeGreaterThan(1000);
    const kinds = [...new Set(ACTION_NAMES.map((action) => actionEntry(action).on))];
    expect(kinds.filter((kind) => BASE[kind] === undefined)).toEqual([]);
  });

  it.each(cases)("$action by $role on the $party party's record, $stateName", ({ action, role, party, row, state }) => {
    const ownFacts = party === 'own' ? row.own(role) : {};
    const record = party === 'not visible' ? null : ({ ...BASE[row.on], ...ownFacts, ...state.facts } as never);
    const decision = authorize({ role, orgId: role === 'admin' ? null : A }, action, record, NOW);
    const want = expected(row, role, party, state);
    if ('ok' in want) {
      expect(decision).toEqual({ ok: true });
      return;
    }
    expect(decision.ok).toBe(false);
    if (decision.ok) return;
    expect(decision.status).toBe(want.status);
    if (want.message) expect(decision.message).toBe(want.message);
    if (want.status === 403 && !want.message) expect(decision.message).toMatch(/^Only /);
    if (want.names) expect(decision.message).toContain(want.names);
  });

  it('answers 401 to an anonymous caller, whatever the verb', () => {
    for (const action of ACTION_NAMES) {
      expect(authorize(null, action, BASE[TABLE[action].on] as never, NOW)).toMatchObject({ ok: false, status: 401 });
    }
  });

  it('refuses an account without an organization as no party', () => {
    expect(authorize({ role: 'buyer', orgId: null }, 'offer.accept', BASE.offer, NOW)).toMatchObject({
      ok: false,
      status: 403,
    });
  });
});

describe('allowedActions: exactly the verbs authorize accepts', () => {
  const kinds = Object.keys(BASE) as EntityKind[];
  it.each(ROLES)('for a %s, on every kind of record, as each party', (role) => {
    for (const orgId of [A, B, C, null]) {
      const actor = { role, orgId };
      for (const kind of kinds) {
        const record = BASE[kind] as never;
        const accepted = ACTION_NAMES.filter(
          (action) => actionEntry(action).on === kind && authorize(actor, action, record, NOW).ok,
        );
        expect(allowedActions(actor, kind, record, NOW), `${role} ${orgId} ${kind}`).toEqual(accepted);
      }
    }
  });

  it('is empty for an anonymous caller', () => {
    expect(allowedActions(null, 'rfq', BASE.rfq, NOW)).toEqual([]);
  });
});

describe('contract.sign: both parties sign, each once', () => {
  const draft = { buyerOrgId: B, supplierOrgId: C, status: 'draft' as const, signedByMe: false };
  it('lets the buyer and the supplier each sign a draft once; a second signature by the same side is 409', () => {
    for (const [role, orgId] of [
      ['buyer', B],
      ['supplier', C],
    ] as const) {
      expect(authorize({ role, orgId }, 'contract.sign', draft, NOW)).toEqual({ ok: true });
      expect(authorize({ role, orgId }, 'contract.sign', { ...draft, signedByMe: true }, NOW)).toEqual({
        ok: false,
        status: 409,
        message: 'Your organization has already signed this contract',
      });
      expect(allowedActions({ role, orgId }, 'contract', { ...draft, signedByMe: true }, NOW)).not.toContain(
        'contract.sign',
      );
    }
  });
  it('keeps the signing with the parties: finance, logistics and admin never sign; a stranger gets 403', () => {
    for (const role of ['finance', 'logistics', 'admin'] as const) {
      expect(authorize({ role, orgId: role === 'admin' ? null : B }, 'contract.sign', draft, NOW)).toMatchObject({
        ok: false,
        status: 403,
        message: 'Missing permission: contract:sign',
      });
    }
    expect(authorize({ role: 'buyer', orgId: A }, 'contract.sign', draft, NOW)).toMatchObject({
      ok: false,
      status: 403,
      message: 'Only the buyer or the supplier of this contract may sign it',
    });
  });
});

describe("shipment.decline and order.confirm: the allocated -> confirmed edge is the decline's alone", () => {
  const carrierActor = { role: 'logistics' as const, orgId: A };
  const supplierActor = { role: 'supplier' as const, orgId: A };
  const allocated = { ...BASE.order, supplierOrgId: A, status: 'allocated' as const };
  it("never offers the supplier's confirmation on an allocated order, though the machine lets a decline move it back to confirmed", () => {
    expect(authorize(supplierActor, 'order.confirm', allocated, NOW)).toEqual({
      ok: false,
      status: 409,
      message: 'This order is allocated and cannot be confirmed',
    });
    expect(allowedActions(supplierActor, 'order', allocated, NOW)).not.toContain('order.confirm');
    expect(allowedActions(supplierActor, 'order', { ...allocated, status: 'created' }, NOW)).toContain('order.confirm');
  });
  it('offers Decline beside Accept to the chosen carrier of a shipment without a tender, and names tender.reject when it has one', () => {
    const named = { ...BASE.shipment, carrierOrgId: A, tender: null };
    expect(allowedActions(carrierActor, 'shipment', named, NOW)).toEqual(['shipment.accept', 'shipment.decline']);
    const tendered = { ...named, tender: { bidDeadline: LATER, myBidStatus: null } };
    expect(allowedActions(carrierActor, 'shipment', tendered, NOW)).toEqual(['shipment.accept']);
    expect(authorize(carrierActor, 'shipment.decline', tendered, NOW)).toEqual({
      ok: false,
      status: 409,
      message: 'This shipment has a tender: decline it by rejecting the tender (tender.reject)',
    });
    expect(authorize(carrierActor, 'shipment.decline', { ...named, status: 'cancelled' }, NOW)).toEqual({
      ok: false,
      status: 409,
      message: 'This shipment is cancelled: only a tendered shipment can be declined',
    });
    expect(authorize({ role: 'logistics', orgId: B }, 'shipment.decline', named, NOW)).toMatchObject({
      ok: false,
      status: 403,
    });
  });
});
