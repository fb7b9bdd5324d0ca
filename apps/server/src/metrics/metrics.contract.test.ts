import { domainEvents } from '@energy/db/schema/events';
import { ZSystemHealth } from '@energy/domain/schemas/admin-console';
import { TEST_DEMO_PASSWORD } from '@energy/test/constants';
import { testBackends } from '@energy/test/databases';
import { EventStream } from '@energy/test/events';
import { HttpClient } from '@energy/test/http-client';
import { json } from '@energy/test/procurement';
import { startTestServer, type TestServer } from '@energy/test/server';
import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const TOKEN = 'metrics-token-for-tests-0123456789';
const RFQ_ID = 'f0000000-0000-4000-8000-00000000beef';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

interface Exposition {
  types: Map<string, string>;
  samples: Sample[];
}

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(?:,|$)/gy;

/**
 * The Prometheus text format (0.0.4) as prom-client writes it: `# HELP`, `# TYPE` and one sample a line; fails on any
 * line that is none of them, a sample of a family without a TYPE, or a value that is not a number.
 */
function parseExposition(text: string): Exposition {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const comment = /^# (HELP|TYPE) (\S+) (.*)$/.exec(line);
    if (comment) {
      const [, kind, name = '', rest = ''] = comment;
      expect(name, line).toMatch(METRIC_NAME);
      if (kind === 'TYPE') {
        expect(['counter', 'gauge', 'histogram', 'summary', 'untyped'], line).toContain(rest);
        types.set(name, rest);
      }
      continue;
    }
    const match = SAMPLE.exec(line);
    expect(match, `not a sample line: ${line}`).not.toBeNull();
    const [, name = '', labelText = '', valueText = ''] = match ?? [];
    const labels: Record<string, string> = {};
    LABEL.lastIndex = 0;
    let read = 0;
    for (let label = LABEL.exec(labelText); label; label = LABEL.exec(labelText)) {
      labels[label[1] ?? ''] = (label[2] ?? '').replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
      read = LABEL.lastIndex;
    }
    expect(read, `labels of ${line}`).toBe(labelText.length);
    const value = valueText === '+Inf' ? Infinity : Number(valueText);
    expect(Number.isNaN(value), line).toBe(false);
    const family = name.replace(/_(bucket|sum|count)$/, '');
    expect(types.has(name) || types.get(family) === 'histogram', `no TYPE for ${name}`).toBe(true);
    samples.push({ name, labels, value });
  }
  return { types, samples };
}

const sampleOf = (exposition: Exposition, name: string, labels: Record<string, string> = {}) =>
  exposition.samples.find(
    (s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value),
  );
const valueOf = (exposition: Exposition, name: string, labels: Record<string, string> = {}) =>
  sampleOf(exposition, name, labels)?.value ?? 0;

