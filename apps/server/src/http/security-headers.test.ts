import { get, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonLogger } from './logger';
import { requestPath, type RequestEnvelopeOptions } from './request-envelope';
import { serveApp } from './serve-app';
import { API_SECURITY_HEADERS, DOCUMENT_SECURITY_HEADERS, HSTS_HEADER } from './security-headers';

function app(): Hono {
  const routes = new Hono();
  routes.get('/api/json', (c) => c.json({ ok: true }));
  // A handler that builds its own Response (as tRPC's fetch adapter does), one header of it its own.
  routes.get(
    '/api/own',
    () =>
      new Response('{}', { headers: { 'content-type': 'application/json', 'Cache-Control': 'private, max-age=60' } }),
  );
  // A handler that sets a header on the node response itself (as a streamed download may).
  routes.get('/api/node-set', (c) => {
    (c.env as { outgoing: ServerResponse }).outgoing.setHeader('Cache-Control', 'private, max-age=5');
    return c.json({ ok: true });
  });
  routes.get('/api/docs', (c) => c.html('<!doctype html><title>reference</title>'));
  routes.get('/rfq', (c) => c.html('<!doctype html><title>app</title>'));
  return routes;
}

/** The app under serveApp on a free port, its log lines kept. */
async function served(options: Omit<RequestEnvelopeOptions, 'logger'> = {}) {
  const logLines: string[] = [];
  const envelope = { ...options, logger: jsonLogger((line) => logLines.push(line)) };
  const server = await new Promise<ReturnType<typeof serveApp>>((resolve) => {
    const started = serveApp({ fetch: app().fetch, port: 0, hostname: '127.0.0.1', envelope }, () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    logged: () => logLines.map((line) => JSON.parse(line) as Record<string, unknown>),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** These tests speak plain HTTP, where HSTS must not be sent (RFC 6797 §7.2); the HTTPS cases are below. */
function expectHeaders(headers: Headers, set: Readonly<Record<string, string>>, except: string[] = []): void {
  for (const [name, value] of Object.entries(set)) {
    if (name === HSTS_HEADER) expect(headers.get(name), name).toBeNull();
    else if (!except.includes(name)) expect(headers.get(name), name).toBe(value);
  }
  expect(headers.get('x-request-id')).toMatch(/^[A-Za-z0-9_-]{16}$/);
}

/** Headers of the page set that an API answer must not pay for. */
const PAGE_ONLY = Object.keys(DOCUMENT_SECURITY_HEADERS).filter((name) => !(name in API_SECURITY_HEADERS));

function expectApiAnswer(headers: Headers, except: string[] = []): void {
  expectHeaders(headers, API_SECURITY_HEADERS, except);
  for (const name of PAGE_ONLY) expect(headers.get(name), name).toBeNull();
}

/** Each header name once on the wire (fetch would join duplicates with a comma). */
function rawHeaderNames(url: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      response.resume();
      resolve(response.rawHeaders.filter((_, i) => i % 2 === 0).map((name) => name.toLowerCase()));
    }).on('error', reject);
  });
}

/** Sends `request` as it is on a fresh connection and returns the raw answer (the connection closes after it). */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

/** The headers of a raw HTTP/1 answer, as Headers. */
function headersOf(raw: string): Headers {
  const lines = raw.split('\r\n\r\n')[0]?.split('\r\n').slice(1) ?? [];
  return new Headers(
    lines.map(
      (line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()] as [string, string],
    ),
  );
}

