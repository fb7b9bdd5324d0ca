import postgres from 'postgres';
import { waitUntil } from '../../../deploy/cluster/processes';
import { withSql } from './database';

export interface HeldLock {
  /** Ends the holding transaction: the writers waiting on the lock go on. */
  release(): Promise<void>;
}

/**
 * Takes `table` in EXCLUSIVE mode in a transaction of its own and holds it until released: reads go on, every
 * insert, update or delete of the table waits. A request that writes several tables thus stops, mid-transaction,
 * at its first write of this one, with its earlier writes made and not committed.
 */
export async function holdTableLock(url: string, table: string): Promise<HeldLock> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  let locked: () => void = () => {};
  let release: () => void = () => {};
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const transaction = sql.begin(async (tx) => {
    await tx.unsafe(`lock table ${table} in exclusive mode`);
    locked();
    await released;
  });
  await Promise.race([isLocked, transaction]);
  return {
    async release() {
      release();
      await transaction;
      await sql.end({ timeout: 2 });
    },
  };
}

/** A server connection waiting on a lock, mid-transaction. */
export interface BlockedWriter {
  pid: number;
  /** The connection's application_name: the instance it belongs to (PGAPPNAME appN). */
  instance: string;
  /** The statement waiting. */
  query: string;
  /** Its transaction has written already (it has a transaction id). */
  hasWritten: boolean;
  /** The tables its transaction has written so far (holds ROW EXCLUSIVE on), the waited-for one aside. */
  wrote: string[];
}

/** Waits until a server connection's statement starting with `statement` waits on a lock, and describes it. */
export async function waitForBlockedWriter(url: string, statement: string): Promise<BlockedWriter> {
  let found: BlockedWriter | undefined;
  await waitUntil(`a statement "${statement}…" waiting on a lock`, async () => {
    found = await withSql(url, async (sql) => {
      const [row] = await sql<{ pid: number; instance: string; query: string; hasWritten: boolean; wrote: string[] }[]>`
        select a.pid, a.application_name as instance, a.query, a.backend_xid is not null as "hasWritten",
          array(select c.relname::text from pg_locks l join pg_class c on c.oid = l.relation
                where l.pid = a.pid and l.granted and l.mode = 'RowExclusiveLock' and c.relkind = 'r'
                order by 1) as wrote
        from pg_stat_activity a
        where a.wait_event_type = 'Lock' and a.query like ${`${statement}%`}`;
      return row;
    });
    return found !== undefined;
  });
  if (!found) throw new Error('no blocked writer');
  return found;
}

/** Waits until the PostgreSQL backend `pid` has ended (its client gone, its transaction rolled back). */
export async function waitForBackendEnd(url: string, pid: number): Promise<void> {
  await waitUntil(`backend ${pid} to end`, () =>
    withSql(url, async (sql) => (await sql`select 1 from pg_stat_activity where pid = ${pid}`).length === 0),
  );
}
