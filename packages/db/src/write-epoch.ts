import type { PGlite } from '@electric-sql/pglite';

/**
 * A counter that moves before and after every statement that may change data in an embedded database. PGlite lives
 * in this process and every statement reaches it through its `query`, `exec` or `transaction`, so while the counter
 * stands still, nothing has changed: a value read at one count is still the database's value at the same count.
 * (Not so on PostgreSQL, where other server instances and clients write: there is no epoch there.)
 */
export interface WriteEpoch {
  readonly value: number;
}

/** A statement that can only read: a plain SELECT. Anything else (WITH, DML, DDL, several statements) may write. */
const READ_ONLY = /^\s*select\s/i;

const epochs = new WeakMap<PGlite, WriteEpoch>();

/**
 * The write epoch of a PGlite instance, counting from here on. Its `query` (a statement other than a plain SELECT),
 * `exec` and `transaction` (whatever they run) move the count when they start and again when they end, committed or
 * not: a read that overlaps a write in any way sees the count move. PGlite runs those three one at a time, so nothing
 * else runs inside an open transaction.
 */
export function trackWrites(client: PGlite): WriteEpoch {
  const known = epochs.get(client);
  if (known) return known;
  const epoch = { value: 0 };
  const around = async <T>(run: () => Promise<T>): Promise<T> => {
    epoch.value++;
    try {
      return await run();
    } finally {
      epoch.value++;
    }
  };
  const query: PGlite['query'] = client.query.bind(client);
  const exec: PGlite['exec'] = client.exec.bind(client);
  const transaction: PGlite['transaction'] = client.transaction.bind(client);
  client.query = (statement, params, options) =>
    READ_ONLY.test(statement) ? query(statement, params, options) : around(() => query(statement, params, options));
  client.exec = (statement, options) => around(() => exec(statement, options));
  client.transaction = (callback) => around(() => transaction(callback));
  epochs.set(client, epoch);
  return epoch;
}

const epochsByDatabase = new WeakMap<object, WriteEpoch>();

/** Ties a database handle (drizzle's) to its client's write epoch (see createDb). */
export function registerWriteEpoch(database: object, epoch: WriteEpoch): void {
  epochsByDatabase.set(database, epoch);
}

/** The write epoch of a database handle: PGlite's; undefined on PostgreSQL and for a transaction's handle. */
export function writeEpochOf(database: object): WriteEpoch | undefined {
  return epochsByDatabase.get(database);
}
