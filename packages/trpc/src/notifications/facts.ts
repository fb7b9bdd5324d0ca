import type { Executor } from '@energy/db/client';
import { disputes } from '@energy/db/schema/admin-reviews';
import { contracts, settlements } from '@energy/db/schema/contracts';
import { jobs, tenderBids, tenders } from '@energy/db/schema/fleet';
import { offers } from '@energy/db/schema/offers';
import { orders } from '@energy/db/schema/orders';
import { organizations } from '@energy/db/schema/organizations';
import { payments } from '@energy/db/schema/payments';
import { rfqs } from '@energy/db/schema/rfqs';
import { shipments } from '@energy/db/schema/shipments';
import type { NotifyingKind } from '@energy/domain/entities/registry';
import type { TDomainEvent } from '@energy/domain/schemas/events';
import { eq, inArray } from 'drizzle-orm';

/** Words from the catalogue (notices.names.<key>) with their values: each recipient reads them in their language. */
export interface Phrase {
  key: 'rfq' | 'contract' | 'settlement' | 'order' | 'shipment' | 'payment' | 'tender' | 'job';
  values: Record<string, string>;
}

/** An amount in integer minor units, formatted for each recipient. */
export interface Amount {
  minor: number;
  currency: string;
}

/** What a notification names besides its event: the record, its amount, and (per recipient) the counterparty. */
export interface RecordFacts {
  /**
   * The record as a user knows it: "RFQ-2026-000012 (Diesel for Q3)", "order ORD-2026-000004"; a dispute's is its
   * disputed record's, null when that record is gone.
   */
  name: Phrase | null;
  /** Its amount ("₦1,500.00" once formatted), where it has one. */
  amount: Amount | null;
  /** An RFQ's quantity, unit, product type and close date ("5,000 barrels of Refined Products, closing Nov 30, 2026"). */
  detail?: { quantity: string; unit: string; productType: string; closeDate: string };
  /** The RFQ of an offer (its page is the offer's link). */
  rfqId?: string;
  /** A dispute's disputed record, whose page is the dispute's link. */
  disputed?: { entityType: string; entityId: string };
}

export interface EventFacts {
  records: Map<string, RecordFacts>;
  /** The organizations the events concern and the recipients belong to: name and type. */
  organizations: Map<string, { name: string; type: string }>;
}

const money = (minor: number | null, currency: string): Amount | null => (minor === null ? null : { minor, currency });
const rfqName = (number: string, title: string): Phrase => ({ key: 'rfq', values: { number, title } });
const key = (entityType: string, entityId: string) => `${entityType}:${entityId}`;

type Loader = (tx: Executor, ids: string[]) => Promise<(readonly [id: string, facts: RecordFacts])[]>;

/**
 * How a notification names a record of each kind whose events notify, and its amount: one query per kind for the
 * records of a batch. null: its texts name no record (a review's), or it is named otherwise (a dispute, after its
 * disputed record, in loadEventFacts).
 */
const NAMED: { [K in NotifyingKind]: Loader | null } = {
  rfq: async (tx, ids) =>
    (await tx.select().from(rfqs).where(inArray(rfqs.id, ids))).map((r) => [
      r.id,
      {
        name: rfqName(r.rfqNumber, r.title),
        amount: null,
        detail: {
          quantity: String(r.quantity),
          unit: r.unit,
          productType: r.productType,
          closeDate: new Date(r.closeDate).toISOString(),
        },
      },
    ]),
  offer: async (tx, ids) =>
    (
      await tx
        .select({
          id: offers.id,
          rfqId: offers.rfqId,
          total: offers.totalPrice,
          currency: offers.currency,
          rfqNumber: rfqs.rfqNumber,
          title: rfqs.title,
        })
        .from(offers)
        .innerJoin(rfqs, eq(rfqs.id, offers.rfqId))
        .where(inArray(offers.id, ids))
    ).map((o) => [o.id, { name: rfqName(o.rfqNumber, o.title), amount: money(o.total, o.currency), rfqId: o.rfqId }]),
  contract: async (tx, ids) =>
    (
      await tx
        .select({ id: contracts.id, n: contracts.contractNumber, v: contracts.totalValue, cur: contracts.currency })
        .from(contracts)
        .where(inArray(contracts.id, ids))
    ).map((c) => [c.id, { name: { key: 'contract', values: { number: c.n } }, amount: money(c.v, c.cur) }]),
  settlement: async (tx, ids) =>
    (
      await tx
        .select({
          id: settlements.id,
          d: settlements.description,
          a: settlements.amount,
          cur: settlements.currency,
          n: contracts.contractNumber,
        })
        .from(settlements)
        .innerJoin(contracts, eq(contracts.id, settlements.contractId))
        .where(inArray(settlements.id, ids))
    ).map((s) => [
      s.id,
      {
        name: { key: 'settlement', values: { description: s.d.toLowerCase(), number: s.n } },
        amount: money(s.a, s.cur),
      },
    ]),
  order: async (tx, ids) =>
    (
      await tx
        .select({ id: orders.id, n: orders.orderNumber, v: orders.totalValue, cur: orders.currency })
        .from(orders)
        .where(inArray(orders.id, ids))
    ).map((o) => [o.id, { name: { key: 'order', values: { number: o.n } }, amount: money(o.v, o.cur) }]),
  shipment: async (tx, ids) =>
    (
      await tx
        .select({ id: shipments.id, n: shipments.shipmentNumber, o: orders.orderNumber })
        .from(shipments)
        .innerJoin(orders, eq(orders.id, shipments.orderId))
        .where(inArray(shipments.id, ids))
    ).map((s) => [s.id, { name: { key: 'shipment', values: { number: s.n, order: s.o } }, amount: null }]),
  payment: async (tx, ids) =>
    (
      await tx
        .select({ id: payments.id, n: payments.paymentNumber, a: payments.amount, cur: payments.currency })
        .from(payments)
        .where(inArray(payments.id, ids))
    ).map((p) => [p.id, { name: { key: 'payment', values: { number: p.n } }, amount: money(p.a, p.cur) }]),
  tender: async (tx, ids) =>
    (
      await tx
        .select({ id: tenders.id, title: tenders.title, rate: tenders.maxRate })
        .from(tenders)
        .where(inArray(tenders.id, ids))
    ).map((t) => [t.id, { name: { key: 'tender', values: { title: t.title } }, amount: money(t.rate, 'USD') }]),
  bid: async (tx, ids) =>
    (
      await tx
        .select({ id: tenderBids.id, title: tenders.title, rate: tenderBids.proposedRate })
        .from(tenderBids)
        .innerJoin(tenders, eq(tenders.id, tenderBids.tenderId))
        .where(inArray(tenderBids.id, ids))
    ).map((b) => [b.id, { name: { key: 'tender', values: { title: b.title } }, amount: money(b.rate, 'USD') }]),
  job: async (tx, ids) =>
    (
      await tx.select({ id: jobs.id, n: jobs.jobNumber, title: jobs.title }).from(jobs).where(inArray(jobs.id, ids))
    ).map((j) => [j.id, { name: { key: 'job', values: { number: j.n, title: j.title } }, amount: null }]),
  review: null,
  // A webhook endpoint's notices name its URL, from the event's payload.
  webhook: null,
  dispute: null,
};

