import { DISPUTE_TRANSITIONS, REVIEW_TRANSITIONS } from '../machines/admin';
import { BID_TRANSITIONS, JOB_ACTIVE_STATES, JOB_FINAL_STATES, JOB_TRANSITIONS } from '../machines/fleet';
import { ORDER_TRANSITIONS, PAYMENT_TRANSITIONS, SHIPMENT_TRANSITIONS } from '../machines/fulfilment';
import { FLEET_MESSAGES } from '../schemas/fleet-messages';
import {
  CONTRACT_TRANSITIONS,
  COUNTER_TRANSITIONS,
  isOfferOpen,
  isSettlementPaid,
  OFFER_TRANSITIONS,
  RFQ_TRANSITIONS,
  rfqOpenRefusal,
  SETTLEMENT_AWAITING,
  SETTLEMENT_TRANSITIONS,
} from '../machines/procurement';
import { sourcesOf } from '../machines/transitions';
import { ADMIN_USER_MESSAGES } from '../schemas/admin-user-messages';
import { DELIVERED_QUANTITY_MESSAGES } from '../schemas/delivered-quantity-messages';
import { DELIVERY_TERMS_MESSAGES } from '../schemas/delivery-terms-messages';
import { DISPUTE_MESSAGES } from '../schemas/dispute-messages';
import { RECEIPT_MESSAGES } from '../schemas/receipt-messages';
import { SIGNATURE_MESSAGES } from '../schemas/signature-rules';
import { VERIFICATION_MESSAGES } from '../schemas/verification-messages';
import { DESCRIBED_VERBS } from '../entities/registry';
import type { ActionName, RegisteredActionName } from './catalog';
import {
  anyOrganization,
  ownerOf,
  buyerOf,
  buyerOrSupplierOf,
  carrierOf,
  carrierOrSupplierOf,
  fleetOwnerOf,
  memberOf,
  partyTo,
  payeeOf,
  payerOf,
  type PartyRule,
  platformAdmin,
  supplierOf,
  tendereeOf,
} from './parties';
import { type AnyActionEntry, entry, move, type StateCheck } from './entry';
import type { OrgVerifiedFact, RecordFacts } from './records';

export type { ActionEntry, AnyActionEntry, StateCheck, TransitionSpec } from './entry';

const rfqOpen =
  <R>(pick: (r: R) => { status: string; closeDate: Date }): StateCheck<R> =>
  (record, now) => {
    const { status, closeDate } = pick(record);
    return rfqOpenRefusal(status, closeDate, now);
  };
/** The marketplace gate (KYB, records.ts OrgVerifiedFact): refused only when the caller's organization is known unverified. */
const orgVerified =
  (refusal: string) =>
  (record: OrgVerifiedFact): string | null =>
    record.myOrgVerified === false ? refusal : null;
const offerRfqOpen = rfqOpen<RecordFacts['offer']>((o) => ({ status: o.rfqStatus, closeDate: o.rfqCloseDate }));
/** An offer changes only while it is pending: while it can still be selected. */
const offerPending =
  (refusal: (state: string) => string): StateCheck<RecordFacts['offer']> =>
  (o) =>
    isOfferOpen(o.status) ? null : refusal(o.status);

const shipmentMove = (to: 'accepted' | 'in_transit' | 'delivered') =>
  move<RecordFacts['shipment'], typeof to>(
    SHIPMENT_TRANSITIONS as never,
    to,
    (s) => s.status as typeof to,
    (state) => `This shipment is ${state} and cannot move to ${to}`,
  );

