import type { Executor } from '@energy/db/client';
import { jobs, tenderBids, tenders } from '@energy/db/schema/fleet';
import { orders } from '@energy/db/schema/orders';
import { organizations } from '@energy/db/schema/organizations';
import { shipments } from '@energy/db/schema/shipments';
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { recordAudit } from '../../audit';
import { conflict } from '../../errors';
import { nextNumber } from '../../numbering';
import { lockMovable, transition, transitionWhere, type AuditOf } from '../../transition';
import { moveShipmentIn, type Mover } from '../shipment/shipment.moves';

type Tender = typeof tenders.$inferSelect;
type Bid = typeof tenderBids.$inferSelect;
type Shipment = typeof shipments.$inferSelect;

export interface Award {
  shipmentId: string;
  /** The logistics company that carries the shipment. */
  winnerOrgId: string;
  /** The bid the shipper chose; absent when the carrier takes the open tender itself at its maximum rate (shipment.accept). */
  bidId?: string;
  by: Mover;
  now: Date;
}

const HOUR_MS = 3_600_000;

/** The shipment's planned time on the road, as a bid's estimated delivery time reads ("26 hours"). */
function plannedDuration(shipment: Shipment): string {
  const hours = Math.max(
    1,
    Math.round((shipment.estimatedArrival.getTime() - shipment.estimatedDeparture.getTime()) / HOUR_MS),
  );
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/**
 * The bid that wins: the chosen one (submitted -> won), or, when a carrier takes the tender itself, a won bid at
 * the maximum rate made now: only before the deadline and only by a company that has not answered the tender (its
 * bid waits for the shipper's award, its decline is final). Checked again here, under the shipment's lock.
 */
async function winningBid(
  tx: Executor,
  tender: Tender,
  shipment: Shipment,
  award: Award,
  audit: (bid: Bid) => AuditOf,
): Promise<Bid> {
  const set = { updatedAt: award.now };
  if (award.bidId) {
    return transition(tx, 'bid', award.bidId, {
      to: 'won',
      set,
      where: eq(tenderBids.tenderId, tender.id),
      refusal: (state) => `This bid is ${state} and cannot be awarded`,
      audit,
    });
  }
  if (tender.bidDeadline.getTime() <= award.now.getTime())
    throw conflict(`This tender expired: its bid deadline passed on ${tender.bidDeadline.toISOString()}`);
  const [own] = await tx
    .select()
    .from(tenderBids)
    .where(and(eq(tenderBids.tenderId, tender.id), eq(tenderBids.logisticsOrgId, award.winnerOrgId)));
  if (own) throw conflict(`Your company has already answered this tender: its bid is ${own.status}`);
  const [made] = await tx
    .insert(tenderBids)
    .values({
      tenderId: tender.id,
      logisticsOrgId: award.winnerOrgId,
      status: 'won',
      proposedRate: tender.maxRate,
      estimatedDeliveryTime: plannedDuration(shipment),
      notes: 'Accepted at the maximum rate',
      createdBy: award.by.userId,
    })
    .returning();
  if (!made) throw conflict('The bid was not recorded');
  await recordAudit(tx, {
    ...audit(made),
    action: 'bid.won',
    entityType: 'bid',
    entityId: made.id,
    toState: 'won',
    details: { proposedRate: made.proposedRate },
  });
  return made;
}

/**
 * Awards a tendered shipment to one logistics company, in the caller's transaction: the shipment is locked
 * (a concurrent award waits here and then finds it accepted: 409), the winning bid is won and every other
 * submitted bid lost, the shipment is accepted by the winner, and the winner's job is created, pending.
 * Both the shipper's award of a bid and a carrier's own acceptance of a tender come here.
 */
export async function awardShipment(tx: Executor, award: Award): Promise<void> {
  await lockMovable(
    tx,
    'shipment',
    award.shipmentId,
    'accepted',
    (state) => `This shipment is ${state} and cannot move to accepted`,
  );
  const [found] = await tx
    .select({
      shipment: shipments,
      tender: tenders,
      supplierOrgId: orders.supplierOrgId,
      supplierName: organizations.name,
    })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .innerJoin(organizations, eq(organizations.id, orders.supplierOrgId))
    .leftJoin(tenders, eq(tenders.shipmentId, shipments.id))
    .where(eq(shipments.id, award.shipmentId));
  if (!found) throw conflict('This shipment no longer exists');
  const { shipment, tender, supplierOrgId } = found;
  const audit = (bid: Bid): AuditOf => ({
    actorUserId: award.by.userId,
    organizationId: award.by.orgId,
    organizations: [supplierOrgId, bid.logisticsOrgId],
  });
  // A shipment without a tender (a chosen carrier at the order's terms) is accepted without bids.
  const won = tender ? await winningBid(tx, tender, shipment, award, audit) : null;
  const others = tender && won ? and(eq(tenderBids.tenderId, tender.id), ne(tenderBids.id, won.id)) : undefined;
  if (others) await transitionWhere(tx, 'bid', others, { to: 'lost', set: { updatedAt: award.now }, audit });
  await moveShipmentIn(
    tx,
    award.shipmentId,
    {
      to: 'accepted',
      set: { logisticsOrgId: award.winnerOrgId },
      // Tendered to one company: only that one may carry it.
      where: or(isNull(shipments.logisticsOrgId), eq(shipments.logisticsOrgId, award.winnerOrgId)),
    },
    award.by,
    award.now,
  );
  const [job] = await tx
    .insert(jobs)
    .values({
      jobNumber: await nextNumber(tx, 'JOB', 'job_number_seq', award.now),
      organizationId: award.winnerOrgId,
      shipmentId: shipment.id,
      title: tender?.title ?? shipment.cargoDescription,
      status: 'pending',
      priority: tender?.priority ?? 'medium',
      origin: shipment.originLocation,
      destination: shipment.destinationLocation,
      scheduledDate: shipment.estimatedDeparture,
      estimatedDuration: won?.estimatedDeliveryTime ?? plannedDuration(shipment),
      clientCompany: found.supplierName,
      specialRequirements: tender?.specialRequirements ?? [],
      hazardous: tender?.hazardous ?? false,
      lastUpdate: award.now,
    })
    .returning({ id: jobs.id, jobNumber: jobs.jobNumber });
  if (!job) throw conflict('The job was not created');
  await recordAudit(tx, {
    actorUserId: award.by.userId,
    organizationId: award.winnerOrgId,
    organizations: [supplierOrgId],
    action: 'job.created',
    entityType: 'job',
    entityId: job.id,
    toState: 'pending',
    details: { jobNumber: job.jobNumber, shipmentId: shipment.id },
  });
}
