import { randomUUID } from 'node:crypto';
import type { Database } from '@energy/db/client';
import { schema } from '@energy/db/schema';
import { IDEMPOTENCY_MESSAGES } from '@energy/domain/idempotency';
import { getTableName, isTable, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CreateParties, CreateRequest } from './create-fixtures';

/** The tables' row counts in one statement: what a replay must leave as it is. */
export async function rowCounts(db: Database): Promise<Record<string, number>> {
  const names = Object.values(schema)
    .filter((table) => isTable(table))
    .map((table) => getTableName(table));
  const union = names.map((name) => `select '${name}' as t, count(*)::int as n from "${name}"`).join(' union all ');
  // postgres.js answers the rows as an array, PGlite as { rows }.
  const result: unknown = await db.execute(sql.raw(union));
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { t: string; n: number }[];
  return Object.fromEntries(rows.map((row) => [row.t, Number(row.n)]));
}

/** The tables whose counts changed, and by how much. */
export function added(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(after)
      .map(([table, n]): [string, number] => [table, n - (before[table] ?? 0)])
      .filter(([, delta]) => delta !== 0),
  );
}

export interface Answer {
  status: number;
  body: unknown;
  replayed: string | null;
}

export async function send(request: CreateRequest, key: string, body: unknown = request.body): Promise<Answer> {
  const response = await request.client.post(request.path, body, { 'idempotency-key': key });
  return {
    status: response.status,
    body: (await response.json()) as unknown,
    replayed: response.headers.get('idempotent-replayed'),
  };
}

/** A create as the route table declares it: its procedure and the status its success answers (201, or 200 kept). */
export interface KeyedCreate {
  name: string;
  status: number;
}

/**
 * The three tests of each create, on the parties' server (one per file and backend): a replay answers the first
 * status (the create's own, 201 or 200) and body and adds no row to any table; another body with the key is refused (422); 5 concurrent calls with
 * one key add what one call adds, and answer the same. Two requests per create (records of their own), made side by
 * side before the first test.
 */
export function describeIdempotentCreates(
  creates: readonly KeyedCreate[],
  requests: Record<string, (p: CreateParties) => Promise<CreateRequest>>,
  parties: () => CreateParties,
) {
  describe.each(creates)('$name', ({ name, status }) => {
    let first: CreateRequest;
    let second: CreateRequest;
    /** The key and answer of the first call, and what it added to each table. */
    let used: { key: string; answer: Answer; added: Record<string, number> } | undefined;
    const db = () => parties().server.database.db;

    beforeAll(async () => {
      const make = requests[name];
      if (!make) throw new Error(`${name} has no request in the create fixtures`);
      [first, second] = await Promise.all([make(parties()), make(parties())]);
    }, 60_000);

    it('replays the first answer, status and body, for the same key and body, and creates nothing more', async () => {
      const key = randomUUID();
      const before = await rowCounts(db());
      const answer = await send(first, key);
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expect(answer.replayed).toBeNull();
      const afterFirst = await rowCounts(db());
      used = { key, answer, added: added(before, afterFirst) };
      expect(used.added).toMatchObject({ idempotency_keys: 1 });
      expect(await send(first, key)).toEqual({ ...answer, replayed: 'true' });
      expect(added(afterFirst, await rowCounts(db()))).toEqual({});
    });

    it('refuses the same key with another body (422) and creates nothing', async () => {
      if (!used) throw new Error('the first call did not succeed');
      // Another body; a call whose input is its path alone (webhook.test) differs by its path: another record's.
      const [request, body] =
        Object.keys(first.body).length > 0 ? [first, { ...first.body, differs: true }] : [second, second.body];
      const before = await rowCounts(db());
      const other = await send(request, used.key, body);
      expect(other).toMatchObject({ status: 422, body: { error: IDEMPOTENCY_MESSAGES.keyReused } });
      expect(added(before, await rowCounts(db()))).toEqual({});
    });

    it('makes one record of 5 concurrent calls with one key: each answers the same', async () => {
      if (!used) throw new Error('the first call did not succeed');
      const key = randomUUID();
      const before = await rowCounts(db());
      const answers = await Promise.all([1, 2, 3, 4, 5].map(() => send(second, key)));
      const [one] = answers;
      expect(one?.status).toBe(status);
      for (const answer of answers) expect({ ...answer, replayed: null }).toEqual({ ...one, replayed: null });
      expect(answers.filter((answer) => answer.replayed === null)).toHaveLength(1);
      expect(added(before, await rowCounts(db()))).toEqual(used.added);
    });
  });
}
