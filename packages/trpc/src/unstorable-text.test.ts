import type { DbHandle } from '@energy/db/client';
import { organizations } from '@energy/db/schema/organizations';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { anonymousContext } from '@energy/test/anonymous-context';
import { openTestDb, testBackends } from '@energy/test/databases';
import { UNSTORABLE_TEXT_MESSAGE } from './db-errors';
import { createCallerFactory, publicProcedure, router } from './trpc';

/**
 * The safety net behind the input schemas. A NUL byte that some lax schema lets through to
 * PostgreSQL (SQLSTATE 22021 in text, 22P05 in jsonb) answers 400, never 500.
 */
describe.each(testBackends())('text the database cannot store (%s)', (backend) => {
  let database: DbHandle;
  // Probes on the app's own base procedure, with inputs no schema checks.
  const probe = router({
    insertName: publicProcedure.input(z.string()).mutation(async ({ ctx, input }) => {
      await ctx.db.insert(organizations).values({ name: input, type: 'buyer' });
      return 'stored';
    }),
    readJson: publicProcedure.input(z.string()).query(async ({ ctx, input }) => {
      await ctx.db.execute(sql`select ${input}::jsonb`);
      return 'read';
    }),
  });
  const call = () => createCallerFactory(probe)(anonymousContext(database.db));

  beforeAll(async () => {
    database = await openTestDb(backend);
  });
  afterAll(() => database.close());

  it('a NUL in text answers 400 (22021)', async () => {
    await expect(call().insertName('Nul\u0000 Energy Ltd')).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: UNSTORABLE_TEXT_MESSAGE,
    });
  });

  it('a NUL escape in JSON answers 400 (22P05)', async () => {
    await expect(call().readJson('{"a":"\\u0000"}')).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: UNSTORABLE_TEXT_MESSAGE,
    });
  });

  it('other database failures stay 500', async () => {
    await expect(call().readJson('{not json')).rejects.toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
  });
});
