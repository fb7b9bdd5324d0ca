import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';
import { PAGE_RENDERER_DIR_SUFFIX } from '@energy/domain/page-session';

/** Longer than the two builds take side by side on a loaded 2-core machine (about 1 minute quiet). */
export const BUILD_WAIT_MS = 10 * 60_000;

/** The time a hook that waits for the build may take: the wait, and the e2e project's hook timeout after it. */
export const WEB_BUILD_HOOK_TIMEOUT_MS = BUILD_WAIT_MS + 180_000;

/**
 * The web build's folder (build-web.ts), once both of its builds (the bundle and the page renderer) are done. A
 * failed build fails the waiting test with the build's own error.
 */
export async function webBuild(): Promise<string> {
  const webDist = inject('webDist');
  const dirs = [webDist, `${webDist}${PAGE_RENDERER_DIR_SUFFIX}`];
  const deadline = Date.now() + BUILD_WAIT_MS;
  for (;;) {
    const failed = dirs.find((dir) => existsSync(`${dir}.failed`));
    if (failed) throw new Error(`the web build failed (${failed}):\n${readFileSync(`${failed}.failed`, 'utf8')}`);
    if (dirs.every((dir) => existsSync(`${dir}.built`))) return webDist;
    if (Date.now() > deadline) throw new Error(`the web build did not finish in ${BUILD_WAIT_MS / 60_000} minutes`);
    await sleep(250);
  }
}