/** A tender takes an answer (a bid or a decline) once, while its shipment is tendered and before its bid deadline. */
const tenderOpen: StateCheck<RecordFacts['tender']>[] = [
  (t) => (t.shipmentStatus === 'tendered' ? null : `This tender is closed: its shipment is ${t.shipmentStatus}`),
  (t, now) =>
    t.bidDeadline > now ? null : `This tender expired: its bid deadline passed on ${t.bidDeadline.toISOString()}`,
  (t) => (t.myBidStatus === null ? null : `Your company has already answered this tender: its bid is ${t.myBidStatus}`),
];
/** Accepting a tendered shipment answers its tender: the tender's deadline and the company's one answer apply. */
const shipmentTenderOpen: StateCheck<RecordFacts['shipment']>[] = [
  (s, now) =>
    s.status === 'tendered' && s.tender && s.tender.bidDeadline <= now
      ? `This tender expired: its bid deadline passed on ${s.tender.bidDeadline.toISOString()}`
      : null,
  (s) =>
    s.status === 'tendered' && s.tender?.myBidStatus
      ? `Your company has already answered this tender: its bid is ${s.tender.myBidStatus}`
      : null,
];
/**
 * A chosen carrier declines, at the order's terms, only a shipment tendered to it without a tender;
 * a shipment with a tender is declined by answering the tender (tender.reject).
 */
export const SHIPMENT_DECLINE_MESSAGES = {
  notTendered: (state: string) => `This shipment is ${state}: only a tendered shipment can be declined`,
  hasTender: 'This shipment has a tender: decline it by rejecting the tender (tender.reject)',
} as const;
const shipmentWithoutTender: StateCheck<RecordFacts['shipment']>[] = [
  (s) => (s.status === 'tendered' ? null : SHIPMENT_DECLINE_MESSAGES.notTendered(s.status)),
  (s) => (s.tender ? SHIPMENT_DECLINE_MESSAGES.hasTender : null),
];
const notOnActiveJob =
  (what: string): StateCheck<{ onActiveJob: boolean }> =>
  (r) =>
    r.onActiveJob
      ? what === 'vehicle'
        ? FLEET_MESSAGES.vehicleOnActiveJob
        : `This ${what} is on an active job and cannot be deleted`
      : null;
const jobOpen: StateCheck<RecordFacts['job']> = (j) =>
  JOB_FINAL_STATES.includes(j.status) ? `This job is ${j.status}: completed and cancelled jobs are final` : null;

const reviewMove = (to: 'under_review' | 'approved' | 'rejected', verb: string) =>
  move(
    REVIEW_TRANSITIONS,
    to,
    (r: RecordFacts['review']) => r.status,
    (s) => `This review is ${s} and cannot be ${verb}: approved and rejected reviews are final`,
  );
const disputeMove = (to: 'investigating' | 'resolved' | 'escalated', verb: string) =>
  move(
    DISPUTE_TRANSITIONS,
    to,
    (d: RecordFacts['dispute']) => d.status,
    (s) => `This dispute is ${s} and cannot be ${verb}`,
  );
/** Settlements change hands only on an active contract: a draft has no order yet, a cancelled one's escrow went back. */
const settlementContractActive =
  (verb: string): StateCheck<RecordFacts['settlement']> =>
  (s) =>
    s.contractStatus === 'active'
      ? null
      : `This contract is ${s.contractStatus}: a settlement can be ${verb} only on an active contract`;
/** A settlement is paid one way only: not recorded (nor confirmed) while its escrow payment is taking the money. */
const settlementNotInEscrow: StateCheck<RecordFacts['settlement']> = (s) =>
  s.escrow && !isSettlementPaid(s.status)
    ? `This settlement is paid through escrow: payment ${s.escrow.paymentNumber} is ${s.escrow.status}`
    : null;
/** Who records a settlement as paid: its payer; a refund's payee (the buyer, who says the refund arrived). */
const payerOrRefundPayeeOf = (what: string): PartyRule<RecordFacts['settlement']> => ({
  who: `the paying organization of this ${what} (of a refund, the receiving one)`,
  test: (org, s) => (s.refund ? s.payeeOrgId : s.payerOrgId) === org,
});
/** Confirm and reject answer a record of payment: the settlement must be awaiting that answer. */
const settlementAwaiting =
  (verb: string): StateCheck<RecordFacts['settlement']> =>
  (s) =>
    s.status === SETTLEMENT_AWAITING ? null : `This settlement is ${s.status}: only a recorded payment can be ${verb}`;
