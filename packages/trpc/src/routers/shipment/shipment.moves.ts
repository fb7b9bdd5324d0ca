import type { Executor } from '@energy/db/client';
import { orders } from '@energy/db/schema/orders';
import { shipments } from '@energy/db/schema/shipments';
import type { ShipmentStatus } from '@energy/domain/constants';
import { jobs } from '@energy/db/schema/fleet';
import { JOB_STARTED_STATES } from '@energy/domain/machines/fleet';
import { FLEET_MESSAGES } from '@energy/domain/schemas/fleet';
import { and, eq, ne, type SQL } from 'drizzle-orm';
import { conflict } from '../../errors';
import { transition } from '../../transition';

export interface ShipmentMove {
  to: ShipmentStatus;
  set?: Partial<typeof shipments.$inferInsert>;
  /** Further conditions (the carrier's own shipment). */
  where?: SQL;
}

/** Who moves it: the actor and the organization it acts for. */
export interface Mover {
  userId: string;
  orgId: string | null;
}

/** The buyer and supplier of a shipment's order: the organizations every move of it concerns. */
export async function shipmentParties(
  tx: Executor,
  shipmentId: string,
): Promise<{ buyer: string; supplier: string } | undefined> {
  const [parties] = await tx
    .select({ buyer: orders.buyerOrgId, supplier: orders.supplierOrgId })
    .from(orders)
    .innerJoin(shipments, eq(shipments.orderId, orders.id))
    .where(eq(shipments.id, shipmentId));
  return parties;
}

/**
 * Moves one shipment as SHIPMENT_TRANSITIONS allows (409 naming its state otherwise), inside the caller's
 * transaction; the runner moves its order and its job with it (their descriptors' follows: in transit, delivered).
 * Every shipment move goes through here: the carrier's verbs, an award, a job's status.
 */
export async function moveShipmentIn(
  tx: Executor,
  id: string,
  move: ShipmentMove,
  by: Mover,
  now: Date,
): Promise<typeof shipments.$inferSelect> {
  // A shipment with a job leaves only with its driver and vehicle, and the job leaves with it.
  const liveJob = move.to === 'in_transit' ? await lockLiveJob(tx, id) : undefined;
  if (liveJob && (!liveJob.assignedDriverId || !liveJob.assignedVehicleId))
    throw conflict(FLEET_MESSAGES.transitNeedsCrew);
  const parties = await shipmentParties(tx, id);
  const audit = {
    actorUserId: by.userId,
    organizationId: by.orgId,
    organizations: [parties?.buyer, parties?.supplier],
  };
  const shipment = await transition(tx, 'shipment', id, {
    to: move.to,
    set: { updatedAt: now, ...move.set },
    where: move.where,
    now,
    refusal: (state) => `This shipment is ${state} and cannot move to ${move.to}`,
    // The carrier hears of it too, also when the shipper's award made it the carrier.
    audit: (s) => ({ ...audit, organizations: [...audit.organizations, s.logisticsOrgId] }),
  });
  if (liveJob) {
    const [job] = await tx.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, liveJob.id));
    // Moved by the follow (assigned or delayed -> in progress), or already on the road when the job's own status led.
    if (!job || !JOB_STARTED_STATES.includes(job.status))
      throw conflict(`This shipment's job is ${job?.status ?? 'missing'} and cannot move to in_progress with it`);
  }
  return shipment;
}

/** The shipment's live (not cancelled) job, locked for the move, or undefined when it has none. */
async function lockLiveJob(tx: Executor, shipmentId: string) {
  const [job] = await tx
    .select({
      id: jobs.id,
      status: jobs.status,
      assignedDriverId: jobs.assignedDriverId,
      assignedVehicleId: jobs.assignedVehicleId,
    })
    .from(jobs)
    .where(and(eq(jobs.shipmentId, shipmentId), ne(jobs.status, 'cancelled')))
    .for('update');
  return job;
}
