import { rfqs } from '@energy/db/schema/rfqs';
import { users } from '@energy/db/schema/users';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/browser';
import { signIn, useJourney } from './support/journey';

const DAY = 86_400_000;
const PUBLISHED = 70;
const CANCELLED = 10;

describe.skipIf(!chromiumAvailable)('a list longer than one page, in Chromium', () => {
  const journey = useJourney();

  it('pages, sorts, filters and exports the RFQ list against the real server, and no status badge overflows at 1440 px', async () => {
    const { db } = journey.server.database;
    const [buyer] = await db
      .select({ id: users.id, organizationId: users.organizationId })
      .from(users)
      .where(eq(users.username, 'buyer'));
    if (!buyer?.organizationId) throw new Error('the demo buyer is missing');
    const now = Date.now();
    const row = (i: number, status: 'published' | 'cancelled') => ({
      rfqNumber: `RFQ-2026-9${String(i).padStart(5, '0')}`,
      buyerOrgId: buyer.organizationId ?? '',
      createdBy: buyer.id,
      title: `Kerosene lot ${String(i).padStart(2, '0')}`,
      status,
      productType: 'refined-products' as const,
      quantity: '10',
      unit: 'liters' as const,
      deliveryLocation: 'Apapa',
      deliveryDate: new Date(now + 30 * DAY),
      closeDate: new Date(now + 5 * DAY + i * 60_000),
    });
    await db
      .insert(rfqs)
      .values([
        ...Array.from({ length: PUBLISHED }, (_, i) => row(i, 'published')),
        ...Array.from({ length: CANCELLED }, (_, i) => row(PUBLISHED + i, 'cancelled')),
      ]);

    const { page, context } = await journey.newUser();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'buyer');
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));

    // A shared link: the search and the filter come from the URL.
    await page.goto('/rfq?q=Kerosene&status=published');
    const bodyRows = page.locator('table tbody tr');
    await page.getByText('Kerosene lot', { exact: false }).first().waitFor();
    // The page's first rows come first (FIRST_RENDER_ROWS), the rest of its 50 right after.
    await expect.poll(() => bodyRows.count()).toBe(50);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => bodyRows.count()).toBe(PUBLISHED);
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    // Lots 70-79 are cancelled: the status filter keeps them out.
    expect(await page.locator('table').getByText('Kerosene lot 7', { exact: false }).count()).toBe(0);

    // Sorting asks the server: the URL and the first row follow the clicked column.
    await page.getByRole('button', { name: /^Close Date/ }).click();
    await page.waitForURL(/sort=closeDate/);
    const order = new URL(page.url()).searchParams.get('order');
    const expectedFirst = order === 'asc' ? 'Kerosene lot 00' : `Kerosene lot ${PUBLISHED - 1}`;
    await expect.poll(() => bodyRows.first().textContent()).toContain(expectedFirst);

    // No status badge is cut.
    const badges = await page.$$eval('table .mantine-Badge-root', (found) =>
      found.map((badge) => ({ text: badge.textContent, cut: badge.scrollWidth > badge.clientWidth })),
    );
    // A new sort starts again at the first page.
    expect(badges).toHaveLength(50);
    expect(badges.filter((badge) => badge.cut)).toEqual([]);

    // The export is exactly this view: the filter and the search, every page, in the clicked order.
    const href = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
    expect(href).toContain('/api/rfq/rfqs.csv?');
    const response = await page.request.get(href ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/csv');
    const lines = (await response.text()).split('\r\n').filter((line) => line !== '');
    expect(lines).toHaveLength(1 + PUBLISHED);
    expect(lines[1]).toContain(expectedFirst);
    expect(lines.some((line) => line.includes('Kerosene lot 75'))).toBe(false);
    await context.close();
  });
});
