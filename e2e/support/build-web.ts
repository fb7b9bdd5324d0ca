import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    webDist: string;
  }
}

/** Builds the SPA once per run, as `npm start` would, for the browser journeys to load. */
export default async function setup(project: TestProject) {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'energy-web-'));
  await build({
    configFile: path.resolve('apps/web/vite.config.ts'),
    root: path.resolve('apps/web'),
    // A production bundle, as `npm start` serves (vitest sets NODE_ENV=test otherwise).
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  project.provide('webDist', outDir);
  return () => rmSync(outDir, { recursive: true, force: true });
}
