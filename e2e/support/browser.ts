import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Locally a missing Chromium skips the journeys; in CI (CI=true) it is a failure, never a skip. */
export const chromiumAvailable = existsSync(CHROMIUM_PATH);
if (!chromiumAvailable && process.env.CI === 'true') {
  throw new Error(`Browser tests need Debian's Chromium at ${CHROMIUM_PATH} (apt-get install chromium)`);
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
