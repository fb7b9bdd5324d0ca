import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { INITIAL_JS_CAP_BYTES, measureInitialLoad } from './lib/bundle-size';
import type { BenchContext } from './lib/compare';
import { kb, verdict } from './lib/stats';

/** Issue 34: the first page's JavaScript stays at or under 160 KB gzip as the product grows. */
const JS_GOAL = 160 * 1024;
const CSS_GOAL = 50 * 1024;

function vite(root: string, args: string[]): void {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', ...args, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: path.join(root, 'apps/web'),
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (result.status !== 0) throw new Error(`vite build ${args.join(' ')} failed`);
}

/**
 * Builds the web app of `root` into a temporary folder, in production mode, with Vite's manifest; and,
 * where the checkout has one, its page renderer beside it (`<folder>-ssr`, where the server looks).
 */
export function buildWeb(root: string): string {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'energy-bench-web-'));
  vite(root, ['--manifest', '--outDir', outDir]);
  if (existsSync(path.join(root, 'apps/web/src/entry-server.tsx'))) vite(root, ['--ssr', '--outDir', `${outDir}-ssr`]);
  return outDir;
}

/** Removes what buildWeb wrote. */
export function removeWebBuild(outDir: string): void {
  for (const dir of [outDir, `${outDir}-ssr`]) rmSync(dir, { recursive: true, force: true });
}

/**
 * bundle: gzip size (level 9) of what the first page loads: the entry chunk and its static imports, from
 * Vite's manifest, and their CSS. Goals: JS <= 160 KB, CSS <= 50 KB. The ratio is the larger of
 * JS/160 KB and CSS/50 KB (goal <= 1).
 */
export async function bundle(ctx: BenchContext): Promise<string> {
  const outDir = buildWeb(ctx.root);
  try {
    const initial = measureInitialLoad(outDir);
    console.log(
      `initial JS:  ${initial.jsFiles.length} files, ${kb(initial.jsBytes)} raw, ${kb(initial.jsGzipBytes)} gzip (goal <= ${kb(JS_GOAL)}; npm test cap ${kb(INITIAL_JS_CAP_BYTES)})`,
    );
    console.log(`  ${initial.jsFiles.join(', ')}`);
    console.log(
      `initial CSS: ${initial.cssFiles.length} files, ${kb(initial.cssBytes)} raw, ${kb(initial.cssGzipBytes)} gzip (goal <= ${kb(CSS_GOAL)})`,
    );
    console.log(`whole app JS (every chunk): ${kb(initial.allJsBytes)} raw, ${kb(initial.allJsGzipBytes)} gzip`);
    const ratio = Math.max(initial.jsGzipBytes / JS_GOAL, initial.cssGzipBytes / CSS_GOAL);
    return verdict('bundle', ratio, { op: '<=', value: 1 });
  } finally {
    removeWebBuild(outDir);
  }
}
