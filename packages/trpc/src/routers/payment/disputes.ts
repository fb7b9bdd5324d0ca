import type { Executor } from '@energy/db/client';
import { disputes } from '@energy/db/schema/admin-reviews';
import { orders } from '@energy/db/schema/orders';
import { DISPUTE_OPEN_STATES } from '@energy/domain/machines/admin';
import { VERIFICATION_MESSAGES } from '@energy/domain/schemas/verification';
import { and, eq, inArray } from 'drizzle-orm';
import { isOrganizationVerified } from '../../verification';

/**
 * The dispute hook of escrow release. The release job and the buyer's confirmation of receipt ask it before
 * paying out an order: an order with an open dispute (open, investigating or escalated, on the order itself
 * or on its shipment) keeps its money in escrow until an admin resolves the dispute.
 */
export async function hasOpenDispute(tx: Executor, orderId: string): Promise<boolean> {
  const [open] = await tx
    .select({ id: disputes.id })
    .from(disputes)
    .where(and(eq(disputes.orderId, orderId), inArray(disputes.status, [...DISPUTE_OPEN_STATES])))
    .limit(1);
  return open !== undefined;
}

/**
 * Why an order's escrow may not be released now, or null when it may: an open dispute, or a supplier whose
 * organization is not verified (money stays in escrow until its KYB review is approved).
 */
export async function escrowHold(tx: Executor, orderId: string, disputed: (tx: Executor, orderId: string) => Promise<boolean> = hasOpenDispute): Promise<string | null> {
  if (await disputed(tx, orderId)) return VERIFICATION_MESSAGES.dispute;
  const [order] = await tx.select({ supplierOrgId: orders.supplierOrgId }).from(orders).where(eq(orders.id, orderId));
  if (order && !(await isOrganizationVerified(tx, order.supplierOrgId))) return VERIFICATION_MESSAGES.release;
  return null;
}
