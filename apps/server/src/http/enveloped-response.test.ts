import { createServer, get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnvelopedResponse } from './enveloped-response';

const ENVELOPE = [
  ['X-Request-Id', 'abc'],
  ['Cache-Control', 'no-store'],
] as const;

/** Each path answers in one of the ways node:http lets a response write its head. */
const answers: Record<string, (response: EnvelopedResponse) => void> = {
  '/object': (r) => r.writeHead(200, { 'content-type': 'text/plain' }).end('ok'),
  '/own-value': (r) => r.writeHead(200, { 'cache-control': 'max-age=60' }).end('ok'),
  '/reason': (r) => r.writeHead(201, 'Made', { 'CACHE-CONTROL': 'max-age=1' }).end('ok'),
  '/array': (r) => r.writeHead(200, ['Cache-Control', 'max-age=2', 'X-Extra', 'a']).end('ok'),
  '/set-header': (r) => {
    r.setHeader('cache-control', 'max-age=3');
    r.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  },
  '/implicit': (r) => r.end('ok'),
};

function fetchRaw(url: string): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      response.resume();
      resolve(response);
    }).on('error', reject);
  });
}

describe('EnvelopedResponse', () => {
  let server: Server;
  let url = '';
  beforeAll(async () => {
    server = createServer({ ServerResponse: EnvelopedResponse }, (request, response) => {
      expect(response).toBeInstanceOf(EnvelopedResponse);
      response.envelopeHeaders = ENVELOPE;
      expect(response.headerOrEnvelope('cache-control')).toBe('no-store');
      answers[request.url ?? '']?.(response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const names = (response: IncomingMessage) =>
    response.rawHeaders.filter((_, i) => i % 2 === 0).map((name) => name.toLowerCase());

  it.each([
    ['/object', 200, 'no-store'],
    ['/own-value', 200, 'max-age=60'],
    ['/reason', 201, 'max-age=1'],
    ['/array', 200, 'max-age=2'],
    ['/set-header', 200, 'max-age=3'],
    ['/implicit', 200, 'no-store'],
  ])('%s: adds the envelope once, the answer’s own value winning in any case', async (path, status, cacheControl) => {
    const response = await fetchRaw(`${url}${path}`);
    expect(response.statusCode).toBe(status);
    expect(response.headers['x-request-id']).toBe('abc');
    expect(response.headers['cache-control']).toBe(cacheControl);
    expect(names(response)).toEqual([...new Set(names(response))]);
  });

  it('keeps the reason phrase and the answer’s other headers', async () => {
    expect((await fetchRaw(`${url}/reason`)).statusMessage).toBe('Made');
    expect((await fetchRaw(`${url}/array`)).headers['x-extra']).toBe('a');
    expect((await fetchRaw(`${url}/object`)).headers['content-type']).toBe('text/plain');
  });
});
