import type { Database } from '@energy/db/client';
import { purgeExpiredKeys } from '@energy/trpc/idempotency';
import type { Logger } from '../http/logger';
import { startPeriodicJob, type PeriodicJob } from './periodic';

const HOUR_MS = 3_600_000;

/**
 * Deletes the Idempotency-Keys of creates past their 24 hours, hourly and at start. A key past its time and not yet
 * deleted is already treated as absent by the next create that sends it (packages/trpc/src/idempotency.ts); this
 * keeps the table to a day of keys. Every instance may run it: a delete by a condition is safe twice.
 */
export function startIdempotencyKeyJob(db: Database, logger: Logger, intervalMs = HOUR_MS): PeriodicJob {
  return startPeriodicJob('idempotency_keys', intervalMs, logger, async () => {
    const purged = await purgeExpiredKeys(db);
    if (purged > 0) logger.info('idempotency.keys_purged', { keys: purged });
  });
}
