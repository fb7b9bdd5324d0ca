import type { Server } from 'node:http';
import { constants } from 'node:os';
import { heldClaimCount, releaseHeldClaims } from '@energy/trpc/held-claims';
import { summarizeError } from '../http/error-log';
import type { Readiness } from '../http/health';
import { drainStdout, type Logger } from '../http/logger';
import { trackRequests, type HttpDrain } from './http-drain';
import { LiveStreams } from './live-streams';

export interface ShutdownSettings {
  /** SHUTDOWN_GRACE_MS: from the signal, how long requests in flight and the jobs' rounds in hand may take. */
  graceMs: number;
  /**
   * SHUTDOWN_DELAY_MS: from the signal, how long the server still accepts connections (readiness answering 503) before
   * it stops listening, so that a balancer takes it out of rotation first. Within the grace period.
   */
  delayMs: number;
}

/** The pool and the events dispatcher may take this long to close after the grace period before the process just exits. */
export const CLOSE_BOUND_MS = 10_000;

export interface Stoppable {
  stop(): Promise<void>;
}

/** What a shutdown stops, once the server is up. */
export interface RunningServer {
  server: Server;
  /** The background jobs (jobs/periodic.ts): they take no new work from the signal on. */
  jobs: readonly Stoppable[];
  events: Stoppable;
  database: { close(): Promise<void> };
}

type StopSignal = 'SIGTERM' | 'SIGINT';

/**
 * The process's way out (docs/OPERATIONS.md, "Graceful shutdown"). On SIGTERM or SIGINT, or after an uncaught
 * exception: readiness answers 503 at once and the jobs take no new work; after SHUTDOWN_DELAY_MS the server stops
 * listening and every live event stream ends with a reconnection hint; requests in flight and the jobs' rounds in hand
 * finish, for up to SHUTDOWN_GRACE_MS from the signal, after which what is left is cut; the leases of unfinished job
 * work are handed back; the events dispatcher and the pool close; the process exits (0, or 1 after an uncaught
 * exception). The signal again exits at once with 128 + its number. One log line per phase.
 */
export class ServerLifecycle implements Readiness {
  readonly streams = new LiveStreams();
  private running: (RunningServer & { http: HttpDrain }) | undefined;
  private startedAt: number | undefined;
  private exitCode = 0;

  constructor(
    private readonly settings: ShutdownSettings,
    private readonly logger: Logger,
    private readonly exit: (code: number) => void = (code) => process.exit(code),
  ) {}

  stopping(): boolean {
    return this.startedAt !== undefined;
  }

  /** The server and what runs beside it, as soon as the server is created (its requests are followed from then on). */
  attach(running: RunningServer): void {
    this.running = { ...running, http: trackRequests(running.server) };
  }

  installSignalHandlers(target: Pick<NodeJS.Process, 'on'> = process): void {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) target.on(signal, () => this.onSignal(signal));
  }

  /** The first signal stops gracefully; another one exits at once. */
  onSignal(signal: StopSignal): void {
    if (!this.stopping()) {
      void this.shutdown(signal, 0);
      return;
    }
    const exitCode = 128 + constants.signals[signal];
    this.logger.error('shutdown.forced', { signal, afterMs: this.elapsedMs(), exitCode });
    this.exit(exitCode);
  }

  /** Runs once; a later call (an uncaught exception during the drain) only raises the exit code. */
  async shutdown(reason: StopSignal | 'uncaughtException', exitCode: 0 | 1): Promise<void> {
    this.exitCode = Math.max(this.exitCode, exitCode);
    if (this.stopping()) return;
    this.startedAt = performance.now();
    const { graceMs, delayMs } = this.settings;
    const running = this.running;
    this.logger.info('shutdown.started', {
      reason,
      graceMs,
      delayMs,
      requestsInFlight: running?.http.inFlight() ?? 0,
      streams: this.streams.open,
    });
    // Whatever hangs below, the process does not outlive the grace period by more than the bound.
    const overdue = setTimeout(() => this.overdue(), graceMs + CLOSE_BOUND_MS);
    if (running) await this.drain(running);
    clearTimeout(overdue);
    this.logger.info('shutdown.complete', { afterMs: this.elapsedMs(), exitCode: this.exitCode });
    await drainStdout();
    this.exit(this.exitCode);
  }

  private async drain(running: RunningServer & { http: HttpDrain }): Promise<void> {
    const { graceMs, delayMs } = this.settings;
    const jobsStopped = Promise.all(running.jobs.map((job) => job.stop()));
    let timer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), graceMs)));
    await new Promise((resolve) => setTimeout(resolve, Math.min(delayMs, graceMs)));

    const connectionsClosed = running.http.close();
    const streamsEnded = this.streams.endAll();
    this.logger.info('shutdown.listener_closed', {
      afterMs: this.elapsedMs(),
      requestsInFlight: running.http.inFlight(),
      streamsEnded,
    });

    const drained = await Promise.race([Promise.all([connectionsClosed, jobsStopped]).then(() => true), graceOver]);
    clearTimeout(timer);
    if (drained) this.logger.info('shutdown.drained', { afterMs: this.elapsedMs() });
    else
      this.logger.info('shutdown.grace_over', {
        afterMs: this.elapsedMs(),
        requestsCut: running.http.cut(),
        claimsHeld: heldClaimCount(),
      });

    const claims = await releaseHeldClaims();
    this.logger.info('shutdown.claims_released', { afterMs: this.elapsedMs(), ...claims });

    await this.closing('events', () => running.events.stop());
    await this.closing('pool', () => running.database.close());
    this.logger.info('shutdown.pool_closed', { afterMs: this.elapsedMs() });
  }

  /** A step that fails is logged (summarized) and the shutdown goes on. */
  private async closing(what: string, step: () => Promise<void>): Promise<void> {
    try {
      await step();
    } catch (error) {
      this.exitCode = Math.max(this.exitCode, 1);
      this.logger.error('shutdown.close_failed', { what, ...summarizeError(error) });
    }
  }

  private overdue(): void {
    this.logger.error('shutdown.overdue', { afterMs: this.elapsedMs(), exitCode: 1 });
    this.exit(1);
  }

  private elapsedMs(): number {
    return this.startedAt === undefined ? 0 : Math.round(performance.now() - this.startedAt);
  }
}
