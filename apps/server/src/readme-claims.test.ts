import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROLES } from '@energy/domain/roles';
import { checkRouteAccess } from '@energy/domain/routes';
import { describe, expect, it } from 'vitest';
import { ENV_DEFAULTS, ENV_VARIABLES } from './env';

/**
 * The README's claims that code can check: a README that says a file, a function, a variable or an access rule
 * exists must be right about it (it said `/organizations` was admin-only and disputes unbuilt).
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');

/** Variables the server never reads itself: the test suite's database, and where the built web app sits. */
const NOT_THE_SERVERS = new Set(['TEST_DATABASE_URL']);
const INTERNAL = new Set(['WEB_DIST']);

function envTable(): Map<string, string> {
  const rows = README.split('\n').filter((line) => /^\| `[A-Z0-9_]+` \|/.test(line));
  return new Map(
    rows.map((row) => {
      const [, name = '', defaultCell = ''] = row.split('|').map((cell) => cell.trim());
      return [name.replaceAll('`', ''), defaultCell];
    }),
  );
}

function section(title: string): string {
  const start = README.indexOf(`## ${title}\n`);
  expect(start, `README has a "## ${title}" section`).toBeGreaterThan(-1);
  const end = README.indexOf('\n## ', start + 1);
  return README.slice(start, end === -1 ? undefined : end);
}

describe('the README', () => {
  it('names every environment variable the server reads, and only those', () => {
    const table = envTable();
    expect([...table.keys()].filter((name) => !NOT_THE_SERVERS.has(name)).sort()).toEqual(
      ENV_VARIABLES.filter((name) => !INTERNAL.has(name)).sort(),
    );
  });

  it('gives the defaults the server applies when a variable is unset', () => {
    for (const [name, cell] of envTable()) {
      const literal = /^`([^`]+)`$/.exec(cell)?.[1];
      const applied = ENV_DEFAULTS[name as keyof typeof ENV_DEFAULTS];
      if (literal === undefined || applied === undefined || name === 'DATA_DIR') continue;
      expect(String(applied), name).toBe(literal);
    }
  });

  it('names only files that exist', () => {
    const named = [...README.matchAll(/`((?:apps|packages|e2e|test|bench|docs|\.ci)\/[^`\s*<>]+?)`/g)].map(
      (m) => m[1] ?? '',
    );
    expect(named.length).toBeGreaterThan(10);
    // Build outputs (`apps/web/dist`, `apps/server/dist/main.js`) exist only after `npm start` builds them.
    const sources = named.filter((file) => !/\/dist(-ssr)?(\/|$)/.test(file));
    const missing = sources.filter((file) => !existsSync(path.join(ROOT, file.replace(/:\d+$/, ''))));
    expect(missing).toEqual([]);
  });

  it('finds each function it places in a file in that file', () => {
    const placed = [...README.matchAll(/`([A-Za-z_][\w.]*)(?:\(\))?` in `((?:apps|packages)\/[^`]+\.tsx?)`/g)];
    expect(placed.length).toBeGreaterThan(2);
    for (const [, name = '', file = ''] of placed) {
      expect(readFileSync(path.join(ROOT, file), 'utf8'), `${name} in ${file}`).toContain(name.split('.').pop());
    }
  });

  it('states the access to /admin and /organizations the route table enforces', () => {
    const access = section('Access to pages');
    expect(access).toContain("**`/admin` is the admin's; `/organizations` is everyone's.**");
    for (const role of ROLES) {
      expect(checkRouteAccess(role, '/organizations').allowed, `${role} opens /organizations`).toBe(true);
      expect(checkRouteAccess(role, '/admin').allowed, `${role} opens /admin`).toBe(role === 'admin');
    }
  });

  it('describes disputes as built: an open dispute holds escrow', () => {
    const payments = section('Payments and escrow');
    expect(payments).not.toMatch(/not built/i);
    expect(payments).toContain('An open dispute');
    expect(README).toMatch(/`POST \/api\/disputes`/);
  });
});
