import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAGE_RENDERER_DIR_SUFFIX, PAGE_RENDERER_FILE } from '@energy/domain/page-session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '@energy/test/databases';
import { createRfq, signIn } from '@energy/test/procurement';
import { startTestServer, type TestServer } from '@energy/test/server';
import { DEFAULT_PREFERENCES } from '@energy/domain/schemas/settings';
import { jsonLogger } from './logger';

/**
 * A stand-in for the web build's page renderer (the real one, built by Vite, is exercised by the browser
 * journeys in e2e/first-frame.test.ts): it echoes what the server asked for, fails on request, and hangs
 * until the server gives up on it.
 */
const RENDERER = `
const outcome = (promise) => promise.then(() => 'answered', (error) => 'refused: ' + error.message);
export async function renderPage(url, user, signal, request) {
  if (url.includes('fail')) throw new Error('the renderer broke');
  if (url.includes('hang')) return new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
  if (url.includes('answers')) {
    const list = await request.query('rfq.list', { sort: 'createdAt', order: 'desc' });
    const rows = list.items.map((rfq) => ({ title: rfq.title, createdAt: rfq.createdAt, dateType: typeof rfq.createdAt }));
    const html = '<h1>' + rows.map((row) => row.title).join(' | ') + '</h1>'
      + '<p>create: ' + (await outcome(request.query('rfq.create', { title: 'Drawn' }))) + '</p>'
      + '<p>admin counts: ' + (await outcome(request.query('adminConsole.counts', undefined))) + '</p>';
    return { html, data: { rows, note: '</script><!-- a text that must not end the block' } };
  }
  const phone = request?.narrowScreen ? ' on a phone' : '';
  return '<h1>' + url.replaceAll('&', '&amp;') + ' as ' + user.username + phone + '</h1>';
}
`;

const page = (body: string) => `<!doctype html><html><head><title>EnergyHub</title></head><body>${body}</body></html>`;

