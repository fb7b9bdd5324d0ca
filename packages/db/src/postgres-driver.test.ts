import { EventEmitter } from 'node:events';
import net from 'node:net';
import postgres from 'postgres';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * postgres.js 3.4.9 defers small writes to an immediate. A socket that closed before that immediate ran left the
 * connection either writing to `null` from the immediate (an uncaught TypeError that ends the process) or holding a
 * cleared timer that blocked every later write, so a reconnected connection never sent its start-up message and
 * writes never resumed after an outage. `patches/postgres+3.4.9.patch` (applied by `npm ci`) mends both; these
 * cases fail without it. The first socket of each client is a stand-in that closes at a chosen moment; the next
 * ones reach the test PostgreSQL server.
 */
const testUrl = process.env.TEST_DATABASE_URL;

/** A socket that closes itself while the driver opens the connection: `when` says how. */
class ClosingSocket extends EventEmitter {
  readyState = 'open';
  constructor(private readonly when: 'after the start-up write is deferred' | 'before the start-up write') {
    super();
  }
  setKeepAlive(): void {
    const close = () => {
      this.readyState = 'closed';
      this.emit('close', false);
    };
    // connected() calls setKeepAlive and then writes the start-up message, which the driver defers.
    if (this.when === 'before the start-up write') close();
    else process.nextTick(close);
  }
  write(): boolean {
    return true;
  }
  end(): void {}
  destroy(): void {}
}

describe.skipIf(!testUrl)('the PostgreSQL driver when a socket closes with a write pending', () => {
  const clients: postgres.Sql[] = [];
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.end({ timeout: 1 })));
  });

  function clientWhoseFirstSocketCloses(when: ConstructorParameters<typeof ClosingSocket>[0]): postgres.Sql {
    const url = new URL(testUrl ?? '');
    let sockets = 0;
    // `socket` (a function giving the socket to use) is a documented option the package's types leave out.
    const options: postgres.Options<Record<string, never>> & { socket: () => net.Socket | ClosingSocket } = {
      max: 1,
      connect_timeout: 3,
      onnotice: () => {},
      socket: () => {
        sockets += 1;
        return sockets === 1 ? new ClosingSocket(when) : net.connect(Number(url.port || 5432), url.hostname);
      },
    };
    const client = postgres(url.toString(), options);
    clients.push(client);
    return client;
  }

  it('reconnects and answers the query when the socket closed after the start-up write was deferred', async () => {
    const client = clientWhoseFirstSocketCloses('after the start-up write is deferred');
    const [row] = await client`select 41 + 1 as answer`;
    expect(row).toEqual({ answer: 42 });
  });

  it('rejects the query as CONNECTION_CLOSED, without an uncaught error, and answers the next one', async () => {
    const client = clientWhoseFirstSocketCloses('before the start-up write');
    await expect(client`select 1 as one`).rejects.toMatchObject({ code: 'CONNECTION_CLOSED' });
    const [row] = await client`select 2 as two`;
    expect(row).toEqual({ two: 2 });
  });
});
