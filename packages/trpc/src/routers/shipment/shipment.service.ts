import type { Executor } from '@energy/db/client';
import { orders } from '@energy/db/schema/orders';
import { organizations } from '@energy/db/schema/organizations';
import { shipments } from '@energy/db/schema/shipments';
import { tenders } from '@energy/db/schema/fleet';
import { users } from '@energy/db/schema/users';
import { FLEET_MESSAGES } from '@energy/domain/schemas/fleet';
import { SHIPMENT_DECLINE_MESSAGES } from '@energy/domain/actions/registry';
import {
  FULFILMENT_MESSAGES,
  type TShipment,
  type ZPodInput,
  type ZShipmentCreateInput,
  type ZShipmentDeclineInput,
} from '@energy/domain/schemas/fulfilment';
import { and, eq, isNull, notExists } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../audit';
import { requireAllowed } from '../../authorize';
import { badRequest, conflict, notFound } from '../../errors';
import { nextNumber } from '../../numbering';
import type { EscrowConfig } from '../../context';
import { requireOrg, type CallerScope } from '../../scope';
import { lockMovable, transition } from '../../transition';
import { awardShipment } from '../tender/tender.award';
import { moveShipmentIn, type ShipmentMove } from './shipment.moves';
import { lockMeasuredShipment } from './shipment.measurements';
import { listShipments, loadShipments } from './shipment.queries';
import { measureReceipt, receivedObserved } from './shipment.receipt';
import type { ShipmentFacts } from '../order/order.queries';
import { getOrder, orderFacts } from '../order/order.service';
import { settleOrderQuantity } from '../order/settled-quantity';

export async function getShipment(db: Executor, scope: CallerScope, id: string): Promise<TShipment> {
  const [shipment] = await listShipments(db, scope, eq(shipments.id, id));
  if (!shipment) throw notFound('Shipment');
  return shipment;
}

/** The shipment as the action rules read it, or null when the caller cannot see it. */
async function shipmentFacts(db: Executor, scope: CallerScope, id: string): Promise<ShipmentFacts | null> {
  const [loaded] = await loadShipments(db, scope, eq(shipments.id, id));
  return loaded?.facts ?? null;
}

/** The tender's terms are checked against the clock and the plan: answers come in before the shipment leaves. */
function checkTenderTerms(input: z.output<typeof ZShipmentCreateInput>, now: Date) {
  if (!input.tender) return;
  if (input.tender.bidDeadline.getTime() <= now.getTime())
    throw badRequest('tender.bidDeadline', FLEET_MESSAGES.bidDeadlinePast);
  if (input.tender.bidDeadline.getTime() > input.estimatedDeparture.getTime())
    throw badRequest('tender.bidDeadline', FLEET_MESSAGES.bidDeadlineAfterDeparture);
}

