import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from '@energy/test/server';
import { signIn as apiSignIn } from '@energy/test/procurement';
import { launchChromium } from './browser';
import { WEB_BUILD_HOOK_TIMEOUT_MS, webBuild } from './web-build';

export interface Journey {
  server: TestServer;
  browser: Browser;
  /** A fresh browser profile (its own cookies) at the app's URL. */
  /** A new browser of its own (no cookies), a wide screen unless `options` say otherwise (a phone's user agent). */
  newUser(options?: BrowserContextOptions): Promise<{ context: BrowserContext; page: Page }>;
}

/**
 * `page`, whose goto and reload return once the app has taken the page over. A signed-in page arrives drawn, its
 * buttons and rows included, and stays inert until the app has taken it over: a click before that is lost, for a
 * test as for a user (who sees nothing happen and taps again). A load that asks only for the response
 * (`waitUntil: 'commit'`) returns at once, for a test that holds the app back.
 */
function takenOverOnArrival(page: Page): Page {
  // A page without the app's root (the API reference at /api/docs) has nothing to take over.
  const takenOver = () =>
    page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'), undefined, { timeout: 15_000 });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await takenOver();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await takenOver();
    return response;
  };
  return page;
}

/** The built SPA served by the real server on 127.0.0.1 (PGlite copy of the seeded template), driven by Chromium. */
export function useJourney(): Journey {
  const journey = {} as Journey;
  beforeAll(async () => {
    journey.server = await startTestServer('pglite', { webDist: await webBuild() });
    journey.browser = await launchChromium();
    journey.newUser = async (options = {}) => {
      const context = await journey.browser.newContext({
        baseURL: journey.server.url,
        viewport: { width: 1366, height: 900 },
        ...options,
      });
      context.setDefaultTimeout(15_000);
      return { context, page: takenOverOnArrival(await context.newPage()) };
    };
  }, WEB_BUILD_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await journey.browser?.close();
    await journey.server?.close();
  });
  return journey;
}

export async function signIn(page: Page, username: string, password = 'demo-password'): Promise<void> {
  await page.goto('/auth');
  const form = page.getByRole('tabpanel', { name: 'Sign In' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** A notice (toast) with this title has shown. */
export async function notice(page: Page, title: string): Promise<void> {
  await page.getByText(title, { exact: true }).first().waitFor();
}

/**
 * A notice with this text (the move's own message, not a title that a badge or a card may also read) has shown.
 * When the screen's failure notice `failedTitle` shows first, fails with what that notice says, so a refused step
 * reads as the server's refusal rather than as a button that never appeared.
 */
export async function noticeOrFailure(page: Page, text: string | RegExp, failedTitle: string): Promise<void> {
  const done = page.getByRole('alert').filter({ hasText: text }).first();
  const failed = page.getByRole('alert').filter({ hasText: failedTitle }).first();
  await done.or(failed).waitFor();
  if (await failed.isVisible()) throw new Error(`${failedTitle}: ${await failed.innerText()}`);
}

/** The demo parties of an order, signed in over HTTP, for preparing records through the API (@energy/test/fulfilment). */
export async function apiParties(server: TestServer) {
  const [buyer, finance, supplier, supplier2] = await Promise.all(
    ['buyer', 'finance', 'supplier', 'supplier2'].map((username) => apiSignIn(server, username)),
  );
  if (!buyer || !finance || !supplier || !supplier2) throw new Error('a demo account did not sign in');
  return { server, buyer, finance, supplier, supplier2 };
}
