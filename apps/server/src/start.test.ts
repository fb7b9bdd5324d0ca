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
function startServer(env: Record<string, string>): Promise<Started> {
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
  return new Promise((resolve) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('EnergyHub is running at')) child.kill('SIGTERM');
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    // A server that neither refuses nor gets running in time is stopped too, never left behind.
    const deadline = setTimeout(() => child.kill('SIGKILL'), 40_000);
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
