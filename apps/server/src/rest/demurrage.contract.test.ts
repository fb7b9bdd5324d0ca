import { auditLog } from '@energy/db/schema/audit';
import { contracts, settlements } from '@energy/db/schema/contracts';
import { domainEvents } from '@energy/db/schema/events';
import { jobs } from '@energy/db/schema/fleet';
import { notifications } from '@energy/db/schema/notifications';
import { orders } from '@energy/db/schema/orders';
import { users } from '@energy/db/schema/users';
import { ZAnalyticsFunnel } from '@energy/domain/schemas/analytics';
import { ZContract, ZSettlement } from '@energy/domain/schemas/contract';
import { ZJob } from '@energy/domain/schemas/fleet';
import { ZShipment } from '@energy/domain/schemas/fulfilment';
import { SITE_EVENT_MESSAGES } from '@energy/domain/schemas/site-events';
import { crewJob } from '@energy/test/crew';
import { testBackends } from '@energy/test/databases';
import { detailsOf, errorOf, jobOf, tenderedShipment } from '@energy/test/fleet';
import type { HttpClient } from '@energy/test/http-client';
import { notifyNow } from '@energy/test/mail';
import { json, signIn, signUp, startParties, type Parties } from '@energy/test/procurement';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

const HOUR = 3_600_000;
const MINUTE = 60_000;
/** ₦25,000.00 an hour, in kobo. */
const RATE = 2_500_000;

