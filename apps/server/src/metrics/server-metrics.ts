import { createHash, timingSafeEqual } from 'node:crypto';
import type { PoolFigures } from '@energy/db/client';
import type { TSystemHealth } from '@energy/domain/schemas/admin-console';
import type { InstanceFigures, ProcedureCall, RequestTotals } from '@energy/trpc/instance-figures';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Every metric's name starts with this. */
export const METRIC_PREFIX = 'energyhub_';

/** Request latency buckets, in seconds: from a cached read (a few ms) to a slow export; streams land in +Inf. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

type RequestLabel = 'method' | 'route' | 'status';
type ProcedureLabel = 'procedure' | 'type' | 'outcome';

export interface ServerMetricsOptions {
  /** METRICS_TOKEN: GET /api/metrics answers only a request bearing it; unset, the endpoint answers 404. */
  token?: string | undefined;
  /** PostgreSQL: the pool gate's figures (DbHandle.pool); absent on PGlite, which has no pool. */
  pool?: (() => PoolFigures) | undefined;
  /**
   * Node's own process metrics (CPU, resident memory, heap, event loop delay, GC) from prom-client. The server
   * process only (main.ts): each call adds observers for the life of the process, which test servers must not pile up.
   */
  processMetrics?: boolean;
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/**
 * One server app's metrics in its own prom-client Registry (never the global one: several servers in one test process
 * must not share series). Requests are counted as they close (request-envelope.ts, with the route pattern the app
 * matched); everything else is read at each scrape from the System Health snapshot (systemHealth in
 * packages/trpc), the same figures the admin console shows.
 */
export class ServerMetrics {
  readonly registry = new Registry();
  /** What System Health reads of this process: the pool and the request totals. */
  readonly instance: InstanceFigures;
  private readonly tokenDigest: Buffer | undefined;
  private readonly totals: RequestTotals = { total: 0, serverErrors: 0 };
  private readonly requests: Counter<RequestLabel>;
  private readonly latency: Histogram<RequestLabel>;
  private readonly procedureCalls: Counter<ProcedureLabel>;
  private readonly procedureLatency: Histogram<ProcedureLabel>;
  private readonly jobRuns: Counter<'job'>;
  private readonly jobFailures: Counter<'job'>;
  private readonly gauges: Record<
    'databaseUp' | 'outboxLag' | 'outboxPending' | 'mailQueue' | 'webhookQueue' | 'sse' | 'sseSessions' | 'uptime',
    Gauge
  >;
  private readonly poolGauges: Record<'inUse' | 'waiting' | 'size', Gauge> | undefined;

