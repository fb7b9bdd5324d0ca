import { kybKycReviews } from '@energy/db/schema/admin-reviews';
import { contracts } from '@energy/db/schema/contracts';
import { jobs, tenderBids, tenders } from '@energy/db/schema/fleet';
import { rfqs } from '@energy/db/schema/rfqs';
import { shipments } from '@energy/db/schema/shipments';
import { FUNNEL_STAGES, ZAnalyticsFunnel, type TAnalyticsFunnel } from '@energy/domain/schemas/analytics';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertContract,
  insertOffer,
  insertOrder,
  insertRfq,
  insertSettlement,
  insertShipment,
  memberOf,
  TIME,
  type Member,
} from '@energy/test/dashboard-scenario';
import { testBackends } from '@energy/test/databases';
import type { HttpClient } from '@energy/test/http-client';
import { json, signIn } from '@energy/test/procurement';
import { startTestServer, type TestServer } from '@energy/test/server';

const { HOUR, DAY } = TIME;
const MINUTE = 60_000;
const now = Date.now();
const at = (offset: number) => new Date(now + offset);
const today = new Date(now).toISOString().slice(0, 10);

/**
 * The analytics funnel against a scenario with known answers, written straight into a fresh
 * database (the test template holds accounts, flags and content only, no trading records).
 *
 * Funnel (RFQs created in the last 7 days): R1 no offer; R2 an offer; R3 an offer selected, contract not
 * signed; R4 signed, order in transit, carrier took the shipment; R5 signed, order delivered, POD confirmed,
 * its settlement paid. R6 was created 40 days ago (in 90d and 1y only). The delivery chains D1..D4 hang off
 * RFQs 400 days old, so they count in no funnel. KYB/KYC reviews: two pending and one under review wait for
 * a decision (one submitted 60 days ago: waiting counts whatever the range); one approved, one rejected do not.
 */
