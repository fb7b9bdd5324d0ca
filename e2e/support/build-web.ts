import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
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
 */
export default async function setup(project: TestProject) {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'energy-web-'));
  const renderer = `${outDir}${PAGE_RENDERER_DIR_SUFFIX}`;
  for (const target of [{ outDir }, { outDir: renderer, ssr: true }]) {
    await build({
      configFile: path.resolve('apps/web/vite.config.ts'),
      root: path.resolve('apps/web'),
      // A production bundle, as `npm start` serves (vitest sets NODE_ENV=test otherwise).
      mode: 'production',
      logLevel: 'warn',
      build: { ...target, emptyOutDir: true },
    });
  }
  project.provide('webDist', outDir);
  return () => {
    for (const dir of [outDir, renderer]) rmSync(dir, { recursive: true, force: true });
  };
}
