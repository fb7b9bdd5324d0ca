import { disputes } from '@energy/db/schema/admin-reviews';
import { orders } from '@energy/db/schema/orders';
import type { ToleranceStatus } from '@energy/domain/measurement/settled-quantity';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';

const OUTSIDE: ToleranceStatus[] = ['short', 'over'];

/**
 * A short or over delivery the buyer has not answered yet, as a condition on the `orders` row in scope: its settled
 * quantity is outside the tolerance, not accepted, and the buyer's organization raised no dispute on the order or its
 * contract (an open one holds the escrow itself; a resolved one was the buyer's answer).
 */
export const quantityUnanswered: SQL = sql`(${orders.quantityStatus} in (${sql.join(
  OUTSIDE.map((status) => sql`${status}`),
  sql`, `,
)}) and ${orders.quantityAcceptedAt} is null and not exists (select 1 from ${disputes} where ${and(
  eq(disputes.raisedByOrgId, orders.buyerOrgId),
  or(
    and(eq(disputes.relatedEntityType, 'order'), eq(disputes.relatedEntityId, orders.id)),
    and(eq(disputes.relatedEntityType, 'contract'), eq(disputes.relatedEntityId, orders.contractId)),
  ),
)}))`;