describe.each(testBackends())('GET /api/metrics (%s)', (backend) => {
  let server: TestServer;
  let buyer: HttpClient;
  let admin: HttpClient;
  const signIn = async (username: string) => {
    const client = new HttpClient(server.url);
    expect((await client.post('/api/login', { username, password: TEST_DEMO_PASSWORD })).status).toBe(200);
    return client;
  };
  const scrape = async () => {
    const response = await fetch(`${server.url}/api/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    return parseExposition(await response.text());
  };

  beforeAll(async () => {
    server = await startTestServer(backend, { metricsToken: TOKEN, mailIntervalMs: 3_600_000 });
    buyer = await signIn('buyer');
    admin = await signIn('admin');
  });
  afterAll(() => server.close());

  it('answers 404 while METRICS_TOKEN is unset, as a call that does not exist', async () => {
    const off = await startTestServer(backend, { database: server.database });
    try {
      const response = await fetch(`${off.url}/api/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'No such call: GET /api/metrics' });
    } finally {
      await off.close();
    }
  });

  it('answers 401 with WWW-Authenticate without the token, with another, or with a session; never the figures', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer metrics-token-for-tests-0123456788' },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: TOKEN },
      { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` },
    ];
    for (const headers of attempts) {
      const response = await fetch(`${server.url}/api/metrics`, { headers });
      expect(response.status, JSON.stringify(headers)).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(await response.json()).toEqual({ error: 'The metrics need the metrics token (Authorization: Bearer)' });
    }
    const french = await fetch(`${server.url}/api/metrics`, { headers: { 'accept-language': 'fr' } });
    expect(await french.json()).toEqual({
      error: 'Les métriques exigent le jeton des métriques (en-tête Authorization, schéma Bearer)',
    });
    // An admin's session is not the metrics token either.
    expect((await admin.get('/api/metrics')).status).toBe(401);
  });

  it('writes the Prometheus text format: every family typed, every line a sample or its help', async () => {
    const exposition = await scrape();
    const expected: Record<string, string> = {
      energyhub_http_requests_total: 'counter',
      energyhub_http_request_duration_seconds: 'histogram',
      energyhub_database_up: 'gauge',
      energyhub_outbox_lag_seconds: 'gauge',
      energyhub_outbox_pending_events: 'gauge',
      energyhub_job_runs_total: 'counter',
      energyhub_job_failures_total: 'counter',
      energyhub_mail_queue_depth: 'gauge',
      energyhub_webhook_queue_depth: 'gauge',
      energyhub_sse_connections: 'gauge',
      energyhub_sse_sessions: 'gauge',
      energyhub_uptime_seconds: 'gauge',
      ...(backend === 'postgres'
        ? { energyhub_db_pool_in_use: 'gauge', energyhub_db_pool_waiting: 'gauge', energyhub_db_pool_size: 'gauge' }
        : {}),
    };
    for (const [name, type] of Object.entries(expected)) expect(exposition.types.get(name), name).toBe(type);
    expect(valueOf(exposition, 'energyhub_database_up')).toBe(1);
    expect(valueOf(exposition, 'energyhub_job_runs_total', { job: 'reset_mail' })).toBeGreaterThan(0);
    if (backend === 'postgres') {
      expect(valueOf(exposition, 'energyhub_db_pool_size')).toBe(server.database.pool?.().size);
      expect(valueOf(exposition, 'energyhub_db_pool_waiting')).toBe(0);
    } else expect(exposition.types.has('energyhub_db_pool_in_use')).toBe(false);
  });

  it('counts a request under its route pattern and status, never under the path with its id', async () => {
    const route = { method: 'GET', route: '/api/rfq/rfqs/:id', status: '404' };
    const before = await scrape();
    const answers = [await buyer.get(`/api/rfq/rfqs/${RFQ_ID}`), await buyer.get(`/api/rfq/rfqs/${RFQ_ID}`)];
    expect(answers.map((a) => a.status)).toEqual([404, 404]);
    expect((await buyer.get('/api/trpc/rfq.list?input=%7B%7D')).status).toBe(200);
    expect((await buyer.get('/api/no/such/call/123')).status).toBe(404);
    const after = await scrape();

    const counted = (e: Exposition) => valueOf(e, 'energyhub_http_requests_total', route);
    expect(counted(after) - counted(before)).toBe(2);
    const latency = { ...route, le: '+Inf' };
    const observed = (e: Exposition) => valueOf(e, 'energyhub_http_request_duration_seconds_bucket', latency);
    expect(observed(after) - observed(before)).toBe(2);
    expect(valueOf(after, 'energyhub_http_request_duration_seconds_sum', route)).toBeGreaterThan(0);
    expect(
      valueOf(after, 'energyhub_http_requests_total', { route: '/api/trpc/rfq.list', status: '200' }),
    ).toBeGreaterThanOrEqual(1);
    expect(valueOf(after, 'energyhub_http_requests_total', { route: '(unmatched)', status: '404' })).toBeGreaterThan(0);
    expect(valueOf(after, 'energyhub_http_requests_total', { route: '/api/login', status: '200' })).toBeGreaterThan(0);
    // The 401s of the test before count under the metrics route.
    expect(valueOf(after, 'energyhub_http_requests_total', { route: '/api/metrics', status: '401' })).toBeGreaterThan(
      0,
    );
    const routes = new Set(after.samples.map((s) => s.labels.route).filter(Boolean));
    for (const label of routes) expect(label, 'a raw path became a label').not.toMatch(/beef|\/123$/);
  });

  it('counts each call of a tRPC batch under its procedure, with its own latency and outcome', async () => {
    const calls = (e: Exposition, procedure: string, outcome: string) =>
      valueOf(e, 'energyhub_procedure_calls_total', { procedure, type: 'query', outcome });
    const timed = (e: Exposition, procedure: string, outcome: string) =>
      valueOf(e, 'energyhub_procedure_duration_seconds_count', { procedure, type: 'query', outcome });
    const before = await scrape();
    const input = encodeURIComponent(JSON.stringify({ 0: {}, 1: {}, 2: { id: RFQ_ID } }));
    const batch = await buyer.get(`/api/trpc/rfq.list,rfq.active,rfq.byId?batch=1&input=${input}`);
    // One request: the batch answers 207 (one call failed) and counts once under the batch's route.
    expect(batch.status).toBe(207);
    const after = await scrape();
    expect(
      valueOf(after, 'energyhub_http_requests_total', { route: '/api/trpc/(batch)', status: '207' }) -
        valueOf(before, 'energyhub_http_requests_total', { route: '/api/trpc/(batch)', status: '207' }),
    ).toBe(1);
    // Three calls: each counted and timed under its procedure and how it ended.
    for (const [procedure, outcome] of [
      ['rfq.list', 'ok'],
      ['rfq.active', 'ok'],
      ['rfq.byId', 'NOT_FOUND'],
    ] as const) {
      expect(calls(after, procedure, outcome) - calls(before, procedure, outcome), procedure).toBe(1);
      expect(timed(after, procedure, outcome) - timed(before, procedure, outcome), procedure).toBe(1);
      expect(
        valueOf(after, 'energyhub_procedure_duration_seconds_sum', { procedure, outcome }),
        procedure,
      ).toBeGreaterThan(0);
    }
    // A REST call runs the same procedure: it counts there too.
    expect((await buyer.get(`/api/rfq/rfqs/${RFQ_ID}`)).status).toBe(404);
    expect(calls(await scrape(), 'rfq.byId', 'NOT_FOUND') - calls(after, 'rfq.byId', 'NOT_FOUND')).toBe(1);
    expect(after.types.get('energyhub_procedure_duration_seconds')).toBe('histogram');
  });

  it('reports the outbox lag: 0 when every event is dispatched, the age of the oldest undispatched one otherwise', async () => {
    const db = server.database.db;
    await db.update(domainEvents).set({ notifiedAt: new Date() }).where(isNull(domainEvents.notifiedAt));
    const idle = await scrape();
    expect(valueOf(idle, 'energyhub_outbox_lag_seconds')).toBe(0);
    expect(valueOf(idle, 'energyhub_outbox_pending_events')).toBe(0);

    await db.insert(domainEvents).values({
      type: 'rfq.created',
      entityType: 'rfq',
      entityId: 'metrics-lag-probe',
      createdAt: new Date(Date.now() - 90_000),
    });
    const behind = await scrape();
    expect(valueOf(behind, 'energyhub_outbox_pending_events')).toBe(1);
    const lag = valueOf(behind, 'energyhub_outbox_lag_seconds');
    expect(lag).toBeGreaterThanOrEqual(90);
    expect(lag).toBeLessThan(150);
  });

  it('counts the live events streams open here, and System Health reads the same figures', async () => {
    const stream = await EventStream.open(buyer);
    try {
      expect(stream.response.status).toBe(200);
      const metrics = await scrape();
      const health = await json(await admin.get('/api/admin/system-health'), ZSystemHealth);
      expect(valueOf(metrics, 'energyhub_sse_connections')).toBeGreaterThanOrEqual(1);
      expect(health.connections.liveStreams).toBe(valueOf(metrics, 'energyhub_sse_connections'));
      expect(health.connections.liveSessions).toBe(valueOf(metrics, 'energyhub_sse_sessions'));
      expect(health.mail.queued).toBe(valueOf(metrics, 'energyhub_mail_queue_depth'));
      expect(health.webhooks.queued).toBe(valueOf(metrics, 'energyhub_webhook_queue_depth'));
      expect(health.outbox.pending).toBe(valueOf(metrics, 'energyhub_outbox_pending_events'));
      const resetMail = health.jobs.find((job) => job.name === 'reset_mail');
      expect(resetMail?.runs).toBe(valueOf(metrics, 'energyhub_job_runs_total', { job: 'reset_mail' }));
      // Requests: every one this app answered so far, the scrape's own included once it closed.
      const total = metrics.samples
        .filter((s) => s.name === 'energyhub_http_requests_total')
        .reduce((sum, s) => sum + s.value, 0);
      expect(health.requests.total).toBeGreaterThanOrEqual(total);
      expect(health.requests.serverErrors).toBe(0);
      if (backend === 'postgres')
        expect(health.pool).toMatchObject({ size: valueOf(metrics, 'energyhub_db_pool_size'), waiting: 0 });
      else expect(health.pool).toBeNull();
    } finally {
      await stream.close();
    }
  });
});