describe.each(testBackends())('admin analytics over HTTP (%s)', (backend) => {
  let server: TestServer;
  let admin: HttpClient;
  const funnel = async (timeRange?: string) =>
    json(await admin.get(`/api/admin/analytics/funnel${timeRange ? `?timeRange=${timeRange}` : ''}`), ZAnalyticsFunnel);

  beforeAll(async () => {
    server = await startTestServer(backend);
    admin = await signIn(server, 'admin');
    const db = server.database.db;
    const [buyer, supplier, carrier] = await Promise.all([
      memberOf(db, 'buyer'),
      memberOf(db, 'supplier'),
      memberOf(db, 'logistics'),
    ]);
    const created = async (offset: number) => {
      const rfq = await insertRfq(db, buyer, 'published');
      await db
        .update(rfqs)
        .set({ createdAt: at(offset) })
        .where(eq(rfqs.id, rfq.id));
      return rfq;
    };
    const chain = async (offset: number, signed: boolean) => {
      const rfq = await created(offset);
      const offer = await insertOffer(db, rfq.id, supplier, 1_000_000, 'selected');
      const contract = await insertContract(db, rfq.id, offer.id, buyer, supplier, 1_000_000, 'NGN');
      if (signed)
        await db
          .update(contracts)
          .set({ signedAt: at(-HOUR) })
          .where(eq(contracts.id, contract.id));
      return contract;
    };
    const delivered = async (onTime: boolean, waitedMinutes: number | null) => {
      const contract = await chain(-400 * DAY, false);
      const order = await insertOrder(db, contract.id, buyer, supplier, 1_000_000, 'NGN', 'delivered');
      const arrival = at(-5 * HOUR);
      const shipment = await insertShipment(db, order.id, supplier, carrier, 'pod_confirmed', {
        estimatedArrival: at(-5 * HOUR + (onTime ? HOUR : -HOUR)),
        actualArrival: arrival,
      });
      if (waitedMinutes !== null)
        await db
          .update(shipments)
          .set({ podDeliveredAt: new Date(arrival.getTime() + waitedMinutes * MINUTE) })
          .where(eq(shipments.id, shipment.id));
      return shipment;
    };
    const tender = async (shipmentId: string, createdOffset: number, bidOffsets: number[], deadline = at(10 * DAY)) => {
      const [row] = await db
        .insert(tenders)
        .values({
          shipmentId,
          supplierOrgId: supplier.orgId,
          title: 'Haul',
          description: 'Apapa to Ikeja',
          contactPerson: 'Ops',
          contactEmail: 'ops@example.com',
          requiredDate: at(3 * DAY),
          bidDeadline: deadline,
          maxRate: 500_000,
          createdAt: at(createdOffset),
        })
        .returning();
      if (!row) throw new Error('no tender');
      const logisticsOrgs = [carrier.orgId, (await memberOf(db, 'logistics2')).orgId];
      for (const [i, offset] of bidOffsets.entries()) {
        await db.insert(tenderBids).values({
          tenderId: row.id,
          logisticsOrgId: logisticsOrgs[i] ?? carrier.orgId,
          status: 'submitted',
          proposedRate: 400_000,
          createdBy: carrier.userId,
          createdAt: at(offset),
        });
      }
    };
    const job = async (
      shipmentId: string,
      status: 'delayed' | 'assigned' | 'pending' | 'completed',
      scheduledOffset: number,
      who: Member,
    ) => {
      await db.insert(jobs).values({
        jobNumber: `JOB-AN-${status}-${scheduledOffset}`,
        organizationId: who.orgId,
        shipmentId,
        title: 'Haul',
        status,
        origin: 'Apapa',
        destination: 'Ikeja',
        scheduledDate: at(scheduledOffset),
        clientCompany: 'Client',
      });
    };

    // The funnel's RFQs.
    await created(-2 * DAY);
    const r2 = await created(-2 * DAY);
    await insertOffer(db, r2.id, supplier, 1_000_000, 'pending');
    await chain(-DAY, false);
    const c4 = await chain(-DAY, true);
    const o4 = await insertOrder(db, c4.id, buyer, supplier, 1_000_000, 'NGN', 'in_transit');
    const s4 = await insertShipment(db, o4.id, supplier, carrier, 'in_transit', { estimatedArrival: at(DAY) });
    await insertSettlement(db, c4.id, 1_000_000, 'pending', at(-DAY));
    const c5 = await chain(-HOUR, true);
    const o5 = await insertOrder(db, c5.id, buyer, supplier, 1_000_000, 'NGN', 'delivered');
    const s5 = await insertShipment(db, o5.id, supplier, carrier, 'pod_confirmed', {
      estimatedArrival: at(-2 * HOUR),
      actualArrival: at(-3 * HOUR),
    });
    await db
      .update(shipments)
      .set({ podDeliveredAt: at(-2 * HOUR) })
      .where(eq(shipments.id, s5.id));
    await insertSettlement(db, c5.id, 1_000_000, 'completed', at(DAY), at(-30 * MINUTE));
    await created(-40 * DAY);

    // Deliveries: S5 on time, waited 60 min (no demurrage); D1 late, waited 150 (30); D2 on time, waited 240 (120); D3 on time, no POD time.
    const d1 = await delivered(false, 150);
    await delivered(true, 240);
    await delivered(true, null);

    // Tenders: first bids 14 h and 6 h after their tenders opened (avg 10 h); one still tendered, closing in 5 h.
    await tender(s4.id, -15 * HOUR, [-HOUR]);
    await tender(s5.id, -8 * HOUR, [-2 * HOUR, -HOUR]);
    const openContract = await chain(-400 * DAY, false);
    const openOrder = await insertOrder(db, openContract.id, buyer, supplier, 1_000_000, 'NGN', 'allocated');
    const open = await insertShipment(db, openOrder.id, supplier, null, 'tendered', { estimatedArrival: at(3 * DAY) });
    await tender(open.id, -HOUR, [], at(5 * HOUR));

    // Jobs: one delayed, one assigned but scheduled yesterday (overdue), one pending for tomorrow, one completed last week.
    await job(s4.id, 'delayed', DAY, carrier);
    await job(s5.id, 'completed', -7 * DAY, carrier);
    await job(d1.id, 'assigned', -DAY, carrier);
    await job(open.id, 'pending', DAY, carrier);

    // Reviews: three waiting for a decision (pending, pending 60 days, under review), two decided.
    await db.insert(kybKycReviews).values([
      { reviewType: 'kyb', organizationId: supplier.orgId, userId: supplier.userId, status: 'pending' },
      {
        reviewType: 'kyc',
        organizationId: buyer.orgId,
        userId: buyer.userId,
        status: 'pending',
        submittedAt: at(-60 * DAY),
      },
      { reviewType: 'kyc', organizationId: carrier.orgId, userId: carrier.userId, status: 'under_review' },
      { reviewType: 'kyb', organizationId: buyer.orgId, userId: buyer.userId, status: 'approved', decidedAt: at(-DAY) },
      {
        reviewType: 'kyc',
        organizationId: supplier.orgId,
        userId: supplier.userId,
        status: 'rejected',
        rejectionReason: 'Expired passport',
        decidedAt: at(-DAY),
      },
    ]);
  });
  afterAll(() => server.close());

  const stages = (answer: TAnalyticsFunnel) =>
    answer.funnel_conversion.map(({ stage, count, rate }) => [stage, count, rate]);

  it("counts the funnel in the spec's stage order, each rate against the previous stage", async () => {
    const week = await funnel('7d');
    expect(week.funnel_conversion.map((s) => s.stage)).toEqual([...FUNNEL_STAGES]);
    expect(stages(week)).toEqual([
      ['rfq_creation', 5, null],
      ['quote_response', 4, 80],
      ['quote_acceptance', 3, 75],
      ['contract_signing', 2, 66.7],
      ['order_allocation', 2, 100],
      ['tender_process', 2, 100],
      ['pod_confirmation', 1, 50],
      ['settlement', 1, 100],
    ]);
    expect(week.overall_conversion).toBe(20);
    const quarter = await funnel('90d');
    expect(stages(quarter).slice(0, 2)).toEqual([
      ['rfq_creation', 6, null],
      ['quote_response', 4, 66.7],
    ]);
    expect(quarter.overall_conversion).toBe(16.7);
  });

  it('defaults to 30 days and gives one point per day of the range', async () => {
    const month = await funnel();
    expect(month.timeRange).toBe('30d');
    expect(month.volume_trends.daily_rfqs).toHaveLength(30);
    expect((await funnel('1y')).volume_trends.daily_contracts).toHaveLength(365);
    const week = await funnel('7d');
    const on = (series: { date: string; count: number }[]) =>
      Object.fromEntries(series.filter((p) => p.count > 0).map((p) => [p.date, p.count]));
    expect(week.volume_trends.daily_rfqs.at(-1)?.date).toBe(today);
    expect(week.volume_trends.daily_rfqs.reduce((sum, p) => sum + p.count, 0)).toBe(5);
    expect(on(week.volume_trends.daily_contracts)).toEqual({ [new Date(now - HOUR).toISOString().slice(0, 10)]: 2 });
    expect(on(week.volume_trends.daily_settlements)).toEqual({
      [new Date(now - 30 * MINUTE).toISOString().slice(0, 10)]: 1,
    });
  });

  it('measures the SLAs against their targets', async () => {
    const { sla_performance: sla } = await funnel('7d');
    expect(sla.tender_accept_time_avg).toEqual({
      value: 10,
      target: 8,
      warning: 12,
      unit: 'hours',
      status: 'warning',
      sample: 2,
    });
    expect(sla.on_time_percentage).toEqual({
      value: 75,
      target: 85,
      warning: 80,
      unit: 'percent',
      status: 'critical',
      sample: 4,
    });
    expect(sla.demurrage_minutes_avg).toEqual({
      value: 50,
      target: 60,
      warning: 90,
      unit: 'minutes',
      status: 'good',
      sample: 3,
    });
  });

  it('raises alerts from the data', async () => {
    const { alerts } = await funnel('7d');
    expect(alerts.map(({ type, severity, count }) => ({ type, severity, count }))).toEqual([
      { type: 'overdue_settlements', severity: 'critical', count: 1 },
      { type: 'expiring_tenders', severity: 'warning', count: 1 },
      { type: 'delayed_jobs', severity: 'warning', count: 2 },
      { type: 'pending_reviews', severity: 'warning', count: 3 },
    ]);
    expect(alerts.find((a) => a.type === 'pending_reviews')?.message).toBe(
      '3 KYB/KYC review(s) waiting for a decision',
    );
  });

  it("refuses a time range outside the spec's list", async () => {
    expect((await admin.get('/api/admin/analytics/funnel?timeRange=2w')).status).toBe(400);
  });
});
