import type { Database } from '@energy/db/client';
import { sendSettlementReminders } from '@energy/trpc/notifications/settlement-reminders';
import type { Logger } from '../http/logger';
import { startPeriodicJob, type PeriodicJob } from './periodic';

const DAY_MS = 86_400_000;

/**
 * The daily settlement reminders: once a day, and at start (what fell due while no instance ran
 * goes out at once), each unpaid settlement due soon or overdue is reminded of once per stage. Every instance may
 * run it: a reminder is claimed by its unique (settlement, stage) row, so two instances send it once.
 */
export function startSettlementReminderJob(db: Database, logger: Logger, intervalMs = DAY_MS): PeriodicJob {
  return startPeriodicJob('settlement_reminders', intervalMs, logger, async () => {
    const raised = await sendSettlementReminders(db);
    if (raised > 0) logger.info('settlement.reminders', { reminders: raised });
  });
}
