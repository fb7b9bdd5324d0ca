import { domainEvents } from '@energy/db/schema/events';
import { organizations } from '@energy/db/schema/organizations';
import { users } from '@energy/db/schema/users';
import { ZAdminCounts, ZAuditEntry, ZSecurityAlerts, ZSystemHealth } from '@energy/domain/schemas/admin-console';
import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testBackends } from '@energy/test/databases';
import { HttpClient } from '@energy/test/http-client';
import { json } from '@energy/test/procurement';
import { TEST_DEMO_PASSWORD } from '@energy/test/constants';
import { startTestServer, type TestServer } from '@energy/test/server';
import { silentLogger } from '../http/logger';
import { startPeriodicJob } from '../jobs/periodic';

const ZEntries = z.array(ZAuditEntry);
const PATHS = ['/api/admin/system-health', '/api/admin/security-alerts', '/api/admin/counts', '/api/admin/audit-log'];
const ATTACKER = '203.0.113.77';
const ADMIN_ADDRESS = '198.51.100.23';

/** The admin console's figures come from the real tables and this instance's jobs. */
describe.each(testBackends())('admin console over HTTP (%s)', (backend) => {
  let server: TestServer;
  let admin: HttpClient;
  // One trusted proxy: the rightmost X-Forwarded-For entry is the client's address.
  const from = (address: string) => new HttpClient(server.url, { 'x-forwarded-for': address });
  const signInFrom = async (address: string, username: string) => {
    const client = from(address);
    expect((await client.post('/api/login', { username, password: TEST_DEMO_PASSWORD })).status).toBe(200);
    return client;
  };
  const userId = async (username: string) => {
    const [row] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
    if (!row) throw new Error(`no user ${username}`);
    return row.id;
  };

  beforeAll(async () => {
    // The reset-mail worker waits, so a queued request stays in the queue for the health check to see.
    server = await startTestServer(backend, { trustProxy: 1, mailIntervalMs: 3_600_000 });
    admin = await signInFrom(ADMIN_ADDRESS, 'admin');
  });
  afterAll(() => server.close());

  it('refuses every console call to the other roles (403, audit:read) and to anonymous callers (401)', async () => {
    for (const username of ['buyer', 'supplier', 'logistics', 'finance']) {
      const client = await signInFrom('198.51.100.50', username);
      for (const path of PATHS) {
        const response = await client.get(path);
        expect(response.status, `${username} ${path}`).toBe(403);
        expect(await response.json()).toEqual({ error: 'Missing permission: audit:read' });
      }
      expect((await client.get('/api/admin/audit-log.csv')).status).toBe(403);
    }
    for (const path of PATHS) expect((await new HttpClient(server.url).get(path)).status).toBe(401);
  });

  it('shows a failed job round, the outbox backlog and its lag, the mail queue and the sessions, from real data', async () => {
    // Jobs are counted per process; each backend's run names its own.
    const name = `probe_failing_${backend}`;
    const failing = startPeriodicJob(name, 3_600_000, silentLogger, () => Promise.reject(new Error('probe broke')));
    await failing.drain();
    await failing.stop();
    const db = server.database.db;
    await db.insert(domainEvents).values({
      type: 'rfq.created',
      entityType: 'rfq',
      entityId: 'lag-probe',
      createdAt: new Date(Date.now() - 120_000),
    });
    expect(
      (await from('198.51.100.60').post('/api/forgot-password', { email: 'buyer@lagospower.example' })).status,
    ).toBeLessThan(300);

    const health = await json(await admin.get('/api/admin/system-health'), ZSystemHealth);
    expect(health.database.status).toBe('ok');
    const probe = health.jobs.find((job) => job.name === name);
    expect(probe).toMatchObject({ failures: 2, lastError: 'Error: probe broke' });
    expect(probe?.runs).toBe(2);
    expect(health.jobs.find((job) => job.name === 'reset_mail')?.runs).toBeGreaterThan(0);
    const [pending] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(domainEvents)
      .where(isNull(domainEvents.notifiedAt));
    expect(health.outbox.pending).toBe(pending?.n);
    expect(health.outbox.lagSeconds).toBeGreaterThanOrEqual(120);
    expect(health.mail.queued).toBe(1);
    expect(health.connections.activeSessions).toBeGreaterThanOrEqual(1);
  });

  it("lists a locked sign-in as a security alert with its address, once per lock; and a role change with the admin's address", async () => {
    const attacker = from(ATTACKER);
    for (let i = 0; i < 10; i++)
      expect((await attacker.post('/api/login', { username: 'finance', password: 'wrong-password' })).status).toBe(401);
    expect((await attacker.post('/api/login', { username: 'finance', password: 'wrong-password' })).status).toBe(429);
    expect((await attacker.post('/api/login', { username: 'finance', password: 'wrong-password' })).status).toBe(429);
    const financeId = await userId('finance');
    expect((await admin.request('PATCH', `/api/admin/users/${financeId}`, { role: 'buyer' })).status).toBe(200);

    const alerts = await json(await admin.get('/api/admin/security-alerts'), ZSecurityAlerts);
    const locks = alerts.items.filter((alert) => alert.kind === 'signin_locked');
    expect(locks).toHaveLength(1);
    expect(locks[0]).toMatchObject({
      action: 'auth.signin_locked',
      subject: 'finance',
      address: ATTACKER,
      actorName: null,
      detail: 'Locked for 10 min',
    });
    expect(alerts.items[0]).toMatchObject({
      kind: 'role_changed',
      subject: 'finance',
      actorName: 'admin',
      address: ADMIN_ADDRESS,
      detail: 'finance → buyer',
    });
    expect(alerts.total).toBeGreaterThanOrEqual(2);
  });

  it('lists sign-ins throttled for an address (many usernames from one address) with that address', async () => {
    const sprayer = '203.0.113.99';
    for (let round = 0; round < 10; round++) {
      await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          from(sprayer).post('/api/login', { username: `spray-${round}-${i}`, password: 'wrong-password' }),
        ),
      );
    }
    expect(
      (await from(sprayer).post('/api/login', { username: 'spray-last', password: 'wrong-password' })).status,
    ).toBe(429);
    const alerts = await json(await admin.get('/api/admin/security-alerts'), ZSecurityAlerts);
    const throttled = alerts.items.filter((alert) => alert.kind === 'signin_throttled');
    expect(throttled).toHaveLength(1);
    expect(throttled[0]).toMatchObject({ action: 'auth.signin_throttled', address: sprayer, subject: 'spray-last' });
  });

  it('counts the reviews waiting, open disputes, users and flags', async () => {
    const counts = await json(await admin.get('/api/admin/counts'), ZAdminCounts);
    const [active] = await server.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(isNull(users.deactivatedAt));
    expect(counts.users).toBe(active?.n);
    expect(counts.reviewsWaiting).toBeGreaterThanOrEqual(0);
    expect(counts.openDisputes).toBeGreaterThanOrEqual(0);
  });

  it('searches the audit log by record, actor, organization and time, a page at a time, and exports it as CSV', async () => {
    const financeId = await userId('finance');
    const byRecord = await json(await admin.get(`/api/admin/audit-log?record=user:${financeId}`), ZEntries);
    expect(byRecord.map((e) => e.action)).toContain('user.role_changed');
    expect(byRecord.every((e) => e.entityType === 'user' && e.entityId === financeId)).toBe(true);

    const byActor = await json(await admin.get('/api/admin/audit-log?actor=ADMIN'), ZEntries);
    expect(byActor.length).toBeGreaterThan(0);
    expect(byActor.every((e) => e.actorName === 'admin')).toBe(true);
    expect(byActor.find((e) => e.action === 'user.role_changed')).toMatchObject({
      address: ADMIN_ADDRESS,
      fromState: 'finance',
      toState: 'buyer',
    });

    const [lagos] = await server.database.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.name, 'Lagos Power & Industrial Ltd'));
    if (!lagos) throw new Error('no Lagos Power');
    const byOrgName = await json(
      await admin.get('/api/admin/audit-log?organization=lagos%20power&limit=200'),
      ZEntries,
    );
    expect(byOrgName.length).toBeGreaterThan(0);
    expect(byOrgName.every((e) => e.organizationId === lagos.id)).toBe(true);
    const byOrgId = await json(await admin.get(`/api/admin/audit-log?organization=${lagos.id}&limit=200`), ZEntries);
    expect(byOrgId.map((e) => e.id)).toEqual(byOrgName.map((e) => e.id));

    // Time: nothing before the platform existed, everything of today through today.
    expect(await json(await admin.get('/api/admin/audit-log?to=2000-01-01'), ZEntries)).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    const todays = await json(await admin.get(`/api/admin/audit-log?from=${today}&to=${today}&actor=admin`), ZEntries);
    expect(todays.map((e) => e.action)).toContain('user.role_changed');
    const refused = await admin.get('/api/admin/audit-log?from=yesterday');
    expect(refused.status).toBe(400);

    // Paging: two at a time, newest first, no row twice, the Link header to the next page.
    const first = await admin.get('/api/admin/audit-log?limit=2');
    const firstRows = await json(first, ZEntries);
    expect(firstRows).toHaveLength(2);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')?.[1];
    if (!next) throw new Error('no next page');
    const secondRows = await json(await admin.get(next), ZEntries);
    expect(secondRows).toHaveLength(2);
    const times = [...firstRows, ...secondRows].map((e) => [e.at, Number(e.id)] as const);
    expect(new Set(times.map(([, id]) => id)).size).toBe(4);
    times.slice(1).forEach(([at, id], i) => {
      const [prevAt, prevId] = times[i] ?? ['', 0];
      expect(at < prevAt || (at === prevAt && id < prevId)).toBe(true);
    });
    expect(Number(first.headers.get('x-total-count'))).toBeGreaterThan(4);

    const csv = await admin.get(`/api/admin/audit-log.csv?record=user:${financeId}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await csv.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"Time","Action","Record Type","Record","From State","To State","Actor","Actor Id","Organization","Organization Id","Address","Details"',
    );
    expect(lines).toHaveLength(byRecord.length + 1);
    expect(lines.some((line) => line.includes('"user.role_changed"') && line.includes(`"${ADMIN_ADDRESS}"`))).toBe(
      true,
    );
  });
});
