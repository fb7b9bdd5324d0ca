import type { DbHandle } from '@energy/db/client';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDb, testBackends } from '@energy/test/databases';
import { jsonLogger } from '../http/logger';
import { startEventDispatcher, type EventDispatcher } from './dispatcher';

/** The SQL text or its parameters, as drizzle's "Failed query: select … params: 669" carries them. */
const SQL_OR_PARAMS = /params|failed query|select |domain_events"?\s+where|\$1/i;

describe.each(testBackends())('events dispatcher errors in the log (%s)', (backend) => {
  let database: DbHandle | undefined;
  let dispatcher: EventDispatcher | undefined;
  const lines: string[] = [];

  afterEach(async () => {
    await dispatcher?.stop();
    dispatcher = undefined;
    await database?.close().catch(() => undefined);
    database = undefined;
    lines.length = 0;
  });

  async function start(): Promise<DbHandle> {
    database = await openTestDb(backend);
    dispatcher = await startEventDispatcher(database, { logger: jsonLogger((line) => lines.push(line)), pollMs: 20 });
    return database;
  }

  /** The dispatcher's first error line (it reads on its own: PGlite every pollMs, PostgreSQL on a NOTIFY). */
  async function firstErrorLine(): Promise<Record<string, unknown>> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const line = lines.find((l) => l.includes('"error"'));
      if (line) return JSON.parse(line) as Record<string, unknown>;
      if (Date.now() > deadline) throw new Error(`No error line; got ${lines.join('\n') || 'none'}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('logs a failed outbox read with its SQLSTATE and table, never the SQL text or its parameters', async () => {
    const { db } = await start();
    // The outbox gone from under it: every read of the dispatcher fails inside the database.
    await db.execute(sql`alter table domain_events rename to domain_events_gone`);
    // PostgreSQL's dispatcher reads the event a NOTIFY names (here a made-up id); PGlite's polls.
    await db.execute(sql`select pg_notify('domain_events', '669')`);

    const line = await firstErrorLine();
    expect(lines.join('\n')).not.toMatch(SQL_OR_PARAMS);
    expect(line).toMatchObject({
      level: 'error',
      event: 'events.read_failed',
      error: 'database error',
      sqlstate: '42P01',
    });
  });

  it.runIf(backend === 'pglite')('logs a read from a closed database with the driver message only', async () => {
    const database = await start();
    await database.close();

    const line = await firstErrorLine();
    expect(lines.join('\n')).not.toMatch(SQL_OR_PARAMS);
    expect(line).toMatchObject({ event: 'events.read_failed', error: 'database error', cause: 'PGlite is closed' });
  });
});
