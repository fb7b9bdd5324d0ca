import { settlements } from '@energy/db/schema/contracts';
import { notifyNow } from '@energy/test/mail';
import { mailOutbox } from '@energy/db/schema/mail';
import { notifications, userPreferences } from '@energy/db/schema/notifications';
import { users } from '@energy/db/schema/users';
import { sendSettlementReminders } from '@energy/trpc/notifications/settlement-reminders';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '@energy/test/databases';
import { signedOrder } from '@energy/test/fulfilment';
import { startParties, type Parties } from '@energy/test/procurement';

const DAY = 86_400_000;

/**
 * The daily job reminds of each unpaid settlement once when it falls due soon and once when it is
 * overdue, by date; two instances running at once (PostgreSQL: two connections, each its own transaction) send one
 * notification per settlement, stage and recipient; recipients whose payment alerts are off hear nothing.
 */
describe.each(testBackends())('settlement reminders (%s)', (backend) => {
  let p: Parties;
  beforeAll(async () => {
    p = await startParties(backend);
  });
  afterAll(() => p.server.close());

  const notify = () => notifyNow(p.server);
  /** "<user>|<title>" per notification of these settlements, sorted. */
  const remindersOf = async (settlementIds: string[]) =>
    (
      await p.server.database.db
        .select()
        .from(notifications)
        .where(and(inArray(notifications.entityId, settlementIds), eq(notifications.type, 'settlement')))
    )
      .filter((n) => n.title === 'Settlement due' || n.title === 'Settlement overdue')
      .map((n) => ({ userId: n.userId, entityId: n.entityId, title: n.title, message: n.message }));

  it('two runs at once send one notification per settlement and stage; due vs overdue by date; payment alerts off hears nothing', async () => {
    const db = p.server.database.db;
    const { contractId, order } = await signedOrder(p);
    const rows = await db.select().from(settlements).where(eq(settlements.contractId, contractId));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const [soon, late] = rows;
    if (!soon || !late) throw new Error('no settlements');
    const now = new Date();
    await db
      .update(settlements)
      .set({ dueDate: new Date(now.getTime() + 3 * DAY) })
      .where(eq(settlements.id, soon.id));
    await db
      .update(settlements)
      .set({ dueDate: new Date(now.getTime() - 2 * DAY) })
      .where(eq(settlements.id, late.id));
    for (const other of rows.slice(2))
      await db
        .update(settlements)
        .set({ dueDate: new Date(now.getTime() + 40 * DAY) })
        .where(eq(settlements.id, other.id));

    // The buyer organization's finance officer turns payment alerts off: it hears of neither.
    const [financeUser] = await db.select().from(users).where(eq(users.username, 'finance'));
    if (!financeUser) throw new Error('no finance user');
    await db
      .insert(userPreferences)
      .values({ userId: financeUser.id, paymentAlerts: false })
      .onConflictDoUpdate({ target: userPreferences.userId, set: { paymentAlerts: false } });

    const runs = await Promise.all([sendSettlementReminders(db, now), sendSettlementReminders(db, now)]);
    console.info(`[${backend}] two reminder runs at once raised ${JSON.stringify(runs)}`);
    await notify();
    const ids = rows.map((r) => r.id);
    const first = await remindersOf(ids);
    expect(first.length).toBeGreaterThan(0);
    // One per recipient, settlement and stage.
    const keys = first.map((n) => `${n.userId}|${n.entityId}|${n.title}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(first.filter((n) => n.entityId === soon.id).map((n) => n.title))).toEqual(
      new Set(['Settlement due']),
    );
    expect(new Set(first.filter((n) => n.entityId === late.id).map((n) => n.title))).toEqual(
      new Set(['Settlement overdue']),
    );
    expect(first.filter((n) => rows.slice(2).some((r) => r.id === n.entityId))).toEqual([]);
    expect(first.filter((n) => n.userId === financeUser.id)).toEqual([]);
    // Both parties hear of it: the buyer organization's members and the supplier's.
    const recipients = await db
      .select({ id: users.id, role: users.role, organizationId: users.organizationId })
      .from(users)
      .where(inArray(users.id, [...new Set(first.map((n) => n.userId))]));
    expect(new Set(recipients.filter((r) => r.role !== 'admin').map((r) => r.organizationId))).toEqual(
      new Set([order.buyerOrg.id, order.supplierOrg.id]),
    );
    // Platform admins are alerted of the overdue one only (ADMIN_ALERTS).
    const admins = new Set(recipients.filter((r) => r.role === 'admin').map((r) => r.id));
    expect(admins.size).toBeGreaterThan(0);
    expect(new Set(first.filter((n) => admins.has(n.userId)).map((n) => n.title))).toEqual(
      new Set(['Settlement overdue']),
    );
    expect(first.find((n) => n.entityId === late.id)?.message).toMatch(/ is overdue\.$/);
    expect(first.find((n) => n.entityId === soon.id)?.message).toMatch(/ falls due soon\.$/);
    // High priority: mailed once to each recipient with email on (the demo's defaults), never to the finance officer.
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.subject, ['Settlement due', 'Settlement overdue']));
    const addresses = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        inArray(
          users.id,
          first.map((n) => n.userId),
        ),
      );
    for (const { id, email } of addresses) {
      const mine = mails
        .filter((m) => m.to === email)
        .map((m) => m.subject)
        .sort();
      expect(mine).toEqual(admins.has(id) ? ['Settlement overdue'] : ['Settlement due', 'Settlement overdue']);
    }
    expect(mails.filter((m) => m.to === financeUser.email)).toEqual([]);

    // The next day's runs (twice again) send nothing new; four days on the due one is overdue, reminded once more.
    await Promise.all([
      sendSettlementReminders(db, new Date(now.getTime() + DAY)),
      sendSettlementReminders(db, new Date(now.getTime() + DAY)),
    ]);
    await notify();
    expect(await remindersOf(ids)).toHaveLength(first.length);
    const later = new Date(now.getTime() + 4 * DAY);
    await Promise.all([sendSettlementReminders(db, later), sendSettlementReminders(db, later)]);
    await notify();
    const after = await remindersOf(ids);
    // Everyone told of the late one's overdue stage is told of this one's, once.
    const overdueTold = first.filter((n) => n.entityId === late.id).length;
    expect(after.filter((n) => n.entityId === soon.id && n.title === 'Settlement overdue')).toHaveLength(overdueTold);
    expect(after).toHaveLength(first.length + overdueTold);
  });

  it('a paid settlement is not reminded of', async () => {
    const db = p.server.database.db;
    const { contractId } = await signedOrder(p);
    const [row] = await db.select().from(settlements).where(eq(settlements.contractId, contractId));
    if (!row) throw new Error('no settlement');
    await db
      .update(settlements)
      .set({ dueDate: new Date(Date.now() - DAY), status: 'completed', settledAt: new Date() })
      .where(eq(settlements.id, row.id));
    await sendSettlementReminders(db);
    await notify();
    expect(await remindersOf([row.id])).toEqual([]);
  });
});
