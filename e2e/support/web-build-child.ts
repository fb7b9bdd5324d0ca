import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

/**
 * One of the two web builds the browser journeys load (`node --import tsx web-build-child.ts <outDir> [ssr]`), run
 * as its own process by build-web.ts so that both builds run side by side while the other test files do. It writes
 * `<outDir>.built` when done, or `<outDir>.failed` with the error, for webBuild() to wait on.
 */
const [outDir, target] = process.argv.slice(2);
if (!outDir) throw new Error('usage: web-build-child.ts <outDir> [ssr]');
try {
  await build({
    configFile: path.resolve('apps/web/vite.config.ts'),
    root: path.resolve('apps/web'),
    // A production bundle, as `npm start` serves.
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, ...(target === 'ssr' ? { ssr: true } : {}) },
  });
  writeFileSync(`${outDir}.built`, '');
} catch (error) {
  writeFileSync(`${outDir}.failed`, error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
}
