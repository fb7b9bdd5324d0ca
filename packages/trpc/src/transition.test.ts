import type { DbHandle } from '@energy/db/client';
import { auditLog } from '@energy/db/schema/audit';
import { domainEvents } from '@energy/db/schema/events';
import { rfqs } from '@energy/db/schema/rfqs';
import { users } from '@energy/db/schema/users';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testBackends } from '@energy/test/databases';
import { transition, transitionWhere } from './transition';

describe.each(testBackends())('the transition runner (%s)', (backend) => {
  let database: DbHandle;
  let buyer: { id: string; organizationId: string };
  let n = 0;

  beforeAll(async () => {
    database = await openTestDb(backend);
    const [row] = await database.db
      .select({ id: users.id, organizationId: users.organizationId })
      .from(users)
      .where(eq(users.username, 'buyer'));
    if (!row?.organizationId) throw new Error('the demo buyer is missing');
    buyer = { id: row.id, organizationId: row.organizationId };
  });
  afterAll(() => database.close());

  async function newRfq(status: 'published' | 'quoted' | 'awarded' = 'published') {
    const day = 86_400_000;
    const [rfq] = await database.db
      .insert(rfqs)
      .values({
        rfqNumber: `RFQ-RUNNER-${backend}-${++n}`,
        buyerOrgId: buyer.organizationId,
        createdBy: buyer.id,
        title: 'Runner',
        productType: 'crude-oil',
        quantity: '10',
        unit: 'barrels',
        deliveryLocation: 'Lagos',
        deliveryDate: new Date(Date.now() + 30 * day),
        closeDate: new Date(Date.now() + 10 * day),
        status,
      })
      .returning({ id: rfqs.id });
    if (!rfq) throw new Error('no RFQ');
    return rfq.id;
  }
  const stateOf = async (id: string) =>
    (await database.db.select({ status: rfqs.status }).from(rfqs).where(eq(rfqs.id, id)))[0]?.status;
  const auditOf = (id: string) =>
    database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'rfq'), eq(auditLog.entityId, id)));
  const eventsOf = (id: string) =>
    database.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.entityType, 'rfq'), eq(domainEvents.entityId, id)));
  const audit = () => ({ actorUserId: buyer.id, organizationId: buyer.organizationId });

  it('writes the state, the audit row and the event together', async () => {
    const id = await newRfq('quoted');
    const moved = await transition(database.db, 'rfq', id, {
      to: 'cancelled',
      refusal: (s) => `This RFQ is ${s}`,
      audit: { ...audit(), details: { reason: 'runner' } },
    });
    expect(moved.status).toBe('cancelled');
    expect(await stateOf(id)).toBe('cancelled');
    expect((await auditOf(id)).map((a) => [a.action, a.fromState, a.toState])).toEqual([
      ['rfq.cancelled', 'quoted', 'cancelled'],
    ]);
    const events = await eventsOf(id);
    expect(events.map((e) => [e.type, e.organizationIds, e.payload])).toEqual([
      ['rfq.cancelled', [buyer.organizationId], { fromState: 'quoted', toState: 'cancelled', reason: 'runner' }],
    ]);
  });

  it('answers 409 naming the current state when the machine does not let the record move, and writes nothing', async () => {
    const id = await newRfq('awarded');
    await expect(
      transition(database.db, 'rfq', id, {
        to: 'cancelled',
        refusal: (s) => `This RFQ is ${s} and can no longer be cancelled`,
        audit: audit(),
      }),
    ).rejects.toMatchObject({ kind: 'conflict', message: 'This RFQ is awarded and can no longer be cancelled' });
    expect(await stateOf(id)).toBe('awarded');
    expect(await auditOf(id)).toEqual([]);
    expect(await eventsOf(id)).toEqual([]);
  });

  it('takes its sources from the machine: quoted -> published exists, published -> published does not', async () => {
    const quoted = await newRfq('quoted');
    const published = await newRfq('published');
    expect(
      await transitionWhere(database.db, 'rfq', eq(rfqs.id, quoted), { to: 'published', audit: audit() }),
    ).toHaveLength(1);
    expect(
      await transitionWhere(database.db, 'rfq', eq(rfqs.id, published), { to: 'published', audit: audit() }),
    ).toEqual([]);
    expect(await auditOf(published)).toEqual([]);
  });

  it('writes none of them when the event cannot be written, even if its caller carries on and commits', async () => {
    const id = await newRfq('published');
    const other = await newRfq('published');
    await database.db.transaction(async (tx) => {
      // An organization id that is no uuid makes the outbox insert fail after the UPDATE and the audit row.
      const failed = await transition(tx, 'rfq', id, {
        to: 'cancelled',
        refusal: (s) => `${s}`,
        audit: { ...audit(), organizations: ['not-a-uuid'] },
      }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failed).toBeInstanceOf(Error);
      await transition(tx, 'rfq', other, { to: 'quoted', refusal: (s) => `${s}`, audit: audit() });
    });
    expect(await stateOf(id)).toBe('published');
    expect(await auditOf(id)).toEqual([]);
    expect(await eventsOf(id)).toEqual([]);
    // The caller's own work around it committed.
    expect(await stateOf(other)).toBe('quoted');
    expect(await eventsOf(other)).toHaveLength(1);
  });

  it('writes none of them when its caller rolls back after it', async () => {
    const id = await newRfq('published');
    await database.db
      .transaction(async (tx) => {
        await transition(tx, 'rfq', id, { to: 'cancelled', refusal: (s) => `${s}`, audit: audit() });
        throw new Error('the verb fails later');
      })
      .catch(() => undefined);
    expect(await stateOf(id)).toBe('published');
    expect(await auditOf(id)).toEqual([]);
    expect(await eventsOf(id)).toEqual([]);
  });
});