/** The supplier arranges transport for a confirmed order: to a chosen logistics company or as an open tender. */
export async function createShipment(
  db: Executor,
  scope: CallerScope,
  input: z.output<typeof ZShipmentCreateInput>,
  now = new Date(),
): Promise<TShipment> {
  requireAllowed(scope, 'shipment.create', await orderFacts(db, scope, input.orderId), now);
  checkTenderTerms(input, now);
  const order = await getOrder(db, scope, input.orderId);
  const allocationRefused = (state: string | null) =>
    `This order is ${state}: transport is arranged for a confirmed order`;
  const id = await db.transaction(async (tx) => {
    // Concurrent tenders for one order queue on its row here; the later one finds it allocated (409).
    await lockMovable(tx, 'order', order.id, 'allocated', allocationRefused);
    if (input.logisticsOrgId) {
      const [carrier] = await tx.select().from(organizations).where(eq(organizations.id, input.logisticsOrgId));
      if (!carrier || carrier.type !== 'logistics') throw badRequest('logisticsOrgId', 'Logistics company not found');
    }
    const concerned = [order.buyerOrg.id, order.supplierOrg.id, input.logisticsOrgId];
    const [shipment] = await tx
      .insert(shipments)
      .values({
        shipmentNumber: await nextNumber(tx, 'SHP', 'shipment_number_seq', now),
        orderId: order.id,
        logisticsOrgId: input.logisticsOrgId ?? null,
        status: 'tendered',
        originLocation: input.originLocation,
        destinationLocation: input.destinationLocation,
        cargoDescription: input.cargoDescription,
        estimatedDeparture: input.estimatedDeparture,
        estimatedArrival: input.estimatedArrival,
        createdBy: scope.userId,
      })
      .returning({ id: shipments.id });
    if (!shipment) throw conflict('The shipment was not created');
    await recordAudit(tx, {
      actorUserId: scope.userId,
      organizationId: scope.orgId,
      organizations: concerned,
      action: 'shipment.tendered',
      entityType: 'shipment',
      entityId: shipment.id,
      toState: 'tendered',
      details: { openTender: !input.logisticsOrgId },
    });
    // A chosen carrier without tender terms answers the shipment itself, at the order's terms.
    if (input.tender)
      await createTender(tx, scope, input, input.tender, {
        shipmentId: shipment.id,
        supplierOrgId: order.supplierOrg.id,
      });
    // The order follows its shipment.
    await transition(tx, 'order', order.id, {
      to: 'allocated',
      set: { updatedAt: now },
      refusal: allocationRefused,
      audit: { actorUserId: scope.userId, organizationId: scope.orgId, organizations: concerned },
    });
    return shipment.id;
  });
  return getShipment(db, scope, id);
}

/** The tender the logistics companies see and bid on: the shipment's terms, and the supplier's user as its contact. */
async function createTender(
  tx: Executor,
  scope: CallerScope,
  input: z.output<typeof ZShipmentCreateInput>,
  terms: NonNullable<z.output<typeof ZShipmentCreateInput>['tender']>,
  of: { shipmentId: string; supplierOrgId: string },
) {
  const [contact] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, scope.userId));
  const [tender] = await tx
    .insert(tenders)
    .values({
      shipmentId: of.shipmentId,
      supplierOrgId: of.supplierOrgId,
      targetOrgId: input.logisticsOrgId ?? null,
      title: terms.title ?? `${input.cargoDescription} from ${input.originLocation} to ${input.destinationLocation}`,
      description: input.cargoDescription,
      priority: terms.priority,
      contactPerson: contact ? `${contact.firstName} ${contact.lastName}` : '',
      contactEmail: contact?.email ?? '',
      requiredDate: input.estimatedArrival,
      bidDeadline: terms.bidDeadline,
      maxRate: terms.maxRate,
      weightKg: terms.weightKg ?? null,
      volumeM3: terms.volumeM3 ?? null,
      cargoType: terms.cargoType ?? null,
      specialRequirements: terms.specialRequirements,
      hazardous: terms.hazardous,
    })
    .returning({ id: tenders.id });
  if (!tender) throw conflict('The tender was not created');
  await recordAudit(tx, {
    actorUserId: scope.userId,
    organizationId: of.supplierOrgId,
    organizations: [input.logisticsOrgId],
    action: 'tender.created',
    entityType: 'tender',
    entityId: tender.id,
    toState: 'open',
    details: { shipmentId: of.shipmentId, maxRate: terms.maxRate, bidDeadline: terms.bidDeadline.toISOString() },
  });
}

type MoveAction = 'shipment.startTransit' | 'shipment.markDelivered';

/** The carrier moves its shipment one step, as SHIPMENT_TRANSITIONS allows; the order and the job follow. */
async function moveShipment(
  db: Executor,
  scope: CallerScope,
  id: string,
  action: MoveAction,
  move: ShipmentMove,
  now = new Date(),
): Promise<TShipment> {
  requireAllowed(scope, action, await shipmentFacts(db, scope, id), now);
  const orgId = scope.orgId ?? '';
  await db.transaction((tx) =>
    moveShipmentIn(
      tx,
      id,
      { ...move, where: eq(shipments.logisticsOrgId, orgId) },
      { userId: scope.userId, orgId },
      now,
    ),
  );
  return getShipment(db, scope, id);
}