/**
 * The facts of every record these events speak of (and of the records disputes are raised on), and the names
 * and types of the organizations concerned and of the recipients', in a few queries.
 */
export async function loadEventFacts(
  tx: Executor,
  events: readonly TDomainEvent[],
  recipientOrgIds: readonly (string | null)[] = [],
): Promise<EventFacts> {
  const records = new Map<string, RecordFacts>();
  // A dispute's facts until its disputed record is read: then it takes that record's name and amount.
  const disputeFacts = new Map<string, { disputed: { entityType: string; entityId: string } }>();
  const ids = new Map<string, Set<string>>();
  const want = (entityType: string, entityId: string) => {
    if (!/^[0-9a-f-]{36}$/i.test(entityId)) return;
    const set = ids.get(entityType) ?? new Set<string>();
    set.add(entityId);
    ids.set(entityType, set);
  };
  for (const event of events) want(event.entityType, event.entityId);
  const of = (entityType: string) => [...(ids.get(entityType) ?? [])];

  if (of('dispute').length > 0) {
    for (const d of await tx
      .select({ id: disputes.id, type: disputes.relatedEntityType, related: disputes.relatedEntityId })
      .from(disputes)
      .where(inArray(disputes.id, of('dispute')))) {
      want(d.type, d.related);
      disputeFacts.set(key('dispute', d.id), { disputed: { entityType: d.type, entityId: d.related } });
    }
  }
  for (const [kind, load] of Object.entries(NAMED) as [NotifyingKind, Loader | null][]) {
    if (!load || of(kind).length === 0) continue;
    for (const [id, facts] of await load(tx, of(kind))) records.set(key(kind, id), facts);
  }
  // A dispute is named after its disputed record (when that record is gone, it names none: "a record you are party to").
  for (const [k, facts] of disputeFacts) {
    const disputed = records.get(key(facts.disputed.entityType, facts.disputed.entityId));
    if (disputed) records.set(k, { ...facts, name: disputed.name, amount: disputed.amount });
    else records.set(k, { ...facts, name: null, amount: null });
  }

  const orgIds = [
    ...new Set([
      ...events.flatMap((e) => e.organizationIds),
      ...recipientOrgIds.filter((id): id is string => id !== null),
    ]),
  ];
  const orgs = new Map(
    orgIds.length === 0
      ? []
      : (
          await tx
            .select({ id: organizations.id, name: organizations.name, type: organizations.type })
            .from(organizations)
            .where(inArray(organizations.id, orgIds))
        ).map((o) => [o.id, { name: o.name, type: o.type }] as const),
  );
  return { records, organizations: orgs };
}

/** The facts of one event's record, if it still exists. */
export function factsOf(
  facts: EventFacts,
  event: Pick<TDomainEvent, 'entityType' | 'entityId'>,
): RecordFacts | undefined {
  return facts.records.get(key(event.entityType, event.entityId));
}

/**
 * The recipient's counterparty in an event, by name ("Delta Crude Supply Co"), or null: the organizations it
 * concerns other than the recipient's own and its peers (a supplier's counterparty on a cancelled RFQ is the
 * buyer, not the other suppliers who offered; a carrier's on an open tender is the supplier, not the other carriers).
 */
export function counterpartyOf(facts: EventFacts, event: TDomainEvent, recipientOrgId: string | null): string | null {
  const ownType = recipientOrgId ? facts.organizations.get(recipientOrgId)?.type : undefined;
  const names = event.organizationIds
    .filter((id) => id !== recipientOrgId)
    .flatMap((id) => facts.organizations.get(id) ?? [])
    .filter((org) => ownType === undefined || org.type !== ownType)
    .map((org) => org.name);
  return names.length === 0 ? null : [...new Set(names)].join(' and ');
}
