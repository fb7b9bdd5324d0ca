import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackWrites, type WriteEpoch } from './write-epoch';

describe('write epoch of an embedded database', () => {
  let client: PGlite;
  let epoch: WriteEpoch;
  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec('create table notes (id int primary key, body text)');
    epoch = trackWrites(client);
  });
  afterAll(() => client.close());

  /** How far the count moves while `run` runs. */
  async function moves(run: () => Promise<unknown>): Promise<number> {
    const before = epoch.value;
    await run().catch(() => undefined);
    return epoch.value - before;
  }

  it('stands still for plain SELECTs, through query and the sql template alike', async () => {
    expect(await moves(() => client.query('select * from notes where id = $1', [1]))).toBe(0);
    expect(await moves(() => client.query('  SELECT count(*) from notes'))).toBe(0);
    expect(await moves(() => client.sql`select ${1}::int`)).toBe(0);
  });

  it('moves when a writing statement starts and again when it ends', async () => {
    expect(await moves(() => client.query('insert into notes values ($1, $2)', [1, 'a']))).toBe(2);
    expect(await moves(() => client.sql`update notes set body = ${'b'} where id = ${1}`)).toBe(2);
    // A CTE may write (WITH … DELETE … SELECT), so anything but a plain SELECT counts.
    expect(
      await moves(() => client.query('with gone as (delete from notes where id = 9 returning id) select * from gone')),
    ).toBe(2);
  });

  it('moves for exec and transactions whatever they run, and for statements that fail', async () => {
    expect(await moves(() => client.exec('select 1'))).toBe(2);
    expect(await moves(() => client.transaction(async (tx) => tx.query('delete from notes where id = 1')))).toBe(2);
    expect(await moves(() => client.query('insert into notes values (1, null), (1, null)'))).toBe(2);
    expect((await client.query('select * from notes where id = 1')).rows).toHaveLength(0);
  });

  it('has moved by the time a read that waited behind a write returns', async () => {
    const before = epoch.value;
    // Queued behind the transaction (PGlite runs one at a time), the read starts before the write ends.
    const writing = client.transaction(async (tx) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      await tx.query('insert into notes values (2, $1)', ['late']);
    });
    const read = await client.query<{ body: string }>('select body from notes where id = 2');
    await writing;
    expect(read.rows).toEqual([{ body: 'late' }]);
    expect(epoch.value).toBeGreaterThan(before);
  });

  it('is one count per client, however often it is asked for', () => {
    expect(trackWrites(client)).toBe(epoch);
  });
});
