import type { Executor } from '@energy/db/client';
import { orders } from '@energy/db/schema/orders';
import { organizations } from '@energy/db/schema/organizations';
import { shipments } from '@energy/db/schema/shipments';
import type { OrderStatus, ShipmentStatus } from '@energy/domain/constants';
import { ORDER_TRANSITIONS, SHIPMENT_TRANSITIONS } from '@energy/domain/machines/fulfilment';
import { canTransition, sourcesOf } from '@energy/domain/machines/transitions';
import { FULFILMENT_MESSAGES, type TShipment, type ZPodInput, type ZShipmentCreateInput } from '@energy/domain/schemas/fulfilment';
import { TRPCError } from '@trpc/server';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../audit';
import { badRequest, conflict, notFound } from '../../errors';
import { nextNumber } from '../../numbering';
import type { EscrowConfig } from '../../context';
import { requireOrg, requireRole, type CallerScope } from '../../scope';
import { listShipments } from './shipment.queries';
import { getOrder } from '../order/order.service';

export async function getShipment(db: Executor, scope: CallerScope, id: string): Promise<TShipment> {
  const [shipment] = await listShipments(db, scope, eq(shipments.id, id));
  if (!shipment) throw notFound('Shipment');
  return shipment;
}

/** The supplier arranges transport for a confirmed order: to a chosen logistics company or as an open tender. */
export async function createShipment(db: Executor, scope: CallerScope, input: z.output<typeof ZShipmentCreateInput>, now = new Date()): Promise<TShipment> {
  const order = await getOrder(db, scope, input.orderId);
  if (!scope.isAdmin && (scope.role !== 'supplier' || order.supplierOrg.id !== scope.orgId)) {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Only the supplier arranges transport for an order' });
  }
  const id = await db.transaction(async (tx) => {
    if (input.logisticsOrgId) {
      const [carrier] = await tx.select().from(organizations).where(eq(organizations.id, input.logisticsOrgId));
      if (!carrier || carrier.type !== 'logistics') throw badRequest('logisticsOrgId', 'Logistics company not found');
    }
    const [allocated] = await tx
      .update(orders)
      .set({ status: 'allocated', updatedAt: now })
      .where(and(eq(orders.id, order.id), inArray(orders.status, sourcesOf(ORDER_TRANSITIONS, 'allocated'))))
      .returning({ id: orders.id });
    if (!allocated) throw conflict(`This order is ${order.status}: transport is arranged for a confirmed order`);
    const [shipment] = await tx
      .insert(shipments)
      .values({
        shipmentNumber: await nextNumber(tx, 'SHP', 'shipment_number_seq', now), orderId: order.id, logisticsOrgId: input.logisticsOrgId ?? null,
        status: 'tendered', originLocation: input.originLocation, destinationLocation: input.destinationLocation, cargoDescription: input.cargoDescription,
        estimatedDeparture: input.estimatedDeparture, estimatedArrival: input.estimatedArrival, createdBy: scope.userId,
      })
      .returning({ id: shipments.id });
    if (!shipment) throw conflict('The shipment was not created');
    const concerned = [order.buyerOrg.id, order.supplierOrg.id, input.logisticsOrgId];
    await recordAudit(tx, { actorUserId: scope.userId, organizationId: scope.orgId, organizations: concerned, action: 'shipment.tendered', entityType: 'shipment', entityId: shipment.id, toState: 'tendered', details: { openTender: !input.logisticsOrgId } });
    await recordAudit(tx, { actorUserId: scope.userId, organizationId: scope.orgId, organizations: concerned, action: 'order.allocated', entityType: 'order', entityId: order.id, fromState: 'confirmed', toState: 'allocated' });
    return shipment.id;
  });
  return getShipment(db, scope, id);
}

interface Move {
  to: ShipmentStatus;
  /** The order's status when this move is made; the order follows its shipment. */
  orderTo?: OrderStatus;
  set?: Partial<typeof shipments.$inferInsert>;
}

/** A logistics company moves its shipment one step, as SHIPMENT_TRANSITIONS allows; the order follows. */
async function moveShipment(db: Executor, scope: CallerScope, id: string, move: Move, now = new Date()): Promise<TShipment> {
  requireRole(scope, 'logistics', 'Only the logistics company moves a shipment');
  const orgId = requireOrg(scope);
  const visible = await getShipment(db, scope, id);
  await db.transaction(async (tx) => {
    // Taking an open tender is the one move a company makes on a shipment not yet its own.
    const mine = move.to === 'accepted' ? or(isNull(shipments.logisticsOrgId), eq(shipments.logisticsOrgId, orgId)) : eq(shipments.logisticsOrgId, orgId);
    const [shipment] = await tx
      .update(shipments)
      .set({ status: move.to, updatedAt: now, ...move.set })
      .where(and(eq(shipments.id, id), inArray(shipments.status, sourcesOf(SHIPMENT_TRANSITIONS, move.to)), mine))
      .returning();
    if (!shipment) throw conflict(`This shipment is ${visible.status} and cannot move to ${move.to}`);
    const [parties] = await tx.select({ buyer: orders.buyerOrgId, supplier: orders.supplierOrgId }).from(orders).where(eq(orders.id, shipment.orderId));
    const concerned = [parties?.buyer, parties?.supplier];
    await recordAudit(tx, { actorUserId: scope.userId, organizationId: orgId, organizations: concerned, action: `shipment.${move.to}`, entityType: 'shipment', entityId: id, fromState: visible.status, toState: move.to });
    if (!move.orderTo) return;
    const [before] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, shipment.orderId)).for('update');
    const [moved] = await tx
      .update(orders)
      .set({ status: move.orderTo, updatedAt: now })
      .where(and(eq(orders.id, shipment.orderId), inArray(orders.status, sourcesOf(ORDER_TRANSITIONS, move.orderTo))))
      .returning({ id: orders.id });
    if (moved) {
      await recordAudit(tx, { actorUserId: scope.userId, organizationId: orgId, organizations: concerned, action: `order.${move.orderTo}`, entityType: 'order', entityId: moved.id, fromState: before?.status, toState: move.orderTo });
    }
  });
  return getShipment(db, scope, id);
}

