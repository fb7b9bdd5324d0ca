import type { Executor } from '@energy/db/client';
import { disputes } from '@energy/db/schema/admin-reviews';
import { contracts } from '@energy/db/schema/contracts';
import { orders } from '@energy/db/schema/orders';
import { shipments } from '@energy/db/schema/shipments';
import type { ActionName } from '@energy/domain/actions/catalog';
import type { RecordFacts } from '@energy/domain/actions/records';
import { DISPUTE_OPEN_STATES } from '@energy/domain/machines/admin';
import type {
  DisputeRelatedType,
  TDispute,
  ZDisputeRaiseInput,
  ZDisputeStatusInput,
} from '@energy/domain/schemas/dispute';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../audit';
import { requireAllowed } from '../../authorize';
import { notFound } from '../../errors';
import type { CallerScope } from '../../scope';
import { transition } from '../../transition';
import { shipmentCarrierOrgId } from '../order/order.queries';
import { getDispute, loadDisputes } from './dispute.queries';

interface Disputed {
  partyOrgIds: string[];
  /** The order whose escrow a dispute on this record freezes. */
  orderId: string | null;
}

const LABELS: Record<DisputeRelatedType, string> = { contract: 'Contract', order: 'Order', shipment: 'Shipment' };

/** The record's parties: buyer and supplier of a contract or order; supplier, buyer and carrier of a shipment (not one that declined its tender). */
async function disputedRecord(db: Executor, type: DisputeRelatedType, id: string): Promise<Disputed | null> {
  if (type === 'contract') {
    const [row] = await db
      .select({ buyer: contracts.buyerOrgId, supplier: contracts.supplierOrgId, orderId: orders.id })
      .from(contracts)
      .leftJoin(orders, eq(orders.contractId, contracts.id))
      .where(eq(contracts.id, id));
    return row ? { partyOrgIds: [row.buyer, row.supplier], orderId: row.orderId } : null;
  }
  if (type === 'order') {
    const [row] = await db
      .select({ buyer: orders.buyerOrgId, supplier: orders.supplierOrgId })
      .from(orders)
      .where(eq(orders.id, id));
    return row ? { partyOrgIds: [row.buyer, row.supplier], orderId: id } : null;
  }
  const [row] = await db
    .select({
      buyer: orders.buyerOrgId,
      supplier: orders.supplierOrgId,
      carrier: shipmentCarrierOrgId,
      orderId: shipments.orderId,
    })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(eq(shipments.id, id));
  return row
    ? { partyOrgIds: [row.buyer, row.supplier, ...(row.carrier ? [row.carrier] : [])], orderId: row.orderId }
    : null;
}

/**
 * A party raises a dispute on a contract, order or shipment: open, at its category and priority. While it is
 * open the order's escrow stays held. A record the caller is no party to is not found (404), as its lists show.
 */
export async function raiseDispute(
  db: Executor,
  scope: CallerScope,
  input: z.output<typeof ZDisputeRaiseInput>,
): Promise<TDispute> {
  const record = await disputedRecord(db, input.relatedEntityType, input.relatedEntityId);
  if (!record || (!scope.isAdmin && !record.partyOrgIds.includes(scope.orgId ?? '')))
    throw notFound(LABELS[input.relatedEntityType]);
  const [open] = await db
    .select({ id: disputes.id })
    .from(disputes)
    .where(
      and(
        eq(disputes.relatedEntityType, input.relatedEntityType),
        eq(disputes.relatedEntityId, input.relatedEntityId),
        inArray(disputes.status, [...DISPUTE_OPEN_STATES]),
      ),
    )
    .limit(1);
  const facts: RecordFacts['disputable'] = { partyOrgIds: record.partyOrgIds, openDispute: open !== undefined };
  requireAllowed(scope, 'dispute.raise', facts);
  const [dispute] = await db
    .insert(disputes)
    .values({
      category: input.category,
      priority: input.priority,
      relatedEntityType: input.relatedEntityType,
      relatedEntityId: input.relatedEntityId,
      orderId: record.orderId,
      description: input.description,
      raisedBy: scope.userId,
      raisedByOrgId: scope.orgId,
      partyOrgIds: record.partyOrgIds,
    })
    .returning();
  if (!dispute) throw new Error('dispute insert returned nothing');
  await recordAudit(db, {
    actorUserId: scope.userId,
    organizationId: scope.orgId,
    organizations: record.partyOrgIds,
    action: 'dispute.raised',
    entityType: 'dispute',
    entityId: dispute.id,
    toState: dispute.status,
    details: {
      category: dispute.category,
      priority: dispute.priority,
      relatedEntityType: dispute.relatedEntityType,
      relatedEntityId: dispute.relatedEntityId,
    },
  });
  return getDispute(db, scope, dispute.id);
}

const VERB_OF: Record<z.output<typeof ZDisputeStatusInput>['status'], ActionName & `dispute.${string}`> = {
  investigating: 'dispute.investigate',
  resolved: 'dispute.resolve',
  escalated: 'dispute.escalate',
};

/**
 * An admin investigates, resolves (non-blank notes) or escalates a dispute, only while it is open or under
 * investigation (409 otherwise). Every party hears of it; a resolved dispute no longer holds the escrow.
 */
export async function decideDispute(
  db: Executor,
  scope: CallerScope,
  input: z.output<typeof ZDisputeStatusInput>,
  now = new Date(),
): Promise<TDispute> {
  const [loaded] = await loadDisputes(db, scope, eq(disputes.id, input.id));
  requireAllowed(scope, VERB_OF[input.status], loaded?.facts ?? null, now);
  const notes = input.status === 'resolved' ? (input.resolutionNotes ?? null) : null;
  await transition(db, 'dispute', input.id, {
    to: input.status,
    set: { updatedAt: now, decidedBy: scope.userId, ...(notes ? { resolutionNotes: notes } : {}) },
    refusal: (s) => `This dispute is ${s} and cannot be ${input.status}`,
    audit: (d) => ({
      actorUserId: scope.userId,
      organizationId: d.raisedByOrgId,
      organizations: d.partyOrgIds,
      details: notes ? { resolutionNotes: notes } : {},
    }),
  });
  return getDispute(db, scope, input.id);
}
