import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { logLine } from './logger';

const loggerModule = path.join(path.dirname(fileURLToPath(import.meta.url)), 'logger.ts');
const LINES = 20_000;

/**
 * A process logs 20,000 request lines (about 2 MB) to a stdout pipe that nobody reads yet, then sets a
 * timer. A logger writing synchronously blocks as soon as the pipe is full (64 KB), so the timer never
 * fires; the buffered logger keeps the event loop running and delivers every line once the pipe drains.
 */
describe('request log', () => {
  it('does not block the event loop when stdout is slow, and loses no line', async () => {
    const code = `
      import { jsonLogger } from ${JSON.stringify(loggerModule)};
      const logger = jsonLogger();
      for (let i = 0; i < ${LINES}; i++) logger.info('http.request', { method: 'GET', path: '/api/rfq/rfqs', status: 200, ms: 1, i });
      setTimeout(() => process.stderr.write('event loop alive\\n'), 10);
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    const alive = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 8_000);
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
        if (stderr.includes('event loop alive')) {
          clearTimeout(timer);
          resolve(true);
        }
      });
      child.once('exit', () => resolve(stderr.includes('event loop alive')));
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
    expect(alive, stderr).toBe(true);
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(LINES);
    expect(JSON.parse(lines.at(-1) ?? '{}')).toMatchObject({
      level: 'info',
      event: 'http.request',
      path: '/api/rfq/rfqs',
      i: LINES - 1,
    });
  }, 30_000);

  it('writes a lone line within the flush interval, not only once a batch fills or the process exits', async () => {
    const code = `
      import { jsonLogger } from ${JSON.stringify(loggerModule)};
      jsonLogger().info('server.listening', { port: 1 });
      setTimeout(() => {}, 5_000);
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const line = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no line before the process exited')), 4_500);
        child.stdout.once('data', (chunk: Buffer) => {
          clearTimeout(timer);
          resolve(chunk.toString());
        });
      });
      expect(JSON.parse(line)).toMatchObject({ level: 'info', event: 'server.listening', port: 1 });
    } finally {
      child.kill();
    }
  }, 15_000);
});

describe('log line', () => {
  it('is the JSON of time, level, event and the fields, in that order, whatever the fields hold', () => {
    const cases: Record<string, unknown>[] = [
      {},
      { method: 'GET', path: '/api/health/live', status: 200, ms: 0, userId: undefined, requestId: 'AbCdEfGhIjKlMnOp' },
      { path: '/api/rfq/"quoted"\\back\nline\u2028', nested: { a: [1, null, 'x'] }, big: 1e21, nan: Number.NaN },
      { name: 'Zoë 東京 😀' },
      // A field named like the line's own keys takes their place, as in a spread.
      { event: 'overridden', extra: 1 },
      { time: 'then' },
    ];
    for (const fields of cases) {
      const line = logLine('info', 'http.request', fields);
      // The line's own time (the clock may have ticked since).
      const time = (JSON.parse(line) as { time: string }).time;
      expect(line).toBe(JSON.stringify({ time, level: 'info', event: 'http.request', ...fields }));
      if (!('time' in fields)) expect(Date.parse(time)).toBeGreaterThan(Date.now() - 1000);
    }
    expect(logLine('error', 'trpc.error')).toMatch(/^\{"time":"[^"]+","level":"error","event":"trpc.error"\}$/);
  });
  it('writes every line in order before a deliberate exit, the last ones after a write still in flight', async () => {
    // 2,000 lines fill the pipe, so a write is still in the thread pool when the last lines are logged and the
    // process drains and exits at once; the pipe is read only once the process has ended.
    const code = `
      import { drainStdout, jsonLogger } from ${JSON.stringify(loggerModule)};
      const logger = jsonLogger();
      for (let i = 0; i < 2000; i++) logger.info('http.request', { path: '/api/rfq/rfqs', i, pad: 'x'.repeat(200) });
      await new Promise((resolve) => setTimeout(resolve, 300));
      for (let i = 2000; i < 2010; i++) logger.info('shutdown.step', { i });
      await drainStdout(5000);
      process.exit(0);
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pause();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stdout.resume();
    await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const order = stdout
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { i: number }).i);
    expect(order).toEqual(Array.from({ length: 2010 }, (_, i) => i));
  });
});