describe('security headers, request id and request log (serveApp)', () => {
  let server: Awaited<ReturnType<typeof served>>;
  beforeAll(async () => {
    server = await served();
  });
  afterAll(() => server.close());

  it('gives API answers (JSON, a 404, a handler-built Response) the API set and pages the page set; a handler’s own value wins', async () => {
    const request = async (path: string) => (await fetch(`${server.url}${path}`)).headers;
    expectApiAnswer(await request('/api/json'));
    expectApiAnswer(await request('/api/missing'));
    const own = await request('/api/own');
    expectApiAnswer(own, ['Cache-Control']);
    expect(own.get('cache-control')).toBe('private, max-age=60');
    expectHeaders(await request('/api/docs'), DOCUMENT_SECURITY_HEADERS);
    expectHeaders(await request('/rfq'), DOCUMENT_SECURITY_HEADERS);
  });

  it('judges API or page by the path the app routes: dot segments resolved, escapes decoded', async () => {
    expectApiAnswer((await fetch(`${server.url}/rfq/%2e%2e/api/json`)).headers);
    expectApiAnswer((await fetch(`${server.url}/%61pi/json`)).headers);
    expect(requestPath('/x/../api/json?token=secret')).toBe('/api/json');
    expect(requestPath('/api/rfq/rfqs?page=2')).toBe('/api/rfq/rfqs');
  });

  it('sends each header once, the handler’s own in place of the envelope’s whatever its case', async () => {
    for (const path of ['/api/json', '/api/own', '/api/node-set', '/api/missing', '/rfq']) {
      const names = await rawHeaderNames(`${server.url}${path}`);
      expect(names, path).toEqual([...new Set(names)]);
      expect(names, path).toContain('x-request-id');
    }
  });

  it('logs one line per answer, with the id the answer carries, its status and no query string', async () => {
    const before = server.logged().length;
    const answers = [await fetch(`${server.url}/api/json?token=secret`), await fetch(`${server.url}/api/missing`)];
    await expect.poll(() => server.logged().length).toBe(before + 2);
    expect(server.logged().slice(before)).toEqual([
      expect.objectContaining({
        level: 'info',
        event: 'http.request',
        method: 'GET',
        path: '/api/json',
        status: 200,
        requestId: answers[0]?.headers.get('x-request-id'),
      }),
      expect.objectContaining({
        level: 'info',
        event: 'http.request',
        method: 'GET',
        path: '/api/missing',
        status: 404,
        requestId: answers[1]?.headers.get('x-request-id'),
      }),
    ]);
  });

  it('gives a request the app never sees (refused by @hono/node-server: a malformed Host) the headers, an id and a log line', async () => {
    const before = server.logged().length;
    const raw = await rawExchange(
      server.port,
      'GET /api/json HTTP/1.1\r\nHost: not a host\r\nConnection: close\r\n\r\n',
    );
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    const headers = headersOf(raw);
    expectApiAnswer(headers);
    await expect.poll(() => server.logged().length).toBe(before + 1);
    expect(server.logged().at(-1)).toMatchObject({
      event: 'http.request',
      method: 'GET',
      path: '/api/json',
      status: 400,
      requestId: headers.get('x-request-id'),
    });
  });

  it('lets a header set on the node response itself win over the envelope’s', async () => {
    const response = await fetch(`${server.url}/api/node-set`);
    expect(response.headers.get('cache-control')).toBe('private, max-age=5');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('gives every answer its own random request id', async () => {
    const ids = await Promise.all(
      Array.from({ length: 300 }, async () => (await fetch(`${server.url}/api/json`)).headers.get('x-request-id')),
    );
    expect(new Set(ids).size).toBe(300);
  });

  it('sends HSTS only on answers that travelled over HTTPS: a proxy saying X-Forwarded-Proto: https', async () => {
    const hsts = API_SECURITY_HEADERS[HSTS_HEADER];
    const proxied = async (proto: string) =>
      (await fetch(`${server.url}/api/json`, { headers: { 'x-forwarded-proto': proto } })).headers.get(HSTS_HEADER);
    expect((await fetch(`${server.url}/api/json`)).headers.get(HSTS_HEADER)).toBeNull();
    expect(await proxied('https')).toBe(hsts);
    expect(await proxied('HTTPS, http')).toBe(hsts);
    expect(await proxied('http')).toBeNull();
    const page = await fetch(`${server.url}/rfq`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(page.headers.get(HSTS_HEADER)).toBe(DOCUMENT_SECURITY_HEADERS[HSTS_HEADER]);
  });

  it('sends HSTS on every answer when the public URL is https: browsers only reach the app over TLS', async () => {
    const httpsApp = await served({ publicUrlIsHttps: true });
    try {
      expect((await fetch(`${httpsApp.url}/api/json`)).headers.get(HSTS_HEADER)).toBe(
        API_SECURITY_HEADERS[HSTS_HEADER],
      );
    } finally {
      await httpsApp.close();
    }
  });
});