export const acceptShipment = (db: Executor, scope: CallerScope, id: string) =>
  moveShipment(db, scope, id, { to: 'accepted', set: { logisticsOrgId: scope.orgId } });
export const startTransit = (db: Executor, scope: CallerScope, id: string, now = new Date()) =>
  moveShipment(db, scope, id, { to: 'in_transit', orderTo: 'in_transit', set: { actualDeparture: now } }, now);
export const markDelivered = (db: Executor, scope: CallerScope, id: string, now = new Date()) =>
  moveShipment(db, scope, id, { to: 'delivered', orderTo: 'delivered', set: { actualArrival: now } }, now);

/** Clocks of phones and depots drift: a delivery time this far ahead of the server's clock still counts as now. */
const CLOCK_SKEW_MS = 5 * 60_000;

const MINUTE_MS = 60_000;

/**
 * Delivery happened after the shipment left and not after now: a 1970 or tomorrow's POD is refused.
 * The form sends whole minutes, so the departure counts from the start of its minute.
 */
function checkDeliveredAt(deliveredAt: Date, actualDeparture: string | null, now: Date) {
  if (deliveredAt.getTime() > now.getTime() + CLOCK_SKEW_MS) throw badRequest('deliveredAt', FULFILMENT_MESSAGES.deliveredAtFuture);
  const departedMinute = actualDeparture ? Math.floor(new Date(actualDeparture).getTime() / MINUTE_MS) * MINUTE_MS : null;
  if (departedMinute !== null && deliveredAt.getTime() < departedMinute) throw badRequest('deliveredAt', FULFILMENT_MESSAGES.deliveredBeforeDeparture);
}

/**
 * Proof of delivery, by the carrier or the supplier, for a delivered shipment only: it becomes
 * pod_confirmed once (a conditional update, so two submissions at the same moment cannot both pass).
 * It releases no money: it opens the buyer's inspection period, at whose end (or at the buyer's
 * confirmation of receipt) the order's escrow is released.
 */
export async function submitPod(db: Executor, scope: CallerScope, escrow: EscrowConfig, input: z.output<typeof ZPodInput>, now = new Date()): Promise<TShipment> {
  const visible = await getShipment(db, scope, input.shipmentId);
  if (!canTransition(SHIPMENT_TRANSITIONS, visible.status, 'pod_confirmed')) {
    throw conflict(`This shipment is ${visible.status}: proof of delivery is submitted once, for a delivered shipment`);
  }
  // The shipment is visible to the caller, so its order's parties may be read without the caller's scope.
  const [order] = await db.select({ supplierOrgId: orders.supplierOrgId, buyerOrgId: orders.buyerOrgId }).from(orders).where(eq(orders.id, visible.orderId));
  const carrier = scope.role === 'logistics' && visible.logisticsOrg?.id === scope.orgId;
  const supplier = scope.role === 'supplier' && order?.supplierOrgId === scope.orgId;
  if (!scope.isAdmin && !carrier && !supplier) throw new TRPCError({ code: 'FORBIDDEN', message: 'Only the carrier or the supplier confirms delivery' });
  checkDeliveredAt(input.deliveredAt, visible.actualDeparture, now);
  await db.transaction(async (tx) => {
    const [shipment] = await tx
      .update(shipments)
      .set({
        status: 'pod_confirmed', podDeliveredAt: input.deliveredAt, podRecipientName: input.recipientName,
        podSignature: input.signature ?? null, podNotes: input.notes ?? null, podSubmittedBy: scope.userId, updatedAt: now,
      })
      .where(and(eq(shipments.id, input.shipmentId), inArray(shipments.status, sourcesOf(SHIPMENT_TRANSITIONS, 'pod_confirmed'))))
      .returning();
    if (!shipment) throw conflict(`This shipment is ${visible.status}: proof of delivery is submitted once, for a delivered shipment`);
    const concerned = [order?.buyerOrgId, order?.supplierOrgId, visible.logisticsOrg?.id];
    await recordAudit(tx, { actorUserId: scope.userId, organizationId: scope.orgId, organizations: concerned, action: 'shipment.pod_confirmed', entityType: 'shipment', entityId: shipment.id, fromState: 'delivered', toState: 'pod_confirmed', details: { recipientName: input.recipientName } });
    const releaseDueAt = new Date(now.getTime() + escrow.inspectionHours * 3_600_000);
    await tx.update(orders).set({ releaseDueAt, updatedAt: now }).where(and(eq(orders.id, shipment.orderId), isNull(orders.releaseDueAt)));
    await recordAudit(tx, { actorUserId: scope.userId, organizationId: scope.orgId, organizations: concerned, action: 'order.inspection_started', entityType: 'order', entityId: shipment.orderId, details: { releaseDueAt: releaseDueAt.toISOString() } });
  });
  return getShipment(db, scope, input.shipmentId);
}
