import type { Executor } from '@energy/db/client';
import { disputes } from '@energy/db/schema/admin-reviews';
import { orders } from '@energy/db/schema/orders';
import { shipments } from '@energy/db/schema/shipments';
import type { OrderStatus } from '@energy/domain/constants';
import { DISPUTE_OPEN_STATES } from '@energy/domain/machines/admin';
import type { DisputeRelatedType } from '@energy/domain/schemas/dispute';
import { DELIVERED_QUANTITY_MESSAGES } from '@energy/domain/schemas/delivered-quantity';
import { VERIFICATION_MESSAGES } from '@energy/domain/schemas/verification';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { organizationVerified } from '../../verification';
import { quantityUnanswered } from './quantity-hold';

/** A dispute check the release job may be given instead of the open-dispute query (tests pass their own). */
export type DisputeCheck = (tx: Executor, orderId: string) => Promise<boolean>;

/**
 * Where a dispute's subject leads to the `orders` row in scope: the order itself, its contract (a dispute raised on
 * a draft contract holds the order signed from it later) or one of its shipments. Derived from the subject at
 * every read, never from an order id copied when the dispute was raised (the order may not exist yet).
 */
const SUBJECT_LEADS_TO_ORDER: Record<DisputeRelatedType, SQL> = {
  order: eq(disputes.relatedEntityId, orders.id),
  contract: eq(disputes.relatedEntityId, orders.contractId),
  shipment: sql`${disputes.relatedEntityId} in (select ${shipments.id} from ${shipments} where ${shipments.orderId} = ${orders.id})`,
};
const subjectIsOrder = or(
  ...Object.entries(SUBJECT_LEADS_TO_ORDER).map(([type, leads]) => and(eq(disputes.relatedEntityType, type), leads)),
);

/**
 * The dispute hook of escrow release: an open dispute (open, investigating or escalated) on the order, on its
 * contract or on one of its shipments keeps the order's money in escrow until an admin resolves it, unless it
 * holds nothing (a transit loss the carrier answers for: `holds_escrow` false). Correlated
 * with the `orders` row of the query it is embedded in.
 */
const openDisputeOnOrder = sql`exists (select 1 from ${disputes} where ${and(subjectIsOrder, disputes.holdsEscrow, inArray(disputes.status, [...DISPUTE_OPEN_STATES]))})`;

/** A cancelled order's escrow is refunded, never released: nothing holds it. */
const CANCELLED: OrderStatus = 'cancelled';

/** The hold reason of the `orders` row in scope, given whether it is disputed. */
function heldReasonWhen(disputed: SQL): SQL<string | null> {
  return sql<string | null>`case
    when ${orders.releasedAt} is not null or ${orders.status} = ${CANCELLED} then null
    when ${disputed} then ${VERIFICATION_MESSAGES.dispute}::text
    when ${quantityUnanswered} then ${DELIVERED_QUANTITY_MESSAGES.held}::text
    when not ${organizationVerified(orders.supplierOrgId)} then ${VERIFICATION_MESSAGES.release}::text
  end`;
}

/**
 * Why an order's escrow may not be released now, as a column of any query over `orders`: an open dispute first,
 * then a supplier whose organization is not verified (money stays in escrow until its KYB review is approved);
 * null once released or when nothing holds it. Order and payment lists select it, so each row costs no extra query.
 */
export const escrowHeldReason: SQL<string | null> = heldReasonWhen(openDisputeOnOrder);

/**
 * Why an order's escrow may not be released now, or null when it may: the same reason the lists show.
 * The release job and the buyer's confirmation of receipt ask it before paying out an order.
 */
export async function escrowHold(tx: Executor, orderId: string, disputed?: DisputeCheck): Promise<string | null> {
  const reason = disputed ? heldReasonWhen(sql.raw(String(await disputed(tx, orderId)))) : escrowHeldReason;
  const [order] = await tx.select({ reason }).from(orders).where(eq(orders.id, orderId));
  return order?.reason ?? null;
}