/**
 * A carrier takes a tendered shipment itself: an open tender before its deadline, at its maximum rate, when the
 * company has not answered it (the same award as the shipper's, with a won bid at that rate and a job); a shipment
 * without a tender, by its chosen carrier, at the order's terms.
 */
export async function acceptShipment(
  db: Executor,
  scope: CallerScope,
  id: string,
  now = new Date(),
): Promise<TShipment> {
  requireAllowed(scope, 'shipment.accept', await shipmentFacts(db, scope, id), now);
  const orgId = requireOrg(scope);
  await db.transaction((tx) =>
    awardShipment(tx, { shipmentId: id, winnerOrgId: orgId, by: { userId: scope.userId, orgId }, now }),
  );
  return getShipment(db, scope, id);
}
/**
 * The chosen carrier declines a shipment tendered to it without a tender, at the order's terms:
 * in one transaction the shipment is cancelled and its order goes back from allocated to confirmed, so the
 * supplier arranges transport again; the supplier is told, with the reason if one was given. A shipment with a
 * tender is declined by answering its tender (tender.reject).
 */
export async function declineShipment(
  db: Executor,
  scope: CallerScope,
  input: z.output<typeof ZShipmentDeclineInput>,
  now = new Date(),
): Promise<TShipment> {
  requireAllowed(scope, 'shipment.decline', await shipmentFacts(db, scope, input.id), now);
  const orgId = requireOrg(scope);
  const reason = input.reason ? input.reason : null;
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, buyerOrgId: orders.buyerOrgId, supplierOrgId: orders.supplierOrgId })
      .from(orders)
      .innerJoin(shipments, eq(shipments.orderId, orders.id))
      .where(eq(shipments.id, input.id));
    if (!order) throw notFound('Shipment');
    const [carrier] = await tx
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, orgId));
    const details = { reason, carrier: carrier?.name ?? null };
    // Checked again under the row lock: the carrier's own tendered shipment, with no tender.
    const shipment = await transition(tx, 'shipment', input.id, {
      to: 'cancelled',
      set: { updatedAt: now },
      where: and(
        eq(shipments.logisticsOrgId, orgId),
        eq(shipments.status, 'tendered'),
        notExists(tx.select({ id: tenders.id }).from(tenders).where(eq(tenders.shipmentId, shipments.id))),
      ),
      refusal: (state) =>
        state === 'tendered'
          ? SHIPMENT_DECLINE_MESSAGES.hasTender
          : SHIPMENT_DECLINE_MESSAGES.notTendered(String(state)),
      audit: {
        actorUserId: scope.userId,
        organizationId: orgId,
        organizations: [order.supplierOrgId],
        action: 'shipment.declined',
        details,
      },
    });
    // The order follows: confirmed again, its transport to arrange anew; its buyer hears of it too.
    await transition(tx, 'order', shipment.orderId, {
      to: 'confirmed',
      set: { updatedAt: now },
      where: eq(orders.status, 'allocated'),
      refusal: (state) =>
        `This order is ${state}: only an allocated order goes back to confirmed when its carrier declines`,
      audit: {
        actorUserId: scope.userId,
        organizationId: orgId,
        organizations: [order.buyerOrgId],
        action: 'order.transport_declined',
        details: { ...details, shipmentId: shipment.id },
      },
    });
  });
  return getShipment(db, scope, input.id);
}
export const startTransit = (db: Executor, scope: CallerScope, id: string, now = new Date()) =>
  moveShipment(db, scope, id, 'shipment.startTransit', { to: 'in_transit', set: { actualDeparture: now } }, now);
export const markDelivered = (db: Executor, scope: CallerScope, id: string, now = new Date()) =>
  moveShipment(db, scope, id, 'shipment.markDelivered', { to: 'delivered', set: { actualArrival: now } }, now);

/** Clocks of phones and depots drift: a delivery time this far ahead of the server's clock still counts as now. */
const CLOCK_SKEW_MS = 5 * 60_000;

