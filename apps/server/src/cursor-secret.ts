import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ServerEnv } from './env';

/** The file in DATA_DIR holding the generated secret outside production. */
export const CURSOR_SECRET_FILE = 'cursor-secret';

/**
 * The secret paging cursors are signed with (packages/trpc/src/cursor.ts). Production must set CURSOR_SECRET,
 * the same on every instance: an instance making up its own would refuse the others' cursors, and its own after
 * a restart. Elsewhere one is generated into the data folder once and read back on the next start.
 */
export function cursorSecretFor(env: Pick<ServerEnv, 'cursorSecret' | 'production' | 'dataDir'>): string {
  if (env.cursorSecret) return env.cursorSecret;
  if (env.production) {
    throw new Error(
      'Invalid environment:\n  CURSOR_SECRET: required in production, the same on every instance (e.g. `openssl rand -base64 32`)',
    );
  }
  const file = path.join(env.dataDir, CURSOR_SECRET_FILE);
  try {
    return readSecret(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(env.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    // `wx`: two processes starting at once on one folder keep the first one's secret.
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readSecret(file);
  }
}

function readSecret(file: string): string {
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32)
    throw new Error(`${file} holds no usable cursor secret: delete it (a new one is made) or set CURSOR_SECRET`);
  return secret;
}
