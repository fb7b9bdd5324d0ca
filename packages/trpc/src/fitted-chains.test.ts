import type { DbHandle } from '@energy/db/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { anonymousContext } from '@energy/test/anonymous-context';
import { openTestDb } from '@energy/test/databases';
import { fitChains, workingOnly } from './fitted-chains';
import { createCallerFactory, middleware, publicProcedure, router } from './trpc';

/** A router whose two queries pass through a middleware that works only on the one marked `unbatched`. */
function probedRouter(ran: string[]) {
  const probe = workingOnly(
    ({ meta }) => meta?.unbatched === true,
    middleware(({ path, next }) => {
      ran.push(path);
      return next();
    }),
  );
  return router({
    marked: publicProcedure
      .meta({ unbatched: true })
      .use(probe)
      .output(z.string())
      .query(() => 'marked'),
    plain: publicProcedure
      .use(probe)
      .output(z.string())
      .query(() => 'plain'),
  });
}

describe('fitted middleware chains', () => {
  let database: DbHandle;
  beforeAll(async () => {
    database = await openTestDb('pglite');
  });
  afterAll(() => database.close());

  it('a chain not fitted runs the middleware on every procedure', async () => {
    const ran: string[] = [];
    const caller = createCallerFactory(probedRouter(ran))(anonymousContext(database.db));
    expect([await caller.marked(), await caller.plain()]).toEqual(['marked', 'plain']);
    expect(ran).toEqual(['marked', 'plain']);
  });

  it('a fitted chain runs it only where it works, and answers the same', async () => {
    const ran: string[] = [];
    const probed = probedRouter(ran);
    fitChains(probed);
    const caller = createCallerFactory(probed)(anonymousContext(database.db));
    expect([await caller.marked(), await caller.plain()]).toEqual(['marked', 'plain']);
    expect(ran).toEqual(['marked']);
  });

  it('a fitted chain still refuses a wrong-shaped answer', async () => {
    const wrong = router({ answer: publicProcedure.output(z.string()).query(() => 42 as unknown as string) });
    fitChains(wrong);
    const caller = createCallerFactory(wrong)(anonymousContext(database.db));
    await expect(caller.answer()).rejects.toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
  });
});
