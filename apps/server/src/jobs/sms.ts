import type { Database } from '@energy/db/client';
import { runSmsRound, type SmsProvider } from '@energy/trpc/sms/outbox';
import type { Logger } from '../http/logger';
import { startPeriodicJob, type PeriodicJob } from './periodic';

export interface SmsWorkerOptions {
  db: Database;
  /** Null: no provider configured (production without SMS_URL); messages wait in sms_outbox. */
  provider: SmsProvider | null;
  logger: Logger;
  /** How often the outbox is looked at. */
  intervalMs: number;
}

/**
 * Sends the text messages queued in sms_outbox (verification codes, high-priority notifications). Safe to run in
 * every server instance: each message is claimed with FOR UPDATE SKIP LOCKED; failures are retried with backoff.
 */
export function startSmsWorker(options: SmsWorkerOptions): PeriodicJob {
  const { provider } = options;
  if (!provider) options.logger.info('sms.no_provider', { hint: 'set SMS_URL to send text messages' });
  return startPeriodicJob('sms', options.intervalMs, options.logger, async (stopping) => {
    if (!provider) return;
    const handled = await runSmsRound({ db: options.db, provider }, new Date(), stopping);
    if (handled > 0) options.logger.info('sms.handled', { messages: handled });
  });
}
