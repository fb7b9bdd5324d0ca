import type { PendingQuery, Row, Sql } from 'postgres';

/**
 * What a statement's wait for a connection came to when none was free in time: the caller answers "try again"
 * (503) rather than hang. Nothing was sent to the database.
 */
export class PoolWaitTimeout extends Error {
  override readonly name = 'PoolWaitTimeout';
  readonly code = 'POOL_TIMEOUT';
  constructor(waitMs: number) {
    super(`no database connection was free within ${waitMs} ms`);
  }
}

/** The pool's figures at this moment (metrics, System Health). */
export interface PoolFigures {
  /** Statements and transactions holding a connection. */
  inUse: number;
  /** Statements and transactions waiting for one. */
  waiting: number;
  size: number;
}

interface Waiter {
  grant(): void;
}

/**
 * Admission to postgres.js's pool, one permit per connection. postgres.js queues a statement that finds every
 * connection taken without a limit on the wait, and cancelling a queued statement can strand the connection it
 * was handed while connecting; so statements wait here instead, where a wait that passes `waitMs` ends with a
 * PoolWaitTimeout before anything reaches the pool. A transaction holds its permit from BEGIN to COMMIT; the
 * statements inside it run on its own connection and take none.
 */
export class PoolGate {
  private inUse = 0;
  private readonly waiters: Waiter[] = [];

  constructor(
    readonly size: number,
    readonly waitMs: number,
  ) {}

  figures(): PoolFigures {
    return { inUse: this.inUse, waiting: this.waiters.length, size: this.size };
  }

  private acquire(): Promise<void> {
    if (this.inUse < this.size) {
      this.inUse += 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        grant: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        reject(new PoolWaitTimeout(this.waitMs));
      }, this.waitMs);
      this.waiters.push(waiter);
    });
  }

  /** The permit goes to the longest waiter, else back to the pool. */
  private release(): void {
    const next = this.waiters.shift();
    if (next) next.grant();
    else this.inUse -= 1;
  }

  async run<T>(task: () => PromiseLike<T>): Promise<T> {
    await this.acquire();
    try {
      return await task();
    } finally {
      this.release();
    }
  }
}

/**
 * A postgres.js statement that asks the gate for a connection when it is awaited. postgres.js statements are
 * lazy (sent when awaited), so the statement is not sent until its permit is granted.
 */
function gatedStatement<T extends readonly Row[]>(gate: PoolGate, statement: PendingQuery<T>): PendingQuery<T> {
  const gated: PendingQuery<T> = new Proxy(statement, {
    get(target, property, receiver) {
      if (property === 'then') {
        const then: PendingQuery<T>['then'] = (onFulfilled, onRejected) =>
          gate.run(() => target).then(onFulfilled, onRejected);
        return then;
      }
      if (property === 'values') {
        // drizzle asks for rows as arrays, then awaits: the same statement, still gated.
        return () => {
          target.values();
          return gated;
        };
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return gated;
}

/**
 * The client drizzle is given: its statements (`unsafe`) and transactions (`begin`) pass the gate; everything
 * else (options, listen, reserve, end) is postgres.js's own. A transaction's BEGIN is sent by postgres.js through
 * its own client, not this one, so it takes no second permit.
 */
export function gatedClient(client: Sql, gate: PoolGate): Sql {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'unsafe') {
        const unsafe: Sql['unsafe'] = (query, parameters, options) =>
          gatedStatement(gate, target.unsafe(query, parameters, options));
        return unsafe;
      }
      if (property === 'begin') {
        const begin = (...args: Parameters<Sql['begin']>) => gate.run(() => target.begin(...args));
        return begin;
      }
      return Reflect.get(target, property, receiver);
    },
  });
}
