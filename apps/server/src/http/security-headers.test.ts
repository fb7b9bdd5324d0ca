import { get, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonLogger, silentLogger, type Logger } from './logger';
import { requestEnvelope } from './request-envelope';
import { serveApp } from './serve-app';
import { API_SECURITY_HEADERS, DOCUMENT_SECURITY_HEADERS, HSTS_HEADER, type SecurityHeaderOptions } from './security-headers';

function appWithHeaders(options: SecurityHeaderOptions = {}, logger: Logger = silentLogger): Hono {
  const app = new Hono();
  app.use('*', requestEnvelope(logger, options));
  app.get('/api/json', (c) => c.json({ ok: true }));
  // A handler that builds its own Response (as tRPC's fetch adapter does), one header of it its own.
  app.get('/api/own', () => new Response('{}', { headers: { 'content-type': 'application/json', 'Cache-Control': 'private, max-age=60' } }));
  // A handler that sets a header on the node response itself (as a streamed download may).
  app.get('/api/node-set', (c) => {
    (c.env as { outgoing: ServerResponse }).outgoing.setHeader('Cache-Control', 'private, max-age=5');
    return c.json({ ok: true });
  });
  app.get('/api/docs', (c) => c.html('<!doctype html><title>reference</title>'));
  app.get('/rfq', (c) => c.html('<!doctype html><title>app</title>'));
  return app;
}

/** These tests speak plain HTTP, where HSTS must not be sent (RFC 6797 §7.2); the HTTPS cases are below. */
function expectHeaders(response: Response, set: Readonly<Record<string, string>>, except: string[] = []): void {
  for (const [name, value] of Object.entries(set)) {
    if (name === HSTS_HEADER) expect(response.headers.get(name), name).toBeNull();
    else if (!except.includes(name)) expect(response.headers.get(name), name).toBe(value);
  }
  expect(response.headers.get('x-request-id')).toMatch(/^[A-Za-z0-9_-]{16}$/);
}

/** Headers of the page set that an API answer must not pay for. */
const PAGE_ONLY = Object.keys(DOCUMENT_SECURITY_HEADERS).filter((name) => !(name in API_SECURITY_HEADERS));

function expectApiAnswer(response: Response, except: string[] = []): void {
  expectHeaders(response, API_SECURITY_HEADERS, except);
  for (const name of PAGE_ONLY) expect(response.headers.get(name), name).toBeNull();
}

async function expectEverySet(request: (path: string) => Promise<Response>): Promise<void> {
  expectApiAnswer(await request('/api/json'));
  expectApiAnswer(await request('/api/missing'));
  const own = await request('/api/own');
  expectApiAnswer(own, ['Cache-Control']);
  expect(own.headers.get('cache-control')).toBe('private, max-age=60');
  expectHeaders(await request('/api/docs'), DOCUMENT_SECURITY_HEADERS);
  expectHeaders(await request('/rfq'), DOCUMENT_SECURITY_HEADERS);
}

describe('security headers and request id', () => {
  /** Each header name once on the wire (fetch would join duplicates with a comma). */
  function rawHeaderNames(url: string): Promise<string[]> {
    return new Promise((resolve, reject) => {
      get(url, (response) => {
        response.resume();
        resolve(response.rawHeaders.filter((_, i) => i % 2 === 0).map((name) => name.toLowerCase()));
      }).on('error', reject);
    });
  }

  describe.each([
    ['serveApp (an EnvelopedResponse: the headers join the answer’s own in one writeHead)', (app: Hono, listening: (info: AddressInfo) => void) => serveApp({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, listening)],
    ['plain @hono/node-server (set on the node response with setHeader)', (app: Hono, listening: (info: AddressInfo) => void) => serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, listening)],
  ])('through node:http: %s', (_, start) => {
    let server: ReturnType<typeof serve>;
    let url = '';
    const logLines: string[] = [];
    beforeAll(async () => {
      await new Promise<void>((resolve) => {
        server = start(appWithHeaders({}, jsonLogger((line) => logLines.push(line))), (info: AddressInfo) => {
          url = `http://127.0.0.1:${info.port}`;
          resolve();
        });
      });
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('gives API answers (JSON, a 404, a handler-built Response) the API set and pages the page set; a handler’s own value wins', async () => {
      await expectEverySet((path) => fetch(`${url}${path}`));
    });

    it('sends each header once, the handler’s own in place of the envelope’s whatever its case', async () => {
      for (const path of ['/api/json', '/api/own', '/api/node-set', '/api/missing', '/rfq']) {
        const names = await rawHeaderNames(`${url}${path}`);
        expect(names, path).toEqual([...new Set(names)]);
        expect(names, path).toContain('x-request-id');
      }
    });

    it('logs one line per answer, with the id the answer carries and its status', async () => {
      logLines.length = 0;
      const answers = [await fetch(`${url}/api/json`), await fetch(`${url}/api/missing`)];
      const logged = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(logged).toEqual([
        expect.objectContaining({ level: 'info', event: 'http.request', method: 'GET', path: '/api/json', status: 200, requestId: answers[0]?.headers.get('x-request-id') }),
        expect.objectContaining({ level: 'info', event: 'http.request', method: 'GET', path: '/api/missing', status: 404, requestId: answers[1]?.headers.get('x-request-id') }),
      ]);
    });

    it('lets a header set on the node response itself win over the envelope’s', async () => {
      const response = await fetch(`${url}/api/node-set`);
      expect(response.headers.get('cache-control')).toBe('private, max-age=5');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    });
  });

  it('does the same outside node:http (app.request)', async () => {
    const app = appWithHeaders();
    await expectEverySet(async (path) => app.request(path));
  });

  it('sends HSTS only on answers that travelled over HTTPS: TLS, or a proxy saying X-Forwarded-Proto: https', async () => {
    const hsts = API_SECURITY_HEADERS[HSTS_HEADER];
    const app = appWithHeaders();
    expect((await app.request('http://app.example.test/api/json')).headers.get(HSTS_HEADER)).toBeNull();
    expect((await app.request('https://app.example.test/api/json')).headers.get(HSTS_HEADER)).toBe(hsts);
    expect((await app.request('https://app.example.test/rfq')).headers.get(HSTS_HEADER)).toBe(hsts);
    const proxied = (proto: string) => app.request('/api/json', { headers: { 'x-forwarded-proto': proto } });
    expect((await proxied('https')).headers.get(HSTS_HEADER)).toBe(hsts);
    expect((await proxied('HTTPS, http')).headers.get(HSTS_HEADER)).toBe(hsts);
    expect((await proxied('http')).headers.get(HSTS_HEADER)).toBeNull();
    // An https public URL: browsers only reach the app over TLS, so every answer carries it.
    const publicUrlIsHttps = appWithHeaders({ publicUrlIsHttps: true });
    expect((await publicUrlIsHttps.request('http://app.example.test/api/json')).headers.get(HSTS_HEADER)).toBe(hsts);
  });

  it('gives every answer its own random request id', async () => {
    const app = appWithHeaders();
    const ids = await Promise.all(Array.from({ length: 300 }, async () => (await app.request('/api/json')).headers.get('x-request-id')));
    expect(new Set(ids).size).toBe(300);
  });
});