describe.each(testBackends())("a signed-in page's first frame (%s)", (backend) => {
  let server: TestServer;
  let cookie: string;
  const logged: string[] = [];
  const webDist = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  const rendererDir = `${webDist}${PAGE_RENDERER_DIR_SUFFIX}`;
  beforeAll(async () => {
    writeFileSync(path.join(webDist, 'index.html'), page('<div id="root"></div>'));
    mkdirSync(rendererDir);
    writeFileSync(path.join(rendererDir, PAGE_RENDERER_FILE), RENDERER);
    server = await startTestServer(backend, { webDist, logger: jsonLogger((line) => logged.push(line)) });
    const buyer = await signIn(server, 'buyer');
    cookie = `session=${buyer.sessionCookie ?? ''}`;
  });
  afterAll(async () => {
    await server.close();
    for (const dir of [webDist, rendererDir]) rmSync(dir, { recursive: true, force: true });
  });

  const get = async (pathAndQuery: string, headers: Record<string, string> = { cookie }) => {
    const response = await fetch(`${server.url}${pathAndQuery}`, { headers });
    return { status: response.status, html: await response.text() };
  };

  it('comes inside #root, inert until the app replaces it, rendered for the path, query and user asked for', async () => {
    const { status, html } = await get('/rfq?status=open&q=diesel');
    expect(status).toBe(200);
    expect(html).toContain(`<div id="root" inert><h1>/rfq?status=open&amp;q=diesel as buyer</h1></div>`);
    expect(html).toContain('id="session-user"');
  });

  it("is drawn from the user's own answers, as the API gives them, and carries them for the app to start from", async () => {
    const buyer = await signIn(server, 'buyer');
    const rfq = await createRfq(buyer, { title: 'Drawn from its answers' });
    const supplier = await signIn(server, 'supplier');
    const { status, html } = await get('/rfq?answers=1');
    expect(status).toBe(200);
    expect(html).toMatch(/<div id="root" inert><h1>[^<]*Drawn from its answers[^<]*<\/h1>/);
    // Queries only, and only those the user may read: the renderer is refused a write and another role's figures.
    expect(html).toContain('<p>create: refused: rfq.create is not a query procedure</p>');
    expect(html).toMatch(/<p>admin counts: refused: [^<]+<\/p>/);
    // The answers ride along in a data block the page's CSP never runs, every < escaped, dates as JSON carries them.
    const block = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(block).not.toContain('<');
    const data = JSON.parse(block) as { rows: { title: string; createdAt: unknown; dateType: string }[]; note: string };
    expect(data.note).toBe('</script><!-- a text that must not end the block');
    expect(data.rows.find((row) => row.title === rfq.title)).toMatchObject({
      dateType: 'string',
      createdAt: rfq.createdAt,
    });
    // Another organization's user is drawn from their own answers.
    const theirs = await get('/rfq?answers=1', { cookie: `session=${supplier.sessionCookie ?? ''}` });
    expect(theirs.html).toContain('<p>create: refused');
    expect(theirs.html.includes('Drawn from its answers')).toBe(
      (await (await supplier.get('/api/rfq/rfqs')).text()).includes('Drawn from its answers'),
    );
  });

  it('is drawn for a phone when the browser says it is one, or its user agent names a mobile browser', async () => {
    const android = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) Chrome/130.0.0.0 Mobile Safari/537.36';
    const desktop =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148';
    const drawnFor = async (headers: Record<string, string>) =>
      (await get('/rfq', { cookie, ...headers })).html.includes(' as buyer on a phone</h1>') ? 'phone' : 'wide';
    expect(await drawnFor({ 'sec-ch-ua-mobile': '?1', 'user-agent': desktop })).toBe('phone');
    expect(await drawnFor({ 'sec-ch-ua-mobile': '?0', 'user-agent': android })).toBe('wide');
    expect(await drawnFor({ 'user-agent': iphone })).toBe('phone');
    expect(await drawnFor({ 'user-agent': desktop })).toBe('wide');
  });

  it("carries the page's own browser title, from the route table, signed in or out", async () => {
    expect((await get('/rfq?status=open')).html).toContain('<title>RFQ Management · EnergyHub</title>');
    expect((await get('/notifications')).html).toContain('<title>Notifications · EnergyHub</title>');
    expect((await get('/rfq/5d0c4e1a-0000-4000-8000-000000000001')).html).toContain(
      '<title>RFQ Details · EnergyHub</title>',
    );
    expect((await get('/auth', {})).html).toContain('<title>Sign In · EnergyHub</title>');
    expect((await get('/no/such/page')).html).toContain('<title>EnergyHub</title>');
  });

  it("writes the browser title and the page's language in the user's language, else the browser's", async () => {
    const logistics = await signIn(server, 'logistics');
    const save = (language: string) =>
      logistics.request('PUT', '/api/settings/preferences', { ...DEFAULT_PREFERENCES, language });
    expect((await save('fr')).status).toBe(200);
    const french = (await get('/rfq', { cookie: `session=${logistics.sessionCookie ?? ''}` })).html;
    expect(french).toContain('<title>Gestion des demandes de prix · EnergyHub</title>');
    expect(french).toMatch(/<html[^>]* lang="fr"/);
    // The user's setting wins over the browser's.
    const setting = await get('/rfq', { cookie: `session=${logistics.sessionCookie ?? ''}`, 'accept-language': 'de' });
    expect(setting.html).toContain('<title>Gestion des demandes de prix · EnergyHub</title>');
    expect((await save('en')).status).toBe(200);
    // A visitor: the browser's Accept-Language, English when it names no language the platform speaks.
    const visitor = await fetch(`${server.url}/auth`, { headers: { 'accept-language': 'fr-CH, fr;q=0.9, en;q=0.8' } });
    const visitorPage = await visitor.text();
    expect(visitorPage).toContain('<title>Connexion · EnergyHub</title>');
    expect(visitorPage).toMatch(/<html[^>]* lang="fr"/);
    expect(visitor.headers.get('vary')).toContain('Accept-Language');
    expect((await get('/auth', { 'accept-language': 'ja' })).html).toContain('<title>Sign In · EnergyHub</title>');
  });

  it("is never drawn for / or /auth: a signed-in user is sent to the role's dashboard, a visitor gets the page", async () => {
    for (const entry of ['/', '/index.html', '/auth', '/auth?invite=abc']) {
      const response = await fetch(`${server.url}${entry}`, { headers: { cookie }, redirect: 'manual' });
      expect(response.status, entry).toBe(302);
      expect(response.headers.get('location'), entry).toBe('/dashboard/buyer');
      expect(response.headers.get('cache-control'), entry).toBe('private, no-store');
    }
    const admin = await signIn(server, 'admin');
    const adminEntry = await fetch(`${server.url}/`, {
      headers: { cookie: `session=${admin.sessionCookie ?? ''}` },
      redirect: 'manual',
    });
    expect(adminEntry.headers.get('location')).toBe('/dashboard/admin');
    expect((await get('/auth', {})).status).toBe(200);
    expect((await get('/', {})).status).toBe(200);
  });

  it('is not drawn for a signed-out visitor, who gets the plain page', async () => {
    const { html } = await get('/rfq', {});
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('<h1>');
  });

  it('costs a page only its frame when the renderer fails or takes too long: the error is logged', async () => {
    for (const path of ['/rfq?fail=1', '/rfq?hang=1']) {
      const { status, html } = await get(path);
      expect(status).toBe(200);
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('id="session-user"');
    }
    const events = logged.map((line) => JSON.parse(line) as { event: string; url?: string; error?: string });
    expect(events.filter((e) => e.event === 'page.render.failed').map((e) => e.url)).toEqual([
      '/rfq?fail=1',
      '/rfq?hang=1',
    ]);
    expect(events.find((e) => e.url === '/rfq?fail=1')?.error).toContain('the renderer broke');
  });

  const schemeOf = (html: string) => /<html[^>]*data-mantine-color-scheme="([a-z]+)"/.exec(html)?.[1];

  it("is drawn in the signed-in user's colour scheme: dark from the first byte, no light flash", async () => {
    const supplier = await signIn(server, 'supplier');
    const save = (colorScheme: string) =>
      supplier.request('PUT', '/api/settings/preferences', { ...DEFAULT_PREFERENCES, colorScheme });
    expect((await save('dark')).status).toBe(200);
    const dark = await get('/rfq', { cookie: `session=${supplier.sessionCookie ?? ''}` });
    expect(schemeOf(dark.html)).toBe('dark');
    expect(dark.html).toContain(' as supplier</h1>');
    // The system's scheme: the client hint decides, light without one.
    expect((await save('auto')).status).toBe(200);
    const auto = { cookie: `session=${supplier.sessionCookie ?? ''}` };
    expect(schemeOf((await get('/rfq', { ...auto, 'sec-ch-prefers-color-scheme': 'dark' })).html)).toBe('dark');
    expect(schemeOf((await get('/rfq', auto)).html)).toBe('light');
    // Another user's page keeps its own (the buyer's default, light), whatever the browser last chose.
    expect(schemeOf((await get('/rfq', { cookie: `${cookie}; color-scheme=dark` })).html)).toBe('light');
  });

  it('is drawn signed out in the scheme this browser last used (its cookie), light without one', async () => {
    expect(schemeOf((await get('/auth', { cookie: 'color-scheme=dark' })).html)).toBe('dark');
    expect(schemeOf((await get('/auth', {})).html)).toBe('light');
    const response = await fetch(`${server.url}/auth`);
    expect(response.headers.get('accept-ch')).toContain('Sec-CH-Prefers-Color-Scheme');
  });
});