  constructor(options: ServerMetricsOptions = {}) {
    this.tokenDigest = options.token ? digest(options.token) : undefined;
    const registers = [this.registry];
    const gauge = (name: string, help: string) => new Gauge({ name: METRIC_PREFIX + name, help, registers });
    this.requests = new Counter({
      name: `${METRIC_PREFIX}http_requests_total`,
      help: 'Requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.latency = new Histogram({
      name: `${METRIC_PREFIX}http_request_duration_seconds`,
      help: 'Time from a request’s arrival to its answer’s end, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    // A tRPC batch is one request (route `/api/trpc/(batch)` above) carrying several calls: these count each call.
    this.procedureCalls = new Counter({
      name: `${METRIC_PREFIX}procedure_calls_total`,
      help: 'Procedure calls ended, each call of a tRPC batch on its own and REST calls too, by procedure, type and outcome',
      labelNames: ['procedure', 'type', 'outcome'],
      registers,
    });
    this.procedureLatency = new Histogram({
      name: `${METRIC_PREFIX}procedure_duration_seconds`,
      help: 'Time a procedure call took in the server (its middlewares and handler), by procedure, type and outcome',
      labelNames: ['procedure', 'type', 'outcome'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.jobRuns = new Counter({
      name: `${METRIC_PREFIX}job_runs_total`,
      help: 'Rounds of each background job run by this process',
      labelNames: ['job'],
      registers,
    });
    this.jobFailures = new Counter({
      name: `${METRIC_PREFIX}job_failures_total`,
      help: 'Rounds of each background job that failed in this process',
      labelNames: ['job'],
      registers,
    });
    this.gauges = {
      databaseUp: gauge('database_up', 'Whether the database answered select 1 at this scrape (1) or not (0)'),
      outboxLag: gauge('outbox_lag_seconds', 'Age of the oldest domain event not yet dispatched (0 when none waits)'),
      outboxPending: gauge('outbox_pending_events', 'Domain events committed and not yet dispatched'),
      mailQueue: gauge('mail_queue_depth', 'Forgot-password mails waiting to be sent'),
      webhookQueue: gauge('webhook_queue_depth', 'Webhook deliveries waiting to be sent to enabled endpoints'),
      sse: gauge('sse_connections', 'Live events streams (server-sent events) open on this process'),
      sseSessions: gauge('sse_sessions', 'Signed-in sessions with a live events stream open on this process'),
      uptime: gauge('uptime_seconds', 'Seconds since this server process started'),
    };
    const pool = options.pool;
    this.poolGauges = pool && {
      inUse: gauge('db_pool_in_use', 'PostgreSQL connections held by a statement or transaction'),
      waiting: gauge('db_pool_waiting', 'Statements waiting for a free PostgreSQL connection'),
      size: gauge('db_pool_size', 'PostgreSQL connections this process may open (DATABASE_POOL_SIZE)'),
    };
    this.instance = {
      requests: () => ({ ...this.totals }),
      procedureCall: (call) => this.observeCall(call),
      ...(pool ? { pool } : {}),
    };
    if (options.processMetrics) collectDefaultMetrics({ register: this.registry, prefix: METRIC_PREFIX });
  }

  /** Whether GET /api/metrics is served at all (METRICS_TOKEN set). */
  get enabled(): boolean {
    return this.tokenDigest !== undefined;
  }

  /**
   * Whether an Authorization header bears the metrics token. Compared as SHA-256 digests with timingSafeEqual: equal
   * lengths whatever was sent, and no early exit, so the time taken says nothing of how much of the token matched.
   */
  authorizes(header: string | undefined): boolean {
    if (!this.tokenDigest) return false;
    const presented = BEARER.exec(header ?? '')?.[1] ?? '';
    return timingSafeEqual(digest(presented), this.tokenDigest);
  }

  /** A request closed (request-envelope.ts): counted under the route pattern the app matched, never its raw path. */
  observe(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status: String(status) };
    this.requests.inc(labels);
    this.latency.observe(labels, seconds);
    this.totals.total += 1;
    if (status >= 500) this.totals.serverErrors += 1;
  }

  /** A procedure call ended (packages/trpc, timedCall): its name is one of the router's, never a client's text. */
  private observeCall({ procedure, type, outcome, seconds }: ProcedureCall): void {
    const labels = { procedure, type, outcome };
    this.procedureCalls.inc(labels);
    this.procedureLatency.observe(labels, seconds);
  }

  /** The exposition (Prometheus text format) of this app's series, the gauges set from one System Health snapshot. */
  async exposition(health: TSystemHealth): Promise<string> {
    const g = this.gauges;
    g.databaseUp.set(health.database.status === 'ok' ? 1 : 0);
    const oldest = health.outbox.oldestPendingAt;
    g.outboxLag.set(oldest ? Math.max(0, Date.parse(health.checkedAt) - Date.parse(oldest)) / 1000 : 0);
    g.outboxPending.set(health.outbox.pending);
    g.mailQueue.set(health.mail.queued);
    g.webhookQueue.set(health.webhooks.queued);
    g.sse.set(health.connections.liveStreams);
    g.sseSessions.set(health.connections.liveSessions);
    g.uptime.set(health.uptimeSeconds);
    if (this.poolGauges && health.pool) {
      this.poolGauges.inUse.set(health.pool.inUse);
      this.poolGauges.waiting.set(health.pool.waiting);
      this.poolGauges.size.set(health.pool.size);
    }
    // The jobs' figures are counts since the process started (job-runs.ts): the counters take them as they are.
    this.jobRuns.reset();
    this.jobFailures.reset();
    for (const job of health.jobs) {
      this.jobRuns.inc({ job: job.name }, job.runs);
      this.jobFailures.inc({ job: job.name }, job.failures);
    }
    return this.registry.metrics();
  }
}