const notLastAdmin: StateCheck<RecordFacts['account']> = (a) =>
  a.lastActiveAdmin ? ADMIN_USER_MESSAGES.lastAdmin : null;

/**
 * The action registry: every domain verb once, with its permission, its party rule and its transition.
 * authorize() and allowedActions() (authorize.ts) read nothing else, so the buttons a row offers are exactly
 * the calls the server accepts. Adding a verb to a kind whose verbs are here: a name in catalog.ts, an entry here,
 * its service body; a kind whose descriptor states its verbs gets one there (its name is its key).
 */
const REGISTERED = {
  'rfq.create': entry({
    on: 'organization',
    permission: 'rfq:create',
    party: memberOf,
    transition: { none: 'creates an RFQ, published' },
  }),
  'rfq.cancel': entry({
    on: 'rfq',
    permission: 'rfq:cancel',
    party: buyerOf('RFQ'),
    transition: move(
      RFQ_TRANSITIONS,
      'cancelled',
      (r: RecordFacts['rfq']) => r.status,
      (s) => `This RFQ is ${s} and can no longer be cancelled`,
    ),
  }),
  'rfq.updateDeliveryTerms': entry({
    on: 'rfq',
    permission: 'rfq:update',
    party: buyerOf('RFQ'),
    transition: { none: 'changes the delivery terms the RFQ states, before its first offer' },
    requires: [
      rfqOpen((r) => r),
      (r) => (r.status === 'published' ? null : DELIVERY_TERMS_MESSAGES.fixedOnceQuoted(r.status)),
    ],
  }),

  'offer.submit': entry({
    on: 'rfq',
    permission: 'offer:submit',
    party: anyOrganization,
    transition: { none: 'creates a pending offer; the first one moves the RFQ published -> quoted' },
    requires: [
      rfqOpen((r) => r),
      (r) => (r.quotedByMe ? 'Your organization has already quoted on this RFQ: revise that offer instead' : null),
      orgVerified(VERIFICATION_MESSAGES.offer),
    ],
  }),
  'offer.revise': entry({
    on: 'offer',
    permission: 'offer:revise',
    party: supplierOf('offer'),
    transition: { none: 'the offer stays pending, at its next version' },
    requires: [offerRfqOpen, offerPending((s) => `This offer is ${s} and can no longer be changed`)],
  }),
  'offer.withdraw': entry({
    on: 'offer',
    permission: 'offer:withdraw',
    party: supplierOf('offer'),
    transition: { none: 'deletes the pending offer; the last one moves the RFQ quoted -> published' },
    requires: [offerRfqOpen, offerPending((s) => `This offer is ${s} and can no longer be changed`)],
  }),
  'offer.accept': entry({
    on: 'offer',
    permission: 'offer:accept',
    party: buyerOf("offer's RFQ"),
    transition: move(
      OFFER_TRANSITIONS,
      'selected',
      (o: RecordFacts['offer']) => o.status,
      (s) => `This offer is ${s} and cannot be accepted`,
    ),
    requires: [
      (o) =>
        sourcesOf(RFQ_TRANSITIONS, 'awarded').includes(o.rfqStatus)
          ? null
          : `This RFQ is already ${o.rfqStatus}: an offer can be accepted only once`,
      (o, now) =>
        o.status === 'pending' && o.validUntil <= now ? `This offer expired on ${o.validUntil.toISOString()}` : null,
    ],
  }),
  'offer.counter': entry({
    on: 'offer',
    permission: 'offer:counter',
    party: buyerOf("offer's RFQ"),
    transition: {
      none: 'the offer stays pending and carries a pending counter-offer: its first is created, a later one moves the counter along COUNTER_TRANSITIONS (pending, accepted, declined -> pending)',
    },
    requires: [offerRfqOpen, offerPending((s) => `This offer is ${s} and cannot be countered`)],
  }),
  'offer.respondToCounter': entry({
    on: 'offer',
    permission: 'offer:respondToCounter',
    party: supplierOf('offer'),
    // The counter-offer moves pending -> accepted (or declined, with the same sources).
    transition: move(
      COUNTER_TRANSITIONS,
      'accepted',
      (o: RecordFacts['offer']) => o.counterStatus,
      () => 'There is no pending counter-offer on this offer',
    ),
    requires: [offerRfqOpen, offerPending(() => 'There is no pending counter-offer on this offer')],
  }),

  // Both parties sign, each once; the second signature moves the draft to signed (the first leaves it a draft).
  'contract.sign': entry({
    on: 'contract',
    permission: 'contract:sign',
    party: buyerOrSupplierOf('contract'),
    transition: move(
      CONTRACT_TRANSITIONS,
      'signed',
      (c: RecordFacts['contract']) => c.status,
      (s) => `This contract is ${s} and cannot be signed`,
    ),
    requires: [(c) => (c.signedByMe && c.status === 'draft' ? SIGNATURE_MESSAGES.alreadySigned : null)],
  }),
  // The payer's finance records its payment made outside the platform, and the payee confirms it. A refund (a price
  // credit the supplier owes the buyer) is recorded by its payee, the buyer's finance, as received: the payee's own
  // word needs no confirmation, so the service completes it at once.
  'settlement.recordPaid': entry({
    on: 'settlement',
    permission: 'settlement:recordPaid',
    party: payerOrRefundPayeeOf('settlement'),
    transition: move(
      SETTLEMENT_TRANSITIONS,
      SETTLEMENT_AWAITING,
      (s: RecordFacts['settlement']) => s.status,
      (s) => `This settlement is already ${s}`,
    ),
    requires: [settlementContractActive('recorded as paid'), settlementNotInEscrow],
  }),
  // The payee answers the payer's record; an admin may answer on its behalf (admins skip the party rule).
  'settlement.confirm': entry({
    on: 'settlement',
    permission: 'settlement:confirm',
    party: payeeOf('settlement'),
    transition: move(
      SETTLEMENT_TRANSITIONS,
      'completed',
      (s: RecordFacts['settlement']) => s.status,
      (s) => `This settlement is ${s}: only a recorded payment can be confirmed`,
    ),
    requires: [settlementContractActive('confirmed'), settlementAwaiting('confirmed'), settlementNotInEscrow],
  }),
  'settlement.reject': entry({
    on: 'settlement',
    permission: 'settlement:confirm',
    party: payeeOf('settlement'),
    transition: move(
      SETTLEMENT_TRANSITIONS,
      'pending',
      (s: RecordFacts['settlement']) => s.status,
      (s) => `This settlement is ${s}: only a recorded payment can be rejected`,
    ),
    requires: [settlementAwaiting('rejected')],
  }),

  'order.confirm': entry({
    on: 'order',
    permission: 'order:confirm',
    party: supplierOf('order'),
    transition: move(
      ORDER_TRANSITIONS,
      'confirmed',
      (o: RecordFacts['order']) => o.status,
      (s) => `This order is ${s} and cannot be confirmed`,
    ),
    // The machine's other way into confirmed (allocated, when the chosen carrier declines) is not the supplier's confirmation.
    requires: [(o) => (o.status === 'created' ? null : `This order is ${o.status} and cannot be confirmed`)],
  }),
  'order.cancel': entry({
    on: 'order',
    permission: 'order:cancel',
    party: buyerOrSupplierOf('order'),
    transition: move(
      ORDER_TRANSITIONS,
      'cancelled',
      (o: RecordFacts['order']) => o.status,
      (s) => `This order is ${s} and can no longer be cancelled`,
    ),
  }),
  'order.confirmReceipt': entry({
    on: 'order',
    permission: 'order:confirmReceipt',
    party: buyerOf('order'),
    transition: {
      none: "records the receipt and releases the money captured into the order's escrow now (money captured later is released at once); the order completes once every payment is released",
    },
    requires: [
      (o) => (o.releaseDueAt ? null : `This order is ${o.status}: ${RECEIPT_MESSAGES.notProven.toLowerCase()}`),
      (o) =>
        o.releasedAt
          ? `This order's escrow is already released: ${o.receiptConfirmedAt ? 'receipt was confirmed' : 'the inspection period ended'} on ${o.releasedAt.toISOString()}`
          : null,
      (o) =>
        o.receiptConfirmedAt ? `${RECEIPT_MESSAGES.alreadyConfirmed} on ${o.receiptConfirmedAt.toISOString()}` : null,
    ],
  }),
  // A short or over delivery holds the escrow until the buyer accepts the settled quantity (or disputes it).
  'order.acceptQuantity': entry({
    on: 'order',
    permission: 'order:confirmReceipt',
    party: buyerOf('order'),
    transition: {
      none: 'accepts a short or over delivery: the settled quantity stands, the final invoice is issued when the price is final, and the escrow may be released',
    },
    requires: [
      (o) => (o.quantity ? null : DELIVERED_QUANTITY_MESSAGES.notSettled),
      (o) => (o.quantity?.status === 'within' ? DELIVERED_QUANTITY_MESSAGES.withinTolerance : null),
      (o) => (o.quantity?.acceptedAt ? DELIVERED_QUANTITY_MESSAGES.alreadyAccepted : null),
      (o) => (o.releasedAt ? DELIVERED_QUANTITY_MESSAGES.released : null),
    ],
  }),

  'shipment.create': entry({
    on: 'order',
    permission: 'shipment:tender',
    party: supplierOf('order'),
    transition: move(
      ORDER_TRANSITIONS,
      'allocated',
      (o: RecordFacts['order']) => o.status,
      (s) => `This order is ${s}: transport is arranged for a confirmed order`,
    ),
  }),
  // A tendered shipment is taken only by the tender's rules: before its deadline, at its terms, by a
  // company that has not answered it (a bid waits for the shipper's award; a decline is final).
  'shipment.accept': entry({
    on: 'shipment',
    permission: 'shipment:accept',
    party: carrierOf,
    transition: shipmentMove('accepted'),
    // Verification is asked of a shipment that can still be accepted (any other is refused by its state, as before).
    requires: [
      ...shipmentTenderOpen,
      (s) => (s.status === 'tendered' ? orgVerified(VERIFICATION_MESSAGES.tender)(s) : null),
    ],
  }),
  // The chosen carrier says no to a shipment without a tender: it is cancelled and its order is confirmed again.
  'shipment.decline': entry({
    on: 'shipment',
    permission: 'shipment:accept',
    party: carrierOf,
    transition: move(
      SHIPMENT_TRANSITIONS,
      'cancelled',
      (s: RecordFacts['shipment']) => s.status,
      (state) => SHIPMENT_DECLINE_MESSAGES.notTendered(String(state)),
    ),
    requires: shipmentWithoutTender,
  }),
  'shipment.startTransit': entry({
    on: 'shipment',
    permission: 'shipment:startTransit',
    party: carrierOf,
    transition: shipmentMove('in_transit'),
    // Its job leaves with it (in progress), so the job must have its driver and vehicle.
    requires: [(s) => (s.jobCrewed === false && s.status === 'accepted' ? FLEET_MESSAGES.transitNeedsCrew : null)],
  }),
  'shipment.markDelivered': entry({
    on: 'shipment',
    permission: 'shipment:deliver',
    party: carrierOf,
    transition: shipmentMove('delivered'),
  }),
  'shipment.submitPod': entry({
    on: 'shipment',
    permission: 'pod:submit',
    party: carrierOrSupplierOf,
    transition: move(
      SHIPMENT_TRANSITIONS,
      'pod_confirmed',
      (s: RecordFacts['shipment']) => s.status,
      (s) => `This shipment is ${s}: proof of delivery is submitted once, for a delivered shipment`,
    ),
  }),

  'payment.process': entry({
    on: 'payment',
    permission: 'payment:process',
    party: payerOf('payment'),
    transition: move(
      PAYMENT_TRANSITIONS,
      'processing',
      (p: RecordFacts['payment']) => p.status,
      (s) => `This payment is ${s} and cannot be processed`,
    ),
  }),

  'invitation.create': entry({
    on: 'organization',
    permission: 'organization:invite',
    party: memberOf,
    transition: { none: 'creates a pending invitation' },
  }),
  'organization.moderate': entry({
    on: 'organization',
    permission: 'organization:moderate',
    party: memberOf,
    transition: {
      none: "edits the organization's name, type or verification (platform moderation: admin only holds the permission)",
    },
  }),
  'invitation.revoke': entry({
    on: 'organization',
    permission: 'organization:invite',
    party: memberOf,
    transition: { none: 'revokes a pending invitation' },
  }),
  // Settings > Organization: its members speak for the company, finance reads its books only (no organization:update).
  'organization.update': entry({
    on: 'organization',
    permission: 'organization:update',
    party: memberOf,
    transition: { none: 'edits the company name, address, phone and tax id' },
  }),

  'vehicle.create': entry({
    on: 'organization',
    permission: 'fleet:manage',
    party: memberOf,
    transition: { none: 'registers a vehicle, active by default' },
  }),
  'vehicle.update': entry({
    on: 'vehicle',
    permission: 'fleet:manage',
    party: fleetOwnerOf('vehicle'),
    transition: { none: "edits the vehicle's details" },
  }),
  'vehicle.setStatus': entry({
    on: 'vehicle',
    permission: 'fleet:manage',
    party: fleetOwnerOf('vehicle'),
    transition: {
      none: 'moves the vehicle to the chosen status along VEHICLE_TRANSITIONS (the toggle: active <-> maintenance)',
    },
  }),
  'vehicle.delete': entry({
    on: 'vehicle',
    permission: 'fleet:manage',
    party: fleetOwnerOf('vehicle'),
    transition: { none: 'deletes the vehicle' },
    requires: [notOnActiveJob('vehicle')],
  }),
  'driver.create': entry({
    on: 'organization',
    permission: 'fleet:manage',
    party: memberOf,
    transition: { none: 'adds a driver, available by default' },
  }),
  'driver.update': entry({
    on: 'driver',
    permission: 'fleet:manage',
    party: fleetOwnerOf('driver'),
    transition: { none: 'edits the driver, its status and availability windows' },
  }),
  'driver.delete': entry({
    on: 'driver',
    permission: 'fleet:manage',
    party: fleetOwnerOf('driver'),
    transition: { none: 'deletes the driver' },
    requires: [notOnActiveJob('driver')],
  }),
  'blackout.create': entry({
    on: 'organization',
    permission: 'fleet:manage',
    party: memberOf,
    transition: { none: 'marks a vehicle or driver unavailable for the days' },
  }),
  'blackout.update': entry({
    on: 'blackout',
    permission: 'fleet:manage',
    party: fleetOwnerOf('blackout date'),
    transition: { none: 'edits the blackout' },
  }),
  'blackout.delete': entry({
    on: 'blackout',
    permission: 'fleet:manage',
    party: fleetOwnerOf('blackout date'),
    transition: { none: 'deletes the blackout' },
  }),

  'tender.bid': entry({
    on: 'tender',
    permission: 'tender:bid',
    party: tendereeOf,
    transition: { none: "creates the company's submitted bid (the tender shows accepted)" },
    requires: [...tenderOpen, orgVerified(VERIFICATION_MESSAGES.tender)],
  }),
  'tender.reject': entry({
    on: 'tender',
    permission: 'tender:bid',
    party: tendereeOf,
    transition: { none: "records the company's decline, final (the tender shows rejected)" },
    requires: tenderOpen,
  }),
  'tender.award': entry({
    on: 'bid',
    permission: 'tender:award',
    party: supplierOf('shipment'),
    transition: move(
      BID_TRANSITIONS,
      'won',
      (b: RecordFacts['bid']) => b.status,
      (s) => `This bid is ${s} and cannot be awarded`,
    ),
    requires: [
      (b) =>
        b.shipmentStatus === 'tendered'
          ? null
          : `This shipment is ${b.shipmentStatus}: it was already awarded or withdrawn`,
    ],
  }),

  'job.assign': entry({
    on: 'job',
    permission: 'job:assign',
    party: fleetOwnerOf('job'),
    transition: move(
      JOB_TRANSITIONS,
      'assigned',
      (j: RecordFacts['job']) => j.status,
      (s) => `This job is ${s} and cannot be assigned`,
    ),
  }),
  'job.unassign': entry({
    on: 'job',
    permission: 'job:assign',
    party: fleetOwnerOf('job'),
    transition: move(
      JOB_TRANSITIONS,
      'pending',
      (j: RecordFacts['job']) => j.status,
      (s) => `This job is ${s}: only an assigned job that has not started can be unassigned`,
    ),
  }),
  'job.updateStatus': entry({
    on: 'job',
    permission: 'job:update',
    party: fleetOwnerOf('job'),
    transition: {
      none: 'moves the job to the chosen status along JOB_TRANSITIONS; the shipment follows (in_progress -> in_transit, completed -> delivered)',
    },
    requires: [jobOpen],
  }),
  'job.updateLocation': entry({
    on: 'job',
    permission: 'job:update',
    party: fleetOwnerOf('job'),
    transition: { none: "moves the job's current location" },
    requires: [
      (j) =>
        JOB_ACTIVE_STATES.includes(j.status)
          ? null
          : `This job is ${j.status}: its location is tracked while it is assigned or under way`,
    ],
  }),

  'document.upload': entry({
    on: 'organization',
    permission: 'document:create',
    party: memberOf,
    transition: { none: 'stores a document of the organization, pending review' },
  }),
  'document.share': entry({
    on: 'document',
    permission: 'document:share',
    party: ownerOf('document'),
    transition: { none: 'shares the document with a user or a record' },
  }),
  'document.delete': entry({
    on: 'document',
    permission: 'document:remove',
    party: ownerOf('document'),
    transition: { none: 'deletes the document, its file and its shares' },
  }),
  // Platform administration (spec 001): admin only. Content status is a field of the edit (the spec shows no
  // restriction between draft, review, published and archived); a flag is enabled or disabled by its toggle.
  'content.create': entry({
    on: 'platform',
    permission: 'content:manage',
    party: platformAdmin,
    transition: { none: 'creates a content item, draft unless given' },
  }),
  'content.update': entry({
    on: 'content',
    permission: 'content:manage',
    party: platformAdmin,
    transition: { none: 'edits title, body, type and status' },
  }),
  'content.delete': entry({
    on: 'content',
    permission: 'content:manage',
    party: platformAdmin,
    transition: { none: 'deletes the content item' },
  }),
  'featureFlag.create': entry({
    on: 'platform',
    permission: 'featureFlag:manage',
    party: platformAdmin,
    transition: { none: 'creates a feature flag' },
  }),
  'featureFlag.update': entry({
    on: 'featureFlag',
    permission: 'featureFlag:manage',
    party: platformAdmin,
    transition: { none: 'edits name, description, enabled and rollout' },
  }),
  'featureFlag.toggle': entry({
    on: 'featureFlag',
    permission: 'featureFlag:manage',
    party: platformAdmin,
    transition: { none: 'enables or disables the flag' },
  }),
  'featureFlag.delete': entry({
    on: 'featureFlag',
    permission: 'featureFlag:manage',
    party: platformAdmin,
    transition: { none: 'deletes the flag: what it gates turns off' },
  }),
  // KYB/KYC (spec 001): a submission opens a pending review; an admin (user:approve) decides it.
  'review.submitKyb': entry({
    on: 'organization',
    permission: 'review:submit',
    party: memberOf,
    transition: { none: 'creates a pending KYB review of the organization' },
  }),
  'review.submitKyc': entry({
    on: 'organization',
    permission: 'review:submit',
    party: memberOf,
    transition: { none: 'creates a pending KYC review of the caller' },
  }),
  'review.startReview': entry({
    on: 'review',
    permission: 'user:approve',
    party: platformAdmin,
    transition: reviewMove('under_review', 'taken under review'),
  }),
  'review.approve': entry({
    on: 'review',
    permission: 'user:approve',
    party: platformAdmin,
    transition: reviewMove('approved', 'approved'),
  }),
  'review.reject': entry({
    on: 'review',
    permission: 'user:approve',
    party: platformAdmin,
    transition: reviewMove('rejected', 'rejected'),
  }),

  'dispute.raise': entry({
    on: 'disputable',
    permission: 'dispute:raise',
    party: partyTo,
    transition: { none: "creates an open dispute; an order's escrow stays held while it is open" },
    requires: [(d) => (d.openDispute ? DISPUTE_MESSAGES.alreadyOpen : null)],
  }),
  'dispute.investigate': entry({
    on: 'dispute',
    permission: 'dispute:decide',
    party: platformAdmin,
    transition: disputeMove('investigating', 'investigated'),
  }),
  'dispute.resolve': entry({
    on: 'dispute',
    permission: 'dispute:decide',
    party: platformAdmin,
    transition: disputeMove('resolved', 'resolved'),
  }),
  'dispute.escalate': entry({
    on: 'dispute',
    permission: 'dispute:decide',
    party: platformAdmin,
    transition: disputeMove('escalated', 'escalated'),
  }),

  // /admin/users: each change revokes the user's sessions; the last active admin stays an active admin.
  'user.update': entry({
    on: 'account',
    permission: 'user:update',
    party: platformAdmin,
    transition: { none: 'changes the role and/or organization' },
  }),
  'user.deactivate': entry({
    on: 'account',
    permission: 'user:update',
    party: platformAdmin,
    transition: { none: 'deactivates the account' },
    requires: [(a) => (a.active ? null : 'This user is already deactivated'), notLastAdmin],
  }),
  'user.reactivate': entry({
    on: 'account',
    permission: 'user:update',
    party: platformAdmin,
    transition: { none: 'reactivates the account' },
    requires: [(a) => (a.active ? 'This user is already active' : null)],
  }),
  'user.resetTwoFactor': entry({
    on: 'account',
    permission: 'user:update',
    party: platformAdmin,
    transition: { none: "removes the account's second factor and ends its sessions" },
  }),

  // Budgets: the buyer organization's buyers and finance set its own; admins read only.
  'budget.create': entry({
    on: 'organization',
    permission: 'budget:manage',
    party: memberOf,
    transition: { none: 'sets a budget for a month or quarter of the organization' },
  }),
  'budget.update': entry({
    on: 'budget',
    permission: 'budget:manage',
    party: ownerOf('budget'),
    transition: { none: "changes the budget's amount" },
  }),
} satisfies Record<RegisteredActionName, unknown>;

/** Every verb's entry: the ones above, then those the kinds' descriptors state (entities/<domain>.ts, `verbs`). */
export const ACTION_REGISTRY = { ...REGISTERED, ...DESCRIBED_VERBS } satisfies Record<ActionName, AnyActionEntry>;

export type ActionRegistry = typeof ACTION_REGISTRY;
/** The kind of record a verb acts on. */
export type ActionOn<A extends ActionName> = ActionRegistry[A]['on'];

export function actionEntry(action: ActionName): AnyActionEntry {
  return ACTION_REGISTRY[action] as AnyActionEntry;
}
