import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestId } from './request-id';
import { SECURITY_HEADERS, securityHeaders } from './security-headers';

function appWithHeaders(): Hono {
  const app = new Hono();
  app.use('*', requestId(), securityHeaders());
  app.get('/json', (c) => c.json({ ok: true }));
  // A handler that builds its own Response (as tRPC's fetch adapter does), one header of it its own.
  app.get('/own', () => new Response('{}', { headers: { 'content-type': 'application/json', 'X-Frame-Options': 'DENY' } }));
  return app;
}

function expectSecurityHeaders(response: Response, except: string[] = []): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (!except.includes(name)) expect(response.headers.get(name), name).toBe(value);
  }
  expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
}

describe('security headers and request id', () => {
  describe('through node:http (set once on the node response)', () => {
    let server: ReturnType<typeof serve>;
    let url = '';
    beforeAll(async () => {
      await new Promise<void>((resolve) => {
        server = serve({ fetch: appWithHeaders().fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
          url = `http://127.0.0.1:${info.port}`;
          resolve();
        });
      });
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('puts every header on a JSON answer, a 404 and a handler-built Response; the handler’s own value wins', async () => {
      expectSecurityHeaders(await fetch(`${url}/json`));
      expectSecurityHeaders(await fetch(`${url}/missing`));
      const own = await fetch(`${url}/own`);
      expectSecurityHeaders(own, ['X-Frame-Options']);
      expect(own.headers.get('x-frame-options')).toBe('DENY');
    });
  });

  it('puts every header on answers outside node:http too (app.request)', async () => {
    const app = appWithHeaders();
    expectSecurityHeaders(await app.request('/json'));
    expectSecurityHeaders(await app.request('/own'), ['X-Frame-Options']);
  });
});
