import type { Database } from '@energy/db/client';
import type { Mailer } from '@energy/trpc/context';
import { runNotificationRound, runRfqDigestRound } from '@energy/trpc/notifications/notifier';
import type { Logger } from '../http/logger';
import { startPeriodicJob, type PeriodicJob } from './periodic';

export interface NotifierJobOptions {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  logger: Logger;
  intervalMs?: number;
}

/**
 * Turns committed domain events into notifications (and mails the high-priority ones). Every instance may
 * run it: each round claims its events with FOR UPDATE SKIP LOCKED. The dispatcher also drains it before
 * handing new events to live subscribers, so a screen that refetches on an event finds its notification.
 * Each round then writes the suppliers' hourly digests of new RFQs whose hour is over (runRfqDigestRound:
 * users claimed with SKIP LOCKED, so instances never write one twice).
 */
export function startNotifierJob(options: NotifierJobOptions): PeriodicJob {
  const deps = { db: options.db, mailer: options.mailer, appUrl: options.appUrl };
  return startPeriodicJob('notifications', options.intervalMs ?? 5000, options.logger, async () => {
    const handled = await runNotificationRound(deps);
    if (handled > 0) options.logger.info('notifications.written', { events: handled });
    const digests = await runRfqDigestRound(options.db);
    if (digests > 0) options.logger.info('notifications.rfq_digests', { digests });
  });
}
