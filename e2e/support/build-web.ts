import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAGE_RENDERER_DIR_SUFFIX } from '@energy/domain/page-session';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    webDist: string;
  }
}

/**
 * Builds the SPA once per run, as `npm start` would, for the browser journeys to load: the bundle and,
 * beside it, the server's page renderer (`<outDir>-ssr`), so signed-in pages arrive with their first frame.
 *
 * The two builds start here as two processes and run in the background: the e2e files run after the server and ui
 * files (vitest.config.ts), and wait for them in `webBuild()` (web-build.ts). Built here in series before any file,
 * they held every test back by their whole time (about 55 s of CPU, mostly on one core).
 */
export default function setup(project: TestProject) {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'energy-web-'));
  const renderer = `${outDir}${PAGE_RENDERER_DIR_SUFFIX}`;
  const child = path.resolve('e2e/support/web-build-child.ts');
  const builds: ChildProcess[] = [[outDir], [renderer, 'ssr']].map((args) =>
    // The runner's NODE_ENV (test) goes along: the build must come out production all the same (bundle-budget).
    spawn(process.execPath, ['--import', 'tsx', child, ...args], {
      stdio: ['ignore', 'inherit', 'inherit'],
    }),
  );
  project.provide('webDist', outDir);
  return async () => {
    // A run that ended before the builds did (one server file picked by name) stops them.
    await Promise.all(
      builds.map(
        (build) =>
          new Promise<void>((resolve) => {
            if (build.exitCode !== null || build.signalCode !== null) return resolve();
            build.once('exit', () => resolve());
            build.kill('SIGTERM');
          }),
      ),
    );
    for (const dir of [outDir, renderer])
      for (const file of [dir, `${dir}.built`, `${dir}.failed`]) rmSync(file, { recursive: true, force: true });
  };
}
