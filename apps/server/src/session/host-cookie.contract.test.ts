import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAGE_RENDERER_DIR_SUFFIX, PAGE_RENDERER_FILE } from '@energy/domain/page-session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DEMO_PASSWORD } from '@energy/test/constants';
import { testBackends } from '@energy/test/databases';
import { HttpClient } from '@energy/test/http-client';
import { startTestServer, type TestServer } from '@energy/test/server';

/** A stand-in page renderer (see first-frame.contract.test.ts): it names the user the server found. */
const RENDERER = `export async function renderPage(url, user) { return '<h1>first frame for ' + user.username + '</h1>'; }`;

describe.each(testBackends())('the session cookie in production (%s)', (backend) => {
  let server: TestServer;
  const webDist = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  const rendererDir = `${webDist}${PAGE_RENDERER_DIR_SUFFIX}`;
  beforeAll(async () => {
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>EnergyHub</title><div id="root"></div>');
    mkdirSync(rendererDir);
    writeFileSync(path.join(rendererDir, PAGE_RENDERER_FILE), RENDERER);
    // What main.ts does in production (NODE_ENV=production): Secure cookies.
    server = await startTestServer(backend, { secureCookies: true, webDist });
  });
  afterAll(async () => {
    await server.close();
    for (const dir of [webDist, rendererDir]) rmSync(dir, { recursive: true, force: true });
  });

  it('is __Host-session (Secure, Path=/, HttpOnly, SameSite, no Domain), and carries the session for the API, the first frame and logout', async () => {
    const client = new HttpClient(server.url);
    const login = await client.post('/api/login', { username: 'buyer', password: TEST_DEMO_PASSWORD });
    expect(login.status).toBe(200);
    const [setCookie = ''] = login.headers.getSetCookie();
    expect(setCookie).toMatch(/^__Host-session=[a-z2-7]{32}; /);
    const attributes = setCookie.split('; ').slice(1);
    expect(attributes).toEqual(expect.arrayContaining(['Path=/', 'Secure', 'HttpOnly', 'SameSite=Lax']));
    expect(attributes.some((a) => /^domain=/i.test(a))).toBe(false);
    const token = client.sessionCookie ?? '';

    // The session works: the API and the server-drawn first frame both know the user.
    expect((await client.get('/api/user')).status).toBe(200);
    const page = await fetch(`${server.url}/rfq`, { headers: { cookie: `__Host-session=${token}` } });
    expect(await page.text()).toContain('<h1>first frame for buyer</h1>');
    // A plain `session` cookie (one a sibling subdomain could plant) is not the session in production.
    expect((await new HttpClient(server.url, { cookie: `session=${token}` }).get('/api/user')).status).toBe(401);

    const logout = await client.post('/api/logout');
    expect(logout.headers.getSetCookie()[0]).toMatch(
      /^__Host-session=; Max-Age=0; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect((await new HttpClient(server.url, { cookie: `__Host-session=${token}` }).get('/api/user')).status).toBe(401);
  });
});
