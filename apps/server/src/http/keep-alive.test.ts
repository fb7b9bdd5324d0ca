import { Agent, createServer, get, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyKeepAlive, KEEP_ALIVE_TIMEOUT_MS } from './keep-alive';

// Node closes an idle connection about a second after its 5 s default.
const NODE_DEFAULT_CLOSE_MS = 6_000;

function getOn(agent: Agent, url: string): Promise<{ status: number; socket: Socket }> {
  return new Promise((resolve, reject) => {
    const request = get(url, { agent }, (res) => {
      const socket = res.socket;
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, socket }));
    });
    request.on('error', reject);
  });
}

/**
 * A client that takes longer than Node's default 5 s between two requests on one connection (as a client
 * still reading a large answer does) must get its second answer, not a reset: the PGlite flood of
 * `npm run bench -- pglite-vs-postgres` lost 2-32 requests that way (ECONNRESET, nothing in the server log).
 */
describe('keep-alive', () => {
  let server: Server;
  let url = '';
  beforeAll(async () => {
    server = createServer((_req, res) => res.end('{}'));
    applyKeepAlive(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('keeps an idle connection open past Node’s 5 s default, longer than load balancers’ 60 s', async () => {
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const first = await getOn(agent, url);
    let closed = false;
    first.socket.once('close', () => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, NODE_DEFAULT_CLOSE_MS + 1_500));
    expect(closed).toBe(false);
    const second = await getOn(agent, url);
    expect(second.status).toBe(200);
    expect(second.socket).toBe(first.socket);
    agent.destroy();
  }, 15_000);
});
