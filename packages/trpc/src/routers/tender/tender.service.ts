import type { Executor } from '@energy/db/client';
import { tenderBids, tenders } from '@energy/db/schema/fleet';
import { orders } from '@energy/db/schema/orders';
import { organizations } from '@energy/db/schema/organizations';
import { shipments } from '@energy/db/schema/shipments';
import type { RecordFacts } from '@energy/domain/actions/records';
import {
  FLEET_MESSAGES,
  type TBid,
  type TTender,
  type ZAwardInput,
  type ZBidInput,
} from '@energy/domain/schemas/fleet';
import type { TShipment } from '@energy/domain/schemas/fulfilment';
import { and, asc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../audit';
import { allowedFor, requireAllowed } from '../../authorize';
import { violatedUniqueConstraint } from '../../db-errors';
import { badRequest, conflict, notFound } from '../../errors';
import { iso } from '../../iso-date';
import { requireOrg, type CallerScope } from '../../scope';
import { lockMovable } from '../../transition';
import { getShipment } from '../shipment/shipment.service';
import { awardShipment } from './tender.award';
import { loadTenders } from './tender.queries';
import { verifiedOf } from '../../verification';

export async function getTender(db: Executor, scope: CallerScope, id: string, now = new Date()): Promise<TTender> {
  const [loaded] = await loadTenders(db, scope, now, eq(tenders.id, id));
  if (!loaded) throw notFound('Tender');
  return loaded.row;
}

async function tenderFacts(db: Executor, scope: CallerScope, id: string, now: Date) {
  const [loaded] = await loadTenders(db, scope, now, eq(tenders.id, id));
  return loaded ?? null;
}

type Answer =
  | { status: 'submitted'; proposedRate: number; estimatedDeliveryTime: string; notes: string | null }
  | { status: 'declined' };

/**
 * Records a company's one answer to a tender. The shipment is locked first, so an answer and an award
 * never cross (an answer after the award finds the shipment accepted: 409); the unique (tender, company)
 * index makes the second of two concurrent answers a 409.
 */
async function answerTender(
  db: Executor,
  scope: CallerScope,
  tender: TTender,
  supplierOrgId: string,
  given: Answer,
  now: Date,
): Promise<void> {
  const orgId = requireOrg(scope);
  try {
    await db.transaction(async (tx) => {
      await lockMovable(
        tx,
        'shipment',
        tender.shipmentId,
        'accepted',
        (state) => `This tender is closed: its shipment is ${state}`,
      );
      const [bid] = await tx
        .insert(tenderBids)
        .values({
          tenderId: tender.id,
          logisticsOrgId: orgId,
          createdBy: scope.userId,
          createdAt: now,
          updatedAt: now,
          ...given,
        })
        .returning();
      if (!bid) throw conflict('The answer was not recorded');
      await recordAudit(tx, {
        actorUserId: scope.userId,
        organizationId: orgId,
        organizations: [supplierOrgId],
        action: `bid.${given.status}`,
        entityType: 'bid',
        entityId: bid.id,
        toState: given.status,
        details: { tenderId: tender.id, shipmentId: tender.shipmentId, proposedRate: bid.proposedRate },
      });
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'tender_bids_company_key')
      throw conflict('Your company has already answered this tender');
    throw error;
  }
}

/** A logistics company bids: at most the maximum rate, while the tender is open for it. */
export async function bidOnTender(
  db: Executor,
  scope: CallerScope,
  input: z.output<typeof ZBidInput>,
  now = new Date(),
): Promise<TTender> {
  const loaded = await tenderFacts(db, scope, input.id, now);
  requireAllowed(scope, 'tender.bid', loaded?.facts ?? null, now);
  if (!loaded) throw notFound('Tender');
  if (input.proposedRate > loaded.row.maxRate) throw badRequest('proposedRate', FLEET_MESSAGES.rateAboveMax);
  await answerTender(
    db,
    scope,
    loaded.row,
    loaded.facts.supplierOrgId,
    {
      status: 'submitted',
      proposedRate: input.proposedRate,
      estimatedDeliveryTime: input.estimatedDeliveryTime,
      notes: input.notes ?? null,
    },
    now,
  );
  return getTender(db, scope, input.id, now);
}

/** A logistics company declines a tender: final for it. */
export async function rejectTender(db: Executor, scope: CallerScope, id: string, now = new Date()): Promise<TTender> {
  const loaded = await tenderFacts(db, scope, id, now);
  requireAllowed(scope, 'tender.reject', loaded?.facts ?? null, now);
  if (!loaded) throw notFound('Tender');
  await answerTender(db, scope, loaded.row, loaded.facts.supplierOrgId, { status: 'declined' }, now);
  return getTender(db, scope, id, now);
}

const bidder = organizations;

/** Bids: the shipper (the supplier of the shipment's order) sees every bid on it, a carrier its own; admins all. */
function visibleBids(scope: CallerScope): SQL | undefined {
  if (scope.isAdmin) return undefined;
  if (!scope.orgId) return sql`false`;
  return or(eq(orders.supplierOrgId, scope.orgId), eq(tenderBids.logisticsOrgId, scope.orgId));
}

/** The bids (declines are no bids) the caller may see, cheapest first, with what the award rule reads of each. */
async function loadBids(
  db: Executor,
  scope: CallerScope,
  where: SQL,
): Promise<{ row: TBid; facts: RecordFacts['bid']; shipmentId: string }[]> {
  const rows = await db
    .select({
      bid: tenderBids,
      carrierName: bidder.name,
      carrierVerified: verifiedOf(bidder),
      supplierOrgId: orders.supplierOrgId,
      shipmentId: shipments.id,
      shipmentStatus: shipments.status,
    })
    .from(tenderBids)
    .innerJoin(tenders, eq(tenders.id, tenderBids.tenderId))
    .innerJoin(shipments, eq(shipments.id, tenders.shipmentId))
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .innerJoin(bidder, eq(bidder.id, tenderBids.logisticsOrgId))
    .where(and(visibleBids(scope), ne(tenderBids.status, 'declined'), where))
    .orderBy(asc(tenderBids.proposedRate), asc(tenderBids.createdAt));
  return rows.map((r) => {
    const facts: RecordFacts['bid'] = {
      supplierOrgId: r.supplierOrgId,
      status: r.bid.status,
      shipmentStatus: r.shipmentStatus,
    };
    const row: TBid = {
      allowedActions: allowedFor(scope, 'bid', facts),
      id: r.bid.id,
      tenderId: r.bid.tenderId,
      carrier: { id: r.bid.logisticsOrgId, name: r.carrierName, verified: r.carrierVerified },
      status: facts.status,
      proposedRate: r.bid.proposedRate ?? 0,
      estimatedDeliveryTime: r.bid.estimatedDeliveryTime ?? '',
      notes: r.bid.notes,
      createdAt: iso(r.bid.createdAt),
    };
    return { row, facts, shipmentId: r.shipmentId };
  });
}

/** The bids on a shipment the caller may see (404 when it cannot see the shipment). */
export async function shipmentBids(db: Executor, scope: CallerScope, shipmentId: string): Promise<TBid[]> {
  await getShipment(db, scope, shipmentId);
  return (await loadBids(db, scope, eq(shipments.id, shipmentId))).map((b) => b.row);
}

/** The shipper awards its shipment to one bid (see awardShipment); 409 for the second of two awards. */
export async function awardBid(
  db: Executor,
  scope: CallerScope,
  input: z.output<typeof ZAwardInput>,
  now = new Date(),
): Promise<TShipment> {
  const [loaded] = await loadBids(db, scope, eq(tenderBids.id, input.bidId));
  requireAllowed(scope, 'tender.award', loaded?.facts ?? null, now);
  if (!loaded) throw notFound('Bid');
  await db.transaction((tx) =>
    awardShipment(tx, {
      shipmentId: loaded.shipmentId,
      winnerOrgId: loaded.row.carrier.id,
      bidId: input.bidId,
      by: { userId: scope.userId, orgId: scope.orgId },
      now,
    }),
  );
  return getShipment(db, scope, loaded.shipmentId);
}
