import { describe, expect, it } from 'vitest';
import { HttpClient } from '@energy/test/http-client';
import { chromiumAvailable } from './support/browser';
import { signIn, useJourney } from './support/journey';

describe.skipIf(!chromiumAvailable)('admin console in Chromium', () => {
  const journey = useJourney();

  it('an admin lands on the Admin Panel, sees a locked sign-in with its address, and finds it in the audit log', async () => {
    // Ten wrong passwords for one username from one address lock the pair; the eleventh attempt is refused.
    const attacker = new HttpClient(journey.server.url);
    for (let i = 0; i < 11; i++)
      await attacker.post('/api/login', { username: 'ghost-user', password: 'wrong-password' });

    const admin = await journey.newUser();
    await signIn(admin.page, 'admin');
    await admin.page.waitForURL((url) => url.pathname === '/admin');
    const page = admin.page;
    await page.getByRole('heading', { name: 'Admin Panel', level: 1 }).waitFor();

    const health = page.getByRole('region', { name: 'System Health' });
    await health.getByText(/^Operational/).waitFor();
    await health.getByRole('table', { name: 'Background jobs' }).getByText('reset_mail').waitFor();
    // The figures GET /api/metrics exposes, from the same snapshot: requests answered, the pool (none on PGlite).
    await health.getByText(/^[\d,]+ \(0 server errors\)$/).waitFor();
    await health.getByText('Embedded database, no pool').waitFor();

    const alerts = page.getByRole('region', { name: 'Security Alerts' });
    const locked = alerts.getByRole('row', { name: /Sign-in locked/ });
    await locked.waitFor();
    expect(await locked.textContent()).toContain('ghost-user');
    expect(await locked.textContent()).toContain('127.0.0.1');

    const screens = page.getByRole('region', { name: 'Admin Screens' });
    await screens.getByRole('link', { name: /^Users: \d+$/ }).waitFor();

    await page.getByRole('link', { name: 'Audit Log' }).first().click();
    await page.getByRole('heading', { name: 'Audit Log', level: 1 }).waitFor();
    await page.getByLabel('Record', { exact: true }).fill('sign_in:ghost-user');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.get('record') === 'sign_in:ghost-user');
    const row = page.getByRole('row', { name: /auth\.signin_locked/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('127.0.0.1');
    await expect.poll(() => page.getByText('user.login', { exact: true }).count()).toBe(0);

    await page.getByLabel('Record', { exact: true }).fill('');
    await page.getByLabel('Actor', { exact: true }).fill('admin');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page
      .getByRole('row', { name: /user\.login/ })
      .first()
      .waitFor();
    await expect.poll(() => page.getByText('auth.signin_locked', { exact: true }).count()).toBe(0);
    const exportHref = await page.getByRole('link', { name: /Export CSV/ }).getAttribute('href');
    expect(exportHref).toMatch(/^\/api\/admin\/audit-log\.csv\?.*actor=admin/);
    const csv = await page.request.get(exportHref ?? '');
    expect(csv.status()).toBe(200);
    expect((await csv.text()).split('\r\n')[0]).toContain('"Action"');
  });
});
