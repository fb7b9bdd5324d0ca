import { EventEmitter } from 'node:events';
import { createServer } from 'node:http';
import { openTestDb } from '@energy/test/databases';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startEventDispatcher } from '../events/dispatcher';
import { jsonLogger } from '../http/logger';
import { installProcessErrorHandlers } from './process-errors';
import { ServerLifecycle } from './shutdown';

const SECRET = 'card-4111-1111-1111-1111';

let failedStatement: unknown;
beforeAll(async () => {
  // A real failed statement carrying a secret parameter, as drizzle throws it (its message quotes both).
  const database = await openTestDb('pglite');
  failedStatement = await database.db.execute(sql`select ${SECRET}::uuid`).catch((error: unknown) => error);
  await database.close();
});

/** The handlers on an emitter standing in for `process`, with the log lines and the fatal calls they make. */
function installed() {
  const emitter = new EventEmitter();
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  let fatal = 0;
  const logger = jsonLogger((line) => {
    raw.push(line);
    lines.push(JSON.parse(line) as Record<string, unknown>);
  });
  installProcessErrorHandlers(emitter, logger, () => (fatal += 1));
  return { emitter, lines, raw: () => raw.join('\n'), fatalCalls: () => fatal };
}

describe('process error handlers', () => {
  it('log an unhandled rejection summarized (SQLSTATE, no statement, no parameter) and keep the process going', async () => {
    expect(String(failedStatement)).toContain(SECRET);
    const process = installed();
    process.emitter.emit('unhandledRejection', failedStatement, Promise.resolve());
    expect(process.lines).toEqual([
      expect.objectContaining({ level: 'error', event: 'process.unhandled_rejection', sqlstate: '22P02' }),
    ]);
    expect(process.raw()).not.toContain(SECRET);
    expect(process.raw()).not.toMatch(/select|params/i);
    expect(process.fatalCalls()).toBe(0);
  });

  it('log an uncaught exception summarized and stop the server (the graceful shutdown with exit code 1)', async () => {
    const process = installed();
    process.emitter.emit('uncaughtException', failedStatement, 'uncaughtException');
    expect(process.lines).toEqual([
      expect.objectContaining({ level: 'error', event: 'process.uncaught_exception', sqlstate: '22P02' }),
    ]);
    expect(process.raw()).not.toContain(SECRET);
    expect(process.fatalCalls()).toBe(1);
  });

  it('as main.ts wires them, an uncaught exception ends in the graceful shutdown and exit code 1', async () => {
    const database = await openTestDb('pglite');
    const lines: Record<string, unknown>[] = [];
    const logger = jsonLogger((line) => lines.push(JSON.parse(line) as Record<string, unknown>));
    const server = createServer((_request, response) => response.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    let exited: (code: number) => void = () => {};
    const exitCode = new Promise<number>((resolve) => (exited = resolve));
    const lifecycle = new ServerLifecycle({ graceMs: 2000, delayMs: 0 }, logger, (code) => exited(code));
    const events = await startEventDispatcher(database, { logger });
    lifecycle.attach({ server, jobs: [], events, database });
    const emitter = new EventEmitter();
    installProcessErrorHandlers(emitter, logger, () => void lifecycle.shutdown('uncaughtException', 1));

    emitter.emit('uncaughtException', failedStatement, 'uncaughtException');
    expect(lifecycle.stopping()).toBe(true);
    expect(await exitCode).toBe(1);
    expect(server.listening).toBe(false);
    expect(lines.map((line) => line.event)).toEqual([
      'process.uncaught_exception',
      'shutdown.started',
      'shutdown.listener_closed',
      'shutdown.drained',
      'shutdown.claims_released',
      'shutdown.pool_closed',
      'shutdown.complete',
    ]);
    expect(lines.at(-1)).toMatchObject({ exitCode: 1 });
    expect(JSON.stringify(lines)).not.toContain(SECRET);
  });
});
