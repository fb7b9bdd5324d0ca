import type { DbHandle } from '@energy/db/client';
import { organizations } from '@energy/db/schema/organizations';
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { anonymousContext } from '@energy/test/anonymous-context';
import { openTestDb, testBackends } from '@energy/test/databases';
import { NON_ATOMIC_MUTATIONS, nonAtomicReason } from './atomic';
import type { OutgoingMail } from './context';
import { appRouter } from './root';
import { createCallerFactory, publicProcedure, router } from './trpc';

type ProcedureType = 'query' | 'mutation' | 'subscription';
const procedures = Object.entries(
  appRouter._def.procedures as unknown as Record<string, { _def: { type: ProcedureType } }>,
);

describe('NON_ATOMIC_MUTATIONS', () => {
  it('names only mutations that exist, each with a reason', () => {
    const mutations = procedures.filter(([, p]) => p._def.type === 'mutation').map(([path]) => path);
    for (const [key, reason] of Object.entries(NON_ATOMIC_MUTATIONS)) {
      expect(reason.length, key).toBeGreaterThan(20);
      const covered = key.endsWith('.*')
        ? mutations.filter((path) => path.startsWith(key.slice(0, -1)))
        : mutations.filter((path) => path === key);
      expect(covered.length, `${key} matches no mutation`).toBeGreaterThan(0);
    }
  });

  it('leaves out the auth calls, payment capture and the phone code check, and nothing else', () => {
    const mutations = procedures.filter(([, p]) => p._def.type === 'mutation').map(([path]) => path);
    const excluded = mutations.filter((path) => nonAtomicReason(path) !== undefined);
    expect(
      excluded.every((path) => path.startsWith('auth.') || path === 'payment.process' || path === 'phone.verify'),
      excluded.join(', '),
    ).toBe(true);
    expect(mutations.filter((path) => nonAtomicReason(path) === undefined)).toEqual(
      expect.arrayContaining([
        'rfq.create',
        'offer.create',
        'offer.revise',
        'offer.accept',
        'contract.sign',
        'settlement.recordPaid',
        'shipment.submitPod',
      ]),
    );
  });
});

describe.each(testBackends())('a mutation and its output check are one transaction (%s)', (backend) => {
  let database: DbHandle;
  const sent: OutgoingMail[] = [];

  // A probe on the app's own base procedure: it writes a row, mails, then answers what its caller asks.
  const probe = router({
    write: publicProcedure
      .input(z.strictObject({ name: z.string(), answer: z.unknown(), fail: z.boolean().default(false) }))
      .output(z.object({ id: z.string() }))
      .mutation(async ({ ctx, input }) => {
        const [row] = await ctx.db
          .insert(organizations)
          .values({ name: input.name, type: 'buyer' })
          .returning({ id: organizations.id });
        // A service's own transaction inside the procedure's becomes a savepoint.
        await ctx.db.transaction(async (tx) => {
          await tx
            .update(organizations)
            .set({ name: `${input.name} (renamed)` })
            .where(eq(organizations.name, input.name));
        });
        await ctx.mailer.send({ to: 'someone@example.com', subject: input.name, text: 'written' });
        if (input.fail) throw new TRPCError({ code: 'CONFLICT', message: 'Refused after writing' });
        // The answer the caller asks for, right or wrong: a wrong one is what the output schema must catch.
        return (input.answer ?? { id: row?.id ?? '' }) as { id: string };
      }),
  });

  const call = () => createCallerFactory(probe)(anonymousContext(database.db, sent));

  const stored = async (name: string) =>
    database.db
      .select()
      .from(organizations)
      .where(eq(organizations.name, `${name} (renamed)`));

  beforeAll(async () => {
    database = await openTestDb(backend);
  });
  afterAll(() => database.close());

  it('commits and then mails when the answer passes its output schema', async () => {
    const answer = await call().write({ name: 'Atomic Ok Ltd', answer: undefined });
    expect(answer.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await stored('Atomic Ok Ltd')).toHaveLength(1);
    expect(sent.map((m) => m.subject)).toContain('Atomic Ok Ltd');
  });

  it('leaves no row and sends no mail when the answer fails its output schema', async () => {
    const error = await call()
      .write({ name: 'Atomic Bad Output Ltd', answer: { id: 42 } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
    expect(await stored('Atomic Bad Output Ltd')).toHaveLength(0);
    expect(sent.map((m) => m.subject)).not.toContain('Atomic Bad Output Ltd');
  });

  it('leaves no row when the mutation throws after writing, and answers its error as it is', async () => {
    await expect(call().write({ name: 'Atomic Conflict Ltd', answer: undefined, fail: true })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Refused after writing',
    });
    expect(await stored('Atomic Conflict Ltd')).toHaveLength(0);
  });
});
