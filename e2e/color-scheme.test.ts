import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DEFAULT_PREFERENCES } from '@energy/domain/schemas/settings';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn as apiSignIn } from '@energy/test/procurement';
import { chromiumAvailable } from './support/browser';
import { signIn, useJourney } from './support/journey';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact?: string | null;
  nodes: { target: string[] }[];
}

/** axe over the page as Chromium draws it (real styles, so real contrast), serious and critical findings only. */
async function blockingViolations(page: Page): Promise<string[]> {
  // Evaluated through the debugging protocol, which the page's CSP does not govern (an inline script would be refused).
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async () =>
      (await (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe.run()).violations,
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const schemeOf = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));

/** The user's colour scheme: in the server's first frame already, kept by the app, remembered after sign-out. */
describe.skipIf(!chromiumAvailable)('the colour scheme, in Chromium', () => {
  const journey = useJourney();

  it("a dark user's page is dark from its first frame, stays dark, passes axe in both schemes, and is remembered signed out", async () => {
    const supplier = await apiSignIn(journey.server, 'supplier');
    expect(
      (await supplier.request('PUT', '/api/settings/preferences', { ...DEFAULT_PREFERENCES, colorScheme: 'dark' }))
        .status,
    ).toBe(200);
    const cookie = { name: 'session', value: supplier.sessionCookie ?? '', url: journey.server.url };

    // No script at all: the HTML as sent is dark.
    const still = await journey.browser.newContext({ baseURL: journey.server.url, javaScriptEnabled: false });
    await still.addCookies([cookie]);
    const frame = await still.newPage();
    await frame.goto('/rfq');
    expect(await schemeOf(frame)).toBe('dark');
    await still.close();

    // With the app: dark all along (a light frame in between would show as a change of the attribute).
    const { context, page } = await journey.newUser();
    await context.addCookies([cookie]);
    await page.addInitScript(() => {
      const seen: (string | null)[] = [];
      Object.assign(window, { schemesSeen: seen });
      new MutationObserver(() => seen.push(document.documentElement.getAttribute('data-mantine-color-scheme'))).observe(
        document.documentElement,
        { attributes: true, attributeFilter: ['data-mantine-color-scheme'] },
      );
    });
    await page.goto('/rfq');
    // The app has taken the server's frame over (the frame is inert until then) and its data has come.
    await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'));
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await schemeOf(page)).toBe('dark');
    expect(await page.evaluate(() => (window as unknown as { schemesSeen: string[] }).schemesSeen)).not.toContain(
      'light',
    );
    expect(await blockingViolations(page)).toEqual([]);
    await page.goto('/settings?tab=system');
    await page.getByLabel('Dark Mode').first().waitFor();
    expect(await blockingViolations(page)).toEqual([]);

    // Signed out on this browser, the sign-in page keeps the scheme last used here, from its first frame.
    await context.clearCookies({ name: 'session' });
    await page.goto('/auth');
    expect(await schemeOf(page)).toBe('dark');
    expect(await blockingViolations(page)).toEqual([]);
    await context.close();
  });

  it('pages pass axe in the light scheme too', async () => {
    const { context, page } = await journey.newUser();
    await page.goto('/auth');
    expect(await schemeOf(page)).toBe('light');
    expect(await blockingViolations(page)).toEqual([]);
    await signIn(page, 'buyer');
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await page.goto('/rfq');
    await page.getByRole('heading', { name: 'RFQ Management' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await blockingViolations(page)).toEqual([]);
    await context.close();
  });
});
