import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '@energy/test/databases';
import { HttpClient } from '@energy/test/http-client';
import { createRfq, signIn } from '@energy/test/procurement';
import { startTestServer, type TestServer } from '@energy/test/server';
import { createMailer } from '../mail/mailer';
import { startEventDispatcher } from '../events/dispatcher';
import { startNotifierJob } from '../jobs/notifications';
import { startPeriodicJob } from '../jobs/periodic';
import { jsonLogger } from './logger';

/**
 * Each background path that runs queries (a job's round, the events dispatcher, the notifier, the mail outbox)
 * fails a query whose parameters hold a secret: the log line keeps the SQLSTATE (and constraint), never the secret.
 * The request path's own test is error-log.contract.test.ts.
 */
describe.each(testBackends())('error log lines on every background path (%s)', (backend) => {
  let server: TestServer;
  const lines: string[] = [];
  const logger = jsonLogger((line) => lines.push(line));
  const errorLines = () =>
    lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.level === 'error');

  beforeAll(async () => {
    server = await startTestServer(backend, { logger, mailIntervalMs: 60_000 });
  });
  afterAll(() => server.close());

  it('a job round: the SQLSTATE, not the parameter', async () => {
    lines.length = 0;
    const secret = 'job-secret-5512';
    const job = startPeriodicJob('probe', 60_000, logger, async () => {
      await server.database.db.execute(sql`select ${secret}::uuid`);
    });
    await job.drain();
    await job.stop();
    expect(lines.join('\n')).not.toContain(secret);
    expect(errorLines()).toContainEqual(
      expect.objectContaining({ event: 'job.probe_failed', error: 'database error', sqlstate: '22P02' }),
    );
  });

  it('the mail outbox: the reset mail whose insert fails logs no address and no link', async () => {
    lines.length = 0;
    const { db } = server.database;
    await db.execute(sql`alter table mail_outbox add constraint mail_outbox_refused check (false) not valid`);
    try {
      const email = 'buyer@lagospower.example';
      expect((await new HttpClient(server.url).post('/api/forgot-password', { email })).status).toBeLessThan(300);
      await server.drainMail();
      const log = lines.join('\n');
      expect(log).not.toContain(email);
      expect(log).not.toMatch(/token=|reset-password|params|failed query/i);
      expect(errorLines()).toContainEqual(
        expect.objectContaining({
          event: 'job.reset_mail_failed',
          sqlstate: '23514',
          constraint: 'mail_outbox_refused',
        }),
      );
    } finally {
      await db.execute(sql`alter table mail_outbox drop constraint mail_outbox_refused`);
    }
  });

  it('the notifier: a notification naming a secret RFQ title fails to insert; the title is not logged', async () => {
    lines.length = 0;
    const { db } = server.database;
    const title = 'Notifier secret title 7731';
    const buyer = await signIn(server, 'buyer');
    await createRfq(buyer, { title });
    await db.execute(sql`alter table notifications add constraint notifications_refused check (false) not valid`);
    const mailer = createMailer({ smtpUrl: undefined, from: 't@localhost', db, logger, logMailText: false });
    const notifier = startNotifierJob({ db, mailer, appUrl: 'http://app.example.test', logger, intervalMs: 60_000 });
    try {
      await notifier.drain();
      expect(lines.join('\n')).not.toContain(title);
      expect(errorLines()).toContainEqual(
        expect.objectContaining({
          event: 'job.notifications_failed',
          sqlstate: '23514',
          constraint: 'notifications_refused',
        }),
      );
    } finally {
      await notifier.stop();
      await db.execute(sql`alter table notifications drop constraint notifications_refused`);
    }
  });

  it('the events dispatcher: the id it was told of is not logged', async () => {
    lines.length = 0;
    const { db } = server.database;
    const secretId = '918273645';
    const dispatcher = await startEventDispatcher(server.database, { logger, pollMs: 20 });
    await db.execute(sql`alter table domain_events rename to domain_events_gone`);
    try {
      await db.execute(sql`select pg_notify('domain_events', ${secretId})`);
      const deadline = Date.now() + 5000;
      while (!errorLines().some((line) => line.event === 'events.read_failed') && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(lines.join('\n')).not.toContain(secretId);
      expect(errorLines()).toContainEqual(
        expect.objectContaining({ event: 'events.read_failed', error: 'database error', sqlstate: '42P01' }),
      );
    } finally {
      await dispatcher.stop();
      await db.execute(sql`alter table domain_events_gone rename to domain_events`);
    }
  });
});
