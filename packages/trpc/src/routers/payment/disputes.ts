import type { Executor } from '@energy/db/client';

/**
 * The dispute hook of escrow release. The release job asks it before paying out an order whose
 * inspection period has ended: an order with an open dispute keeps its money in escrow.
 *
 * Disputes do not exist yet (they come with the admin issue), so no order has one and this answers
 * false. When disputes land, this becomes a query on the disputes table inside the job's transaction;
 * every caller already passes that transaction and the order.
 */
export async function hasOpenDispute(tx: Executor, orderId: string): Promise<boolean> {
  void tx;
  void orderId;
  return false;
}
