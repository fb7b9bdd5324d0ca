import type { Database } from '@energy/db/client';
import type { PaymentProvider } from '@energy/trpc/payments/provider';
import { releaseDueEscrow } from '@energy/trpc/routers/payment/release-due';
import type { Logger } from '../http/logger';
import { startPeriodicJob, type PeriodicJob } from './periodic';

/**
 * Releases escrow whose inspection period has ended. At start too: what fell due while no instance ran
 * goes out at once. The job locks due orders with SKIP LOCKED, so instances share the work and never
 * release an order twice.
 */
export function startEscrowReleaseJob(
  db: Database,
  payments: PaymentProvider,
  logger: Logger,
  intervalMs = 60_000,
): PeriodicJob {
  return startPeriodicJob('escrow_release', intervalMs, logger, async () => {
    const released = await releaseDueEscrow(db, payments);
    if (released > 0) logger.info('escrow.released', { payments: released });
  });
}