const MINUTE_MS = 60_000;

/**
 * Delivery happened after the shipment left and not after now: a 1970 or tomorrow's POD is refused.
 * The form sends whole minutes, so the departure counts from the start of its minute.
 */
function checkDeliveredAt(deliveredAt: Date, actualDeparture: string | null, now: Date) {
  if (deliveredAt.getTime() > now.getTime() + CLOCK_SKEW_MS)
    throw badRequest('deliveredAt', FULFILMENT_MESSAGES.deliveredAtFuture);
  const departedMinute = actualDeparture
    ? Math.floor(new Date(actualDeparture).getTime() / MINUTE_MS) * MINUTE_MS
    : null;
  if (departedMinute !== null && deliveredAt.getTime() < departedMinute)
    throw badRequest('deliveredAt', FULFILMENT_MESSAGES.deliveredBeforeDeparture);
}

/**
 * Proof of delivery, by the carrier or the supplier, for a delivered shipment only: it becomes
 * pod_confirmed once (a conditional update, so two submissions at the same moment cannot both pass).
 * It releases no money: it opens the buyer's inspection period, at whose end (or at the buyer's
 * confirmation of receipt) the order's escrow is released. The receiver's measured figures (all four or none) make
 * the receipt measurement, else received = loaded; its transit loss is assessed (shipment.receipt.ts).
 */
export async function submitPod(
  db: Executor,
  scope: CallerScope,
  escrow: EscrowConfig,
  input: z.output<typeof ZPodInput>,
  now = new Date(),
): Promise<TShipment> {
  requireAllowed(scope, 'shipment.submitPod', await shipmentFacts(db, scope, input.shipmentId), now);
  const visible = await getShipment(db, scope, input.shipmentId);
  // The shipment is visible to the caller, so its order's parties may be read without the caller's scope.
  const [order] = await db
    .select({ supplierOrgId: orders.supplierOrgId, buyerOrgId: orders.buyerOrgId })
    .from(orders)
    .where(eq(orders.id, visible.orderId));
  checkDeliveredAt(input.deliveredAt, visible.actualDeparture, now);
  const received = receivedObserved(input);
  await db.transaction(async (tx) => {
    const measured = await lockMeasuredShipment(tx, input.shipmentId);
    const concerned = [order?.buyerOrgId, order?.supplierOrgId, visible.logisticsOrg?.id];
    const shipment = await transition(tx, 'shipment', input.shipmentId, {
      to: 'pod_confirmed',
      set: {
        podDeliveredAt: input.deliveredAt,
        podRecipientName: input.recipientName,
        podSignature: input.signature ?? null,
        podNotes: input.notes ?? null,
        podSubmittedBy: scope.userId,
        updatedAt: now,
      },
      refusal: (state) => `This shipment is ${state}: proof of delivery is submitted once, for a delivered shipment`,
      audit: {
        actorUserId: scope.userId,
        organizationId: scope.orgId,
        organizations: concerned,
        details: { recipientName: input.recipientName },
      },
    });
    const releaseDueAt = new Date(now.getTime() + escrow.inspectionHours * 3_600_000);
    await tx
      .update(orders)
      .set({ releaseDueAt, updatedAt: now })
      .where(and(eq(orders.id, shipment.orderId), isNull(orders.releaseDueAt)));
    await recordAudit(tx, {
      actorUserId: scope.userId,
      organizationId: scope.orgId,
      organizations: concerned,
      action: 'order.inspection_started',
      entityType: 'order',
      entityId: shipment.orderId,
      details: { releaseDueAt: releaseDueAt.toISOString() },
    });
    // What was received, measured (or received = loaded), and the transit loss against the allowance.
    await measureReceipt(
      tx,
      { ...measured, status: shipment.status },
      received,
      { userId: scope.userId, orgId: scope.orgId },
      now,
    );
    // Then the order's settled quantity on its basis, and its final invoice when the price is final.
    await settleOrderQuantity(tx, shipment.orderId, scope, now);
  });
  return getShipment(db, scope, input.shipmentId);
}
