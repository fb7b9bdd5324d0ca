import type { Database } from '@energy/db/client';
import { pruneCounters } from '@energy/trpc/auth/rate-limit';
import { processNextResetRequest } from '@energy/trpc/auth/reset-requests';
import type { Mailer } from '@energy/trpc/context';
import { summarizeError } from '../http/error-log';
import type { Logger } from '../http/logger';

export interface ResetMailWorkerOptions {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  logger: Logger;
  /** How often the queue is looked at. */
  intervalMs: number;
}

export interface ResetMailWorker {
  /** Handles every request due now; tests call it to wait for the mail. */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

const DAY_MS = 86_400_000;

/**
 * Sends the forgot-password mails queued in the database. Safe to run in every server instance: each
 * request is claimed with FOR UPDATE SKIP LOCKED, so no two instances handle the same one.
 */
export function startResetMailWorker(options: ResetMailWorkerOptions): ResetMailWorker {
  const deps = { db: options.db, mailer: options.mailer, appUrl: options.appUrl };
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  let rounds = 0;

  async function round(): Promise<void> {
    try {
      while (!stopped && (await processNextResetRequest(deps))) {
        // keep going until nothing is due
      }
      // Counters are kept a day past their window, then dropped; cheap enough every few hundred rounds.
      if (rounds++ % 500 === 0) await pruneCounters(options.db, DAY_MS);
    } catch (error) {
      options.logger.error('mail.reset_worker', summarizeError(error));
    }
  }

  // Rounds never overlap within one instance.
  const next = () => (running = running.then(round));
  const timer = setInterval(() => void next(), options.intervalMs);
  timer.unref();
  return {
    drain: () => next(),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
