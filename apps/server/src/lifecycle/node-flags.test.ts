import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { serverNodeFlags } from './node-flags';

const REPOSITORY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const roots: string[] = [];

/** A repository root whose apps/server/package.json has this start script. */
function rootWithStart(start: string): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'energy-node-flags-'));
  roots.push(root);
  mkdirSync(path.join(root, 'apps/server'), { recursive: true });
  writeFileSync(path.join(root, 'apps/server/package.json'), JSON.stringify({ scripts: { start } }));
  return root;
}

afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe("the production server's node flags", () => {
  it("are the start script's: source maps, so a logged stack names the TypeScript source", () => {
    expect(serverNodeFlags(REPOSITORY_ROOT)).toEqual(['--enable-source-maps']);
  });

  it('are flags this node takes: it runs with them and says nothing', () => {
    const run = spawnSync(process.execPath, [...serverNodeFlags(REPOSITORY_ROOT), '-e', 'process.exit(0)'], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('are what stands between node and the entry point', () => {
    expect(serverNodeFlags(rootWithStart('node --a --b=1  dist/main.js'))).toEqual(['--a', '--b=1']);
    expect(serverNodeFlags(rootWithStart('node dist/main.js'))).toEqual([]);
  });

  it('refuse a start script that does not run node on an entry point, naming the script', () => {
    expect(() => serverNodeFlags(rootWithStart('tsx src/main.ts'))).toThrow(/start script .*: tsx src\/main\.ts/);
    expect(() => serverNodeFlags(rootWithStart('node --inspect'))).toThrow(/not "node <flags> <entry>"/);
  });
});
