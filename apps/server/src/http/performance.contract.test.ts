import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '@energy/test/databases';
import { createRfq, signIn } from '@energy/test/procurement';
import { startTestServer, type TestServer } from '@energy/test/server';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** node:http, not fetch: fetch decodes compressed bodies and chooses Accept-Encoding itself. */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const ASSET = '/assets/index-AbCd1234.js';
const assetSource = `export const screens = [${'"a screen of the app", '.repeat(200)}];\n`;

describe.each(testBackends())('compression, caching and health (%s)', (backend) => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    const webDist = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    mkdirSync(path.join(webDist, 'assets'));
    // As large as the real one (its styles inline), so that the page is worth compressing.
    const styles = `<style>${'.mantine-Button-root { color: var(--mantine-color-blue-6); }\n'.repeat(40)}</style>`;
    writeFileSync(
      path.join(webDist, 'index.html'),
      `<!doctype html><title>EnergyHub</title>${styles}<div id="root"></div>`,
    );
    // As the Vite build writes them: the asset and its precompressed forms beside it.
    writeFileSync(path.join(webDist, ASSET), assetSource);
    writeFileSync(path.join(webDist, `${ASSET}.br`), brotliCompressSync(assetSource));
    writeFileSync(path.join(webDist, `${ASSET}.gz`), gzipSync(assetSource));
    server = await startTestServer(backend, { webDist });
    const buyer = await signIn(server, 'buyer');
    for (let i = 0; i < 5; i++) await createRfq(buyer);
    cookie = `session=${buyer.sessionCookie ?? ''}`;
  });
  afterAll(() => server.close());

  it('sends API JSON above 1 KB with br, or gzip, as the client accepts, and the same JSON as uncompressed', async () => {
    const plain = await rawGet(`${server.url}/api/rfq/rfqs`, { cookie });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    // No cache may store it (no-store), so no cache needs Vary to tell its plain and br forms apart.
    expect(plain.headers['cache-control']).toBe('no-store');
    expect(plain.headers.vary).toBeUndefined();
    expect(plain.body.byteLength).toBeGreaterThan(1024);
    const br = await rawGet(`${server.url}/api/rfq/rfqs`, { cookie, 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBeUndefined();
    expect(Number(br.headers['content-length'])).toBe(br.body.byteLength);
    expect(br.body.byteLength).toBeLessThan(plain.body.byteLength / 3);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(JSON.parse(plain.body.toString()));
    const gzip = await rawGet(`${server.url}/api/rfq/rfqs`, { cookie, 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(JSON.parse(plain.body.toString()));
  });

  it('leaves small answers uncompressed', async () => {
    const health = await rawGet(`${server.url}/api/health/live`, { 'accept-encoding': 'br, gzip' });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.headers.vary).toBeUndefined();
    expect(JSON.parse(health.body.toString())).toEqual({ status: 'ok' });
  });

  it('marks answers a cache may keep with Vary: Accept-Encoding; a plain answer to a client accepting no encoding suits anyone', async () => {
    // The API reference's script: cacheable for an hour, so a cache must not hand its br form to a plain client.
    const br = await rawGet(`${server.url}/api/docs/swagger-ui-bundle.js`, { 'accept-encoding': 'br' });
    expect(br.headers['cache-control']).toBe('public, max-age=3600');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    const gzip = await rawGet(`${server.url}/api/docs/swagger-ui-bundle.js`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toBe('Accept-Encoding');
    const plain = await rawGet(`${server.url}/api/docs/swagger-ui-bundle.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBeUndefined();
    expect(plain.body.toString()).toBe(gunzipSync(gzip.body).toString());
  });

  it('serves hashed assets precompressed and cacheable for a year, and index.html revalidated', async () => {
    const br = await rawGet(`${server.url}${ASSET}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.body).toString()).toBe(assetSource);
    const gzip = await rawGet(`${server.url}${ASSET}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(assetSource);
    const plain = await rawGet(`${server.url}${ASSET}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(assetSource);
    for (const page of ['/', '/index.html', '/rfq']) {
      const index = await rawGet(`${server.url}${page}`);
      expect(index.status).toBe(200);
      expect(index.headers['cache-control']).toBe('no-cache');
      expect(index.body.toString()).toContain('<div id="root"></div>');
    }
    const missing = await rawGet(`${server.url}/assets/gone-AbCd1234.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
  });

  it('writes the signed-in user into the page as auth.me answers it, and lets no cache keep that page', async () => {
    const me = await fetch(`${server.url}/api/user`, { headers: { cookie } });
    const user: unknown = await me.json();
    for (const page of ['/rfq', '/dashboard/buyer', '/settings?tab=system']) {
      const signedIn = await rawGet(`${server.url}${page}`, { cookie });
      expect(signedIn.status).toBe(200);
      expect(signedIn.headers['cache-control']).toBe('private, no-store');
      const block = /<script type="application\/json" id="session-user">(.*?)<\/script>/.exec(signedIn.body.toString());
      expect(JSON.parse(block?.[1] ?? 'null')).toEqual(user);
      expect(signedIn.body.toString()).toContain('<div id="root"></div>');
    }
    // The page comes compressed to a browser that accepts it, like the API's answers (drawn, it is 50-400 KB).
    const plain = await rawGet(`${server.url}/rfq`, { cookie });
    const br = await rawGet(`${server.url}/rfq`, { cookie, 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.byteLength).toBeLessThan(plain.body.byteLength / 4);
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
    const gzip = await rawGet(`${server.url}/auth`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toContain('<div id="root"></div>');
    // A dead session gets the plain page, and its cookie is cleared as an API call would clear it.
    const dead = await rawGet(`${server.url}/rfq`, { cookie: 'session=no-such-session' });
    expect(dead.status).toBe(200);
    expect(dead.body.toString()).not.toContain('session-user');
    expect(dead.headers['cache-control']).toBe('no-cache');
    expect(String(dead.headers['set-cookie'])).toMatch(/^session=; Max-Age=0/);
  });

  it('answers liveness without the database and readiness with it', async () => {
    const live = await fetch(`${server.url}/api/health/live`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    for (const path of ['/api/health/ready', '/api/health']) {
      const ready = await fetch(`${server.url}${path}`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ok', database: 'ok' });
    }
  });
});

describe('health when the database is gone', () => {
  it('stays live but not ready', async () => {
    const server = await startTestServer('pglite');
    await server.database.close();
    const live = await fetch(`${server.url}/api/health/live`);
    expect(live.status).toBe(200);
    const ready = await fetch(`${server.url}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'degraded', database: 'unreachable' });
    await server.close().catch(() => undefined);
  });
});
