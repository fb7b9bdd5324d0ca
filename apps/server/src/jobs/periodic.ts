import { recordJobRound, registerJob } from '@energy/trpc/job-runs';
import { summarizeError } from '../http/error-log';
import type { Logger } from '../http/logger';

export interface PeriodicJob {
  /** Runs one round now (after any round in progress); tests call it to wait for the work. */
  drain(): Promise<void>;
  /** Takes no new work (no round starts, a round's loop ends after the item in hand); resolves when the round ends. */
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
  round: (stopping: AbortSignal) => Promise<void>,
): PeriodicJob {
  let running: Promise<void> = Promise.resolve();
  const stopping = new AbortController();
  registerJob(name);
  const guarded = async () => {
    if (stopping.signal.aborted) return;
    try {
      await round(stopping.signal);
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
      stopping.abort();
      clearInterval(timer);
      await running;
    },
  };
}
