import { brokenInvariants, checkInvariants } from '@energy/db/invariants';
import postgres from 'postgres';

/** Runs `run` with a one-connection client on `url`, closed after. */
export async function withSql<T>(url: string, run: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    return await run(sql);
  } finally {
    await sql.end({ timeout: 2 });
  }
}

/** The invariants broken on the database at `url` (empty when all hold). */
export const invariantsBroken = (url: string) =>
  withSql(url, async (sql) => brokenInvariants(await checkInvariants(sql)));

/** Which of these RFQ ids are missing from the database. */
export async function missingRfqs(url: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  return withSql(url, async (sql) => {
    const rows = await sql<{ id: string }[]>`select id from rfqs where id = any(${ids as string[]}::uuid[])`;
    const present = new Set(rows.map((row) => row.id));
    return ids.filter((id) => !present.has(id));
  });
}

/** RFQs the write load made (its titles start so). */
export const loadRfqCount = (url: string) =>
  withSql(url, async (sql) => {
    const [row] = await sql<{ n: number }[]>`select count(*)::int as n from rfqs where title like 'Resilience w%'`;
    return row?.n ?? 0;
  });

/** No domain event waits for the notifier. */
export const outboxEmpty = (url: string) =>
  withSql(url, async (sql) => {
    const rows = await sql`select 1 from domain_events where notified_at is null limit 1`;
    return rows.length === 0;
  });
