import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { CURSOR_SECRET_FILE, cursorSecretFor } from './cursor-secret';
import { demoAccountsNotice } from './demo-notice';

const mainModule = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');
const folders: string[] = [];

function freshDataDir(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'energy-start-'));
  folders.push(folder);
  return folder;
}

interface Started {
  /** stdout and stderr together, as an operator's log collector keeps them. */
  output: string;
  exitCode: number | null;
}

/** Runs the server as `npm start` does (main.ts in its own process) until it says it is running or exits, then stops it. */
function startServer(env: Record<string, string>, deadlineMs = 40_000): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', mainModule], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: freshDataDir(),
      WEB_DIST: path.join(os.tmpdir(), 'no-web-dist'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let stopped = false;
  return new Promise((resolve) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      // Once: a second signal ends the server at once, without its graceful stop.
      if (stopped || !output.includes('EnergyHub is running at')) return;
      stopped = true;
      child.kill('SIGTERM');
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    // A server that neither refuses nor gets running in time is stopped too, never left behind.
    const deadline = setTimeout(() => child.kill('SIGKILL'), deadlineMs);
    child.once('exit', (code) => {
      clearTimeout(deadline);
      resolve({ output, exitCode: code });
    });
  });
}

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('server start', () => {
  it('refuses to start in production without CURSOR_SECRET and TWO_FACTOR_KEY, one line each saying what to set', async () => {
    const { output, exitCode } = await startServer({ NODE_ENV: 'production' });
    expect(exitCode).toBe(1);
    expect(output).toContain('CURSOR_SECRET: required in production');
    expect(output).toContain('TWO_FACTOR_KEY: required in production, 32 bytes in base64');
    expect(output).not.toContain('EnergyHub is running at');
    // The problems themselves, not a stack trace to read past.
    expect(output).not.toMatch(/^\s+at /m);
  }, 60_000);
});

/** The start log's lines, and where the banner (the URL) is among them. */
function startLog(output: string) {
  const lines = output.split('\n');
  const banner = lines.findIndex((line) => line.startsWith('EnergyHub is running at'));
  const events = (from: number, to: number) =>
    lines
      .slice(from, to)
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: string; event: string });
  return { lines, banner, before: events(0, banner), after: events(banner + 1, lines.length) };
}

const MAIL_SUMMARY = /^Demo seed queued (\d+) mails \(mail_outbox; each with its text at LOG_LEVEL=debug\)$/;

describe('the start log with the demo seed', () => {
  it("ends with the banner: the seed's mails summed up in one line, the demo accounts, then the URL", async () => {
    const { output } = await startServer({}, 80_000);
    const { lines, banner, before, after } = startLog(output);
    expect(banner, output.slice(-2000)).toBeGreaterThan(0);
    const summary = lines.findIndex((line) => MAIL_SUMMARY.test(line));
    const accounts = lines.findIndex((line) => line.startsWith('Demo accounts — password: demo-password'));
    expect(summary).toBeGreaterThan(-1);
    expect(Number(MAIL_SUMMARY.exec(lines[summary] ?? '')?.[1])).toBeGreaterThan(50);
    expect(accounts).toBeGreaterThan(summary);
    expect(banner).toBeGreaterThan(accounts);
    // Every line the start logged is above the banner (after it only the stop that ended the test, phase by phase:
    // nothing was in flight, so nothing waited for the grace period).
    expect(before.map((line) => line.event)).toEqual(expect.arrayContaining(['database.ready', 'server.listening']));
    expect(after.map((line) => line.event)).toEqual([
      'shutdown.started',
      'shutdown.listener_closed',
      'shutdown.drained',
      'shutdown.claims_released',
      'shutdown.pool_closed',
      'shutdown.complete',
    ]);
    // Not one mail in the log at the default level.
    expect(output).not.toContain('mail.outbox');
  }, 90_000);

  it('logs each of those mails with its text at LOG_LEVEL=debug, above the banner', async () => {
    const { output } = await startServer({ LOG_LEVEL: 'debug' }, 80_000);
    const { lines, banner, before } = startLog(output);
    expect(banner, output.slice(-2000)).toBeGreaterThan(0);
    const mails = Number(MAIL_SUMMARY.exec(lines.find((line) => MAIL_SUMMARY.test(line)) ?? '')?.[1]);
    const mailLines = before.filter((line) => line.event === 'mail.outbox');
    expect(mailLines).toHaveLength(mails);
    expect(mailLines.every((line) => line.level === 'debug' && 'text' in line)).toBe(true);
    expect(output.slice(output.indexOf('EnergyHub is running at'))).not.toContain('mail.outbox');
  }, 90_000);
});

describe('demo accounts in the start log', () => {
  const password = 'Prod-demo-Password-7c1f';
  it('never show the password in production', () => {
    for (const known of [true, false]) {
      const notice = demoAccountsNotice({ production: true, password, known });
      expect(notice).not.toContain(password);
      expect(notice).toContain('buyer');
    }
    expect(demoAccountsNotice({ production: true, password, known: true })).toContain(
      'password: the one in DEMO_PASSWORD',
    );
  });

  it('show it outside production, where it is the development default or the one asked for', () => {
    expect(demoAccountsNotice({ production: false, password, known: true })).toContain(`password: ${password}`);
  });
});

describe('cursor secret outside production', () => {
  it('is generated into the data folder, readable by the owner only, and reused on the next start', () => {
    const dataDir = freshDataDir();
    const first = cursorSecretFor({ production: false, dataDir, cursorSecret: undefined });
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, CURSOR_SECRET_FILE);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(cursorSecretFor({ production: false, dataDir, cursorSecret: undefined })).toBe(first);
    // A configured secret wins, and production takes nothing from the folder.
    expect(cursorSecretFor({ production: false, dataDir, cursorSecret: 'y'.repeat(32) })).toBe('y'.repeat(32));
    expect(() => cursorSecretFor({ production: true, dataDir, cursorSecret: undefined })).toThrow(
      /CURSOR_SECRET: required in production/,
    );
  });
});
