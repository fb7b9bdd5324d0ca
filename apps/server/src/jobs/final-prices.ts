import type { Database } from '@energy/db/client';
import { runFinalPriceRound } from '@energy/trpc/routers/contract/contract.final-price';
import type { Logger } from '../http/logger';
import { startPeriodicJob, type PeriodicJob } from './periodic';

const HOUR_MS = 3_600_000;

/**
 * Fixes the final price of every formula contract whose pricing period has all its quotes, hourly and at start
 * (posting quotes or rates fixes them at once; this round catches what a posting did not reach). Every instance
 * may run it: the round takes the open contracts FOR UPDATE SKIP LOCKED and each price is fixed by a conditional
 * update, so two instances fix a contract once.
 */
export function startFinalPriceJob(db: Database, logger: Logger, intervalMs = HOUR_MS): PeriodicJob {
  return startPeriodicJob('final_prices', intervalMs, logger, async () => {
    const fixed = await runFinalPriceRound(db);
    if (fixed > 0) logger.info('contract.final_prices_fixed', { contracts: fixed });
  });
}
