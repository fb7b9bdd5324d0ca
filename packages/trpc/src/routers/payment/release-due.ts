import type { Executor } from '@energy/db/client';
import { orders } from '@energy/db/schema/orders';
import { and, asc, isNotNull, isNull, lte } from 'drizzle-orm';
import type { PaymentProvider } from '../../payments/provider';
import { escrowHold, type DisputeCheck } from './disputes';
import { releaseOrder } from './escrow';

/** How many orders one run takes; the next run picks up the rest. */
export const RELEASE_BATCH = 100;

export interface ReleaseDueOptions {
  batch?: number;
  /** A dispute check in place of the open-dispute query; tests pass their own to see that the job asks it. */
  hasOpenDispute?: DisputeCheck;
}

/**
 * The escrow release job: pays out every order whose inspection period has ended, has no open dispute, whose
 * supplier is verified and whose escrow is still held. Safe with several server instances at once: each run locks the due orders
 * with SELECT ... FOR UPDATE SKIP LOCKED, so an order another instance (or the buyer's confirmation of
 * receipt) holds is skipped, and releaseOrder's conditional update releases an order once. Returns how many
 * payments were released.
 */
export async function releaseDueEscrow(db: Executor, provider: PaymentProvider, now = new Date(), options: ReleaseDueOptions = {}): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(isNotNull(orders.releaseDueAt), lte(orders.releaseDueAt, now), isNull(orders.releasedAt)))
      .orderBy(asc(orders.releaseDueAt))
      .limit(options.batch ?? RELEASE_BATCH)
      .for('update', { skipLocked: true });
    let released = 0;
    for (const { id } of due) {
      // An open dispute or an unverified supplier keeps the money in escrow; the next run asks again.
      if (await escrowHold(tx, id, options.hasOpenDispute)) continue;
      released += (await releaseOrder(tx, provider, id, { userId: null }, 'inspection_ended', now)) ?? 0;
    }
    return released;
  });
}
