import type { Database } from '@energy/db/client';
import { pruneCounters } from '@energy/trpc/auth/rate-limit';
import { processNextResetRequest } from '@energy/trpc/auth/reset-requests';
import type { Mailer } from '@energy/trpc/context';
import type { Logger } from '../http/logger';
import { startPeriodicJob, type PeriodicJob } from './periodic';

export interface ResetMailWorkerOptions {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  logger: Logger;
  /** How often the queue is looked at. */
  intervalMs: number;
}

const DAY_MS = 86_400_000;

/**
 * Sends the forgot-password mails queued in the database. Safe to run in every server instance: each
 * request is claimed with FOR UPDATE SKIP LOCKED, so no two instances handle the same one.
 */
export function startResetMailWorker(options: ResetMailWorkerOptions): PeriodicJob {
  const deps = { db: options.db, mailer: options.mailer, appUrl: options.appUrl };
  let rounds = 0;
  return startPeriodicJob('reset_mail', options.intervalMs, options.logger, async (stopping) => {
    while (!stopping.aborted && (await processNextResetRequest(deps))) {
      // keep going until nothing is due
    }
    // Counters are kept a day past their window, then dropped; cheap enough every few hundred rounds.
    if (rounds++ % 500 === 0) await pruneCounters(options.db, DAY_MS);
  });
}
