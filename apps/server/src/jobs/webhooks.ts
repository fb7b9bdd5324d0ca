import type { Database } from '@energy/db/client';
import { sendDueWebhooks } from '@energy/trpc/webhooks/deliver';
import { fanOutWebhookEvents } from '@energy/trpc/webhooks/fan-out';
import type { Logger } from '../http/logger';
import { startPeriodicJob, type PeriodicJob } from './periodic';

export { pendingWebhookDeliveries } from '@energy/trpc/webhooks/fan-out';

export interface WebhookWorkerOptions {
  db: Database;
  logger: Logger;
  /** WEBHOOK_ALLOW_PRIVATE. */
  allowPrivate: boolean;
  intervalMs?: number;
  /** The rounds' clock; tests move it forward instead of waiting for retries and the 3 days before disabling. */
  now?: () => Date;
  timeoutMs?: number;
}

/**
 * Sends webhooks: each round queues the deliveries of newly committed events (fan-out.ts) and sends the due ones
 * (deliver.ts). Every instance may run it: events and deliveries are both claimed with FOR UPDATE SKIP LOCKED, and a
 * delivery is unique per endpoint and event, so each event reaches each endpoint once.
 */
export function startWebhookWorker(options: WebhookWorkerOptions): PeriodicJob {
  const clock = options.now ?? (() => new Date());
  return startPeriodicJob('webhooks', options.intervalMs ?? 2000, options.logger, async (stopping) => {
    const now = clock();
    while (!stopping.aborted && (await fanOutWebhookEvents(options.db, now)) > 0);
    if (stopping.aborted) return;
    const sent = await sendDueWebhooks(options.db, {
      allowPrivate: options.allowPrivate,
      now,
      timeoutMs: options.timeoutMs,
    });
    if (sent > 0) options.logger.info('webhooks.sent', { deliveries: sent });
  });
}
