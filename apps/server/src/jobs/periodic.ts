import { recordJobRound, registerJob } from '@energy/trpc/job-runs';
import { summarizeError } from '../http/error-log';
import type { Logger } from '../http/logger';

export interface PeriodicJob {
  /** Runs one round now (after any round in progress); tests call it to wait for the work. */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Runs `round` every `intervalMs` and once at start. Rounds never overlap within one instance; across
 * instances each job claims its work with FOR UPDATE SKIP LOCKED, so every instance may run every job.
 */
export function startPeriodicJob(
  name: string,
  intervalMs: number,
  logger: Logger,
  round: () => Promise<void>,
): PeriodicJob {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  registerJob(name);
  const guarded = async () => {
    if (stopped) return;
    try {
      await round();
      recordJobRound(name);
    } catch (error) {
      const summary = summarizeError(error);
      logger.error(`job.${name}_failed`, summary);
      // The admin console's System Health counts the round and shows the summary (apps' log words, no values).
      recordJobRound(name, Object.values(summary).join(': '));
    }
  };
  const next = () => (running = running.then(guarded));
  void next();
  const timer = setInterval(() => void next(), intervalMs);
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