describe.each(testBackends())('demurrage: arrival at site, end of discharge, the settlement line (%s)', (backend) => {
  let p: Parties;
  let carrier: HttpClient;
  let otherCarrier: HttpClient;
  beforeAll(async () => {
    p = await startParties(backend);
    [carrier, otherCarrier] = await Promise.all([
      signUp(p.server, 'waitco', 'logistics'),
      signUp(p.server, 'otherwaitco', 'logistics'),
    ]);
  });
  afterAll(() => p.server.close());

  const db = () => p.server.database.db;
  const arrive = (jobId: string, at?: Date, client = carrier) =>
    client.post(`/api/jobs/${jobId}/arrival`, at ? { at: at.toISOString() } : {});
  const endDischarge = (jobId: string, at?: Date, client = carrier) =>
    client.post(`/api/jobs/${jobId}/discharge-end`, at ? { at: at.toISOString() } : {});

  /** A job on the road since `startedAgo` ms, its contract's demurrage rate set (no screen sets it yet). */
  async function roadJob(startedAgo: number, rate = RATE) {
    const shipment = await tenderedShipment(p);
    await json(await carrier.post(`/api/logistics/shipments/${shipment.id}/accept`), ZShipment);
    await crewJob(p.server, carrier, shipment.id);
    await json(await carrier.post(`/api/logistics/shipments/${shipment.id}/start-transit`), ZShipment);
    const job = await jobOf(carrier, shipment.id);
    if (!job) throw new Error('no job');
    const started = new Date(Date.now() - startedAgo);
    await db().update(jobs).set({ actualStartTime: started }).where(eq(jobs.id, job.id));
    const [order] = await db().select().from(orders).where(eq(orders.id, shipment.orderId));
    if (!order) throw new Error('no order');
    await db().update(contracts).set({ demurrageRate: rate }).where(eq(contracts.id, order.contractId));
    return { job, shipment, contractId: order.contractId, started };
  }

  it('3h20 waited, 2h free, ₦25,000.00/h: 6 started quarters, ₦37,500.00 on a demurrage line payable to the carrier, told to buyer, finance and supplier with the carrier concerned; once', async () => {
    const { job, contractId, started } = await roadJob(6 * HOUR);
    const contract = await json(await p.buyer.get(`/api/contracts/${contractId}`), ZContract);
    expect(contract).toMatchObject({ freeTimeHours: '2.00', demurrageRate: RATE });
    expect(job.allowedActions).toContain('job.arriveAtSite');
    expect(job.allowedActions).not.toContain('job.endDischarge');

    // Order: no discharge before the arrival, no arrival before the start, none in the future.
    expect(await errorOf(await endDischarge(job.id), 409)).toBe(SITE_EVENT_MESSAGES.arrivalFirst);
    expect(await errorOf(await arrive(job.id, new Date(started.getTime() - MINUTE)), 409)).toBe(
      SITE_EVENT_MESSAGES.arrivalBeforeStart,
    );
    expect(await detailsOf(await arrive(job.id, new Date(Date.now() + HOUR)))).toEqual([
      { path: 'at', message: SITE_EVENT_MESSAGES.atInFuture },
    ]);

    const arrivedAt = new Date(Date.now() - 4 * HOUR);
    const arrived = await json(await arrive(job.id, arrivedAt), ZJob);
    expect(arrived.siteWait).toMatchObject({ arrivedAtSiteAt: arrivedAt.toISOString(), dischargeEndedAt: null });
    expect(arrived.allowedActions).toEqual(expect.arrayContaining(['job.endDischarge']));
    expect(arrived.allowedActions).not.toContain('job.arriveAtSite');
    expect(await errorOf(await arrive(job.id), 409)).toBe(SITE_EVENT_MESSAGES.arrivalRecorded);
    expect(await errorOf(await endDischarge(job.id, arrivedAt), 409)).toBe(SITE_EVENT_MESSAGES.dischargeBeforeArrival);

    // Another company does not see the job; a buyer or a supplier never holds job:update.
    expect(await errorOf(await endDischarge(job.id, undefined, otherCarrier), 404)).toBe('Job not found');
    expect(await errorOf(await endDischarge(job.id, undefined, p.buyer), 403)).toBe('Missing permission: job:update');
    expect(await errorOf(await arrive(job.id, undefined, p.supplier), 403)).toBe('Missing permission: job:update');

    const endedAt = new Date(arrivedAt.getTime() + 3 * HOUR + 20 * MINUTE);
    const discharged = await json(await endDischarge(job.id, endedAt), ZJob);
    expect(discharged.siteWait).toEqual({
      arrivedAtSiteAt: arrivedAt.toISOString(),
      dischargeEndedAt: endedAt.toISOString(),
      waitedMinutes: 200,
      chargedHours: '1.50',
      demurrage: 3_750_000,
      currency: 'NGN',
    });
    expect(discharged.allowedActions).not.toContain('job.endDischarge');
    // A second end of discharge changes nothing: 409, one line.
    expect(await errorOf(await endDischarge(job.id), 409)).toBe(SITE_EVENT_MESSAGES.dischargeRecorded);

    const lines = await json(await p.buyer.get(`/api/contracts/${contractId}/settlements`), z.array(ZSettlement));
    const demurrageLines = lines.filter((s) => s.settlementType === 'demurrage');
    expect(demurrageLines).toEqual([
      expect.objectContaining({
        description: 'Demurrage',
        amount: 3_750_000,
        currency: 'NGN',
        status: 'pending',
        payeeOrgId: (await carrierOrg()).organizationId,
      }),
    ]);
    // Owed beside the price: what is due on the price does not change.
    const after = await json(await p.buyer.get(`/api/contracts/${contractId}`), ZContract);
    expect(after.amountDue).toBe(contract.amountDue);

    const audits = await db()
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(inArray(auditLog.entityId, [job.id, ...demurrageLines.map((s) => s.id)]));
    const siteActions = ['job.arrived_at_site', 'job.discharge_ended', 'settlement.demurrage_added'];
    expect(
      audits
        .map((a) => a.action)
        .filter((action) => siteActions.includes(action))
        .sort(),
    ).toEqual(['job.arrived_at_site', 'job.discharge_ended', 'settlement.demurrage_added'].sort());
    expect(audits.find((a) => a.action === 'settlement.demurrage_added')?.details).toMatchObject({
      quarters: 6,
      chargedHours: '1.50',
      amount: 3_750_000,
      ratePerHour: RATE,
      freeTimeHours: '2.00',
    });

    await notifyNow(p.server);
    const told = await db()
      .select({ title: notifications.title, message: notifications.message, username: users.username })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(and(eq(notifications.entityId, demurrageLines[0]?.id ?? ''), eq(notifications.type, 'settlement')));
    // Buyer, its finance and the supplier are told; the carrier's organization is concerned too (its members hear
    // of it, but the one who ended the discharge, who is told by the screen).
    expect(told.map((n) => n.username).sort()).toEqual(['buyer', 'finance', 'supplier']);
    const [event] = await db()
      .select({ organizationIds: domainEvents.organizationIds })
      .from(domainEvents)
      .where(
        and(
          eq(domainEvents.entityId, demurrageLines[0]?.id ?? ''),
          eq(domainEvents.type, 'settlement.demurrage_added'),
        ),
      );
    expect(event?.organizationIds).toContain((await carrierOrg()).organizationId);
    expect(new Set(told.map((n) => n.title))).toEqual(new Set(['Demurrage added']));
    expect(told[0]?.message).toContain('37,500.00');

    // The admin's SLA figures: the measured wait, and the demurrage SLA counts the shipment once delivered.
    const admin = await signIn(p.server, 'admin');
    const funnel = async () => json(await admin.get('/api/admin/analytics/funnel?timeRange=7d'), ZAnalyticsFunnel);
    const before = await funnel();
    expect(before.site_waits).toEqual({ sample: 1, avg_wait_minutes: 200, demurrage_hours: 1.5 });
    await json(await carrier.post(`/api/logistics/shipments/${job.shipmentId}/deliver`), ZShipment);
    const delivered = await funnel();
    expect(delivered.sla_performance.demurrage_minutes_avg.sample).toBe(
      before.sla_performance.demurrage_minutes_avg.sample + 1,
    );
  });

  it('charges nothing within the free time (exactly 2h00), and nothing without an agreed rate', async () => {
    const inTime = await roadJob(5 * HOUR);
    const arrivedAt = new Date(Date.now() - 3 * HOUR);
    await json(await arrive(inTime.job.id, arrivedAt), ZJob);
    const ended = await json(await endDischarge(inTime.job.id, new Date(arrivedAt.getTime() + 2 * HOUR)), ZJob);
    expect(ended.siteWait).toMatchObject({ waitedMinutes: 120, chargedHours: '0.00', demurrage: 0 });

    const noRate = await roadJob(5 * HOUR, 0);
    const noRateArrival = new Date(Date.now() - 4 * HOUR);
    await json(await arrive(noRate.job.id, noRateArrival), ZJob);
    const waited = await json(await endDischarge(noRate.job.id, new Date(noRateArrival.getTime() + 3 * HOUR)), ZJob);
    expect(waited.siteWait).toMatchObject({ waitedMinutes: 180, chargedHours: '1.00', demurrage: 0 });

    const lines = await db()
      .select()
      .from(settlements)
      .where(
        and(
          inArray(settlements.contractId, [inTime.contractId, noRate.contractId]),
          eq(settlements.settlementType, 'demurrage'),
        ),
      );
    expect(lines).toEqual([]);
  });

  it('takes the same calls over tRPC, the time defaulting to now', async () => {
    const { job } = await roadJob(HOUR);
    const call = (name: string) =>
      carrier.post(`/api/trpc/job.${name}`, { jobId: job.id }).then(async (r) => ({
        status: r.status,
        job: ZJob.parse(((await r.json()) as { result: { data: unknown } }).result.data),
      }));
    const before = Date.now();
    const arrived = await call('arriveAtSite');
    expect(arrived.status).toBe(200);
    expect(Date.parse(arrived.job.siteWait.arrivedAtSiteAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
  });

  /** The carrier's organization, waitco's. */
  async function carrierOrg() {
    const [row] = await db()
      .select({ organizationId: users.organizationId })
      .from(users)
      .where(eq(users.username, 'waitco'));
    if (!row) throw new Error('no carrier');
    return row;
  }
});
