import type { Database } from '@energy/db/client';
import { jobs, tenders } from '@energy/db/schema/fleet';
import { users } from '@energy/db/schema/users';
import { majorToMinor } from '@energy/domain/money';
import { ZShipmentCreateInput } from '@energy/domain/schemas/fulfilment';
import type { TTenderTerms } from '@energy/domain/schemas/fleet';
import { count, eq, inArray } from 'drizzle-orm';
import { updateJobStatus, updateJobLocation } from '../routers/job/job.service';
import { confirmOrder } from '../routers/order/order.service';
import { createShipment } from '../routers/shipment/shipment.service';
import { awardBid, bidOnTender, rejectTender, shipmentBids } from '../routers/tender/tender.service';
import { scopeOf, type CallerScope } from '../scope';
import { demoOrder, dispatchDemoJob } from './fulfilment-demo';

const HOUR = 3_600_000;
const hours = (n: number) => new Date(Date.now() + n * HOUR);
const dollars = (n: number) => majorToMinor(n);

/**
 * Tenders in every state as each logistics company sees them (open, accepted with a bid, rejected, expired,
 * awarded and lost) and jobs in every status (pending, assigned, in progress, delayed, completed, cancelled),
 * made through the same services as the API after the fleet and fulfilment demos. A tender's deadline can only
 * be set in the future, so the expired one is aged afterwards, as time would. Runs once: nothing happens when
 * more tenders than the fulfilment demo's exist.
 */
export async function seedFleetWorkDemo(db: Database): Promise<{ created: boolean }> {
  const [existing] = await db.select({ n: count() }).from(tenders).where(eq(tenders.title, 'Urgent AGO run to Ibadan'));
  if ((existing?.n ?? 0) > 0) return { created: false };
  const rows = await db
    .select()
    .from(users)
    .where(inArray(users.username, ['buyer', 'supplier', 'logistics', 'logistics2']));
  const s: Record<string, CallerScope> = Object.fromEntries(
    rows.map((u) => [u.username, scopeOf({ ...u, organizationName: null })]),
  );
  const { buyer: b, supplier: sp, logistics: l1, logistics2: l2 } = s;
  if (!b || !sp || !l1 || !l2) return { created: false };
  const buyer: CallerScope = b;
  const supplier: CallerScope = sp;
  const logistics: CallerScope = l1;
  const logistics2: CallerScope = l2;

  let n = 100;
  async function tender(title: string, terms: TTenderTerms, route: [string, string], direct?: CallerScope) {
    const orderId = await demoOrder(db, { buyer, supplier }, `AGO: ${title}`, 10000, '1150', (n += 1));
    await confirmOrder(db, supplier, orderId);
    const shipment = await createShipment(
      db,
      supplier,
      ZShipmentCreateInput.parse({
        orderId,
        originLocation: route[0],
        destinationLocation: route[1],
        estimatedDeparture: hours(72).toISOString(),
        estimatedArrival: hours(96).toISOString(),
        cargoDescription: `${title}: 10,000 litres of AGO`,
        ...(direct?.orgId ? { logisticsOrgId: direct.orgId } : {}),
        tender: { title, ...terms },
      }),
    );
    const [row] = await db.select({ id: tenders.id }).from(tenders).where(eq(tenders.shipmentId, shipment.id));
    if (!row) throw new Error('the shipment made no tender');
    return { shipmentId: shipment.id, tenderId: row.id };
  }
  const bid = (carrier: CallerScope, tenderId: string, rate: number, eta: string, notes?: string) =>
    bidOnTender(db, carrier, {
      id: tenderId,
      proposedRate: dollars(rate),
      estimatedDeliveryTime: eta,
      notes: notes ?? null,
    });
  const deadline = (h: number) => hours(h).toISOString();

  // Open to every company, urgent, with a bid from each: the supplier compares and awards.
  const contested = await tender(
    'Urgent AGO run to Ibadan',
    {
      priority: 'urgent',
      maxRate: dollars(2400),
      bidDeadline: deadline(30),
      weightKg: 8400,
      volumeM3: 10,
      cargoType: 'AGO (diesel)',
      specialRequirements: ['ADR certified driver', 'Bottom loading'],
      hazardous: true,
    },
    ['Apapa depot, Lagos', 'Oluyole estate, Ibadan'],
  );
  await bid(logistics, contested.tenderId, 2150, '1-2 business days', 'Tanker on standby at Apapa');
  await bid(logistics2, contested.tenderId, 1990, '2-3 business days');

  // Tendered to Swift Haul alone and not answered yet; Northern Tankers never sees it.
  await tender(
    'DPK for Abeokuta schools',
    {
      priority: 'high',
      maxRate: dollars(1300),
      bidDeadline: deadline(48),
      weightKg: 6200,
      volumeM3: 7.5,
      cargoType: 'DPK (kerosene)',
    },
    ['Ijora depot, Lagos', 'Abeokuta, Ogun'],
    logistics,
  );

  // Northern Tankers declined; Swift Haul still sees it open.
  const declined = await tender(
    'AGO top-up for Sagamu plant',
    { priority: 'low', maxRate: dollars(900), bidDeadline: deadline(60), weightKg: 4100, volumeM3: 5 },
    ['Apapa depot, Lagos', 'Sagamu interchange, Ogun'],
  );
  await rejectTender(db, logistics2, declined.tenderId);

  // Nobody answered in time: expired for both.
  const lapsed = await tender(
    'AGO for Ota warehouse, week 45',
    { priority: 'medium', maxRate: dollars(1100), bidDeadline: deadline(20), weightKg: 5000, volumeM3: 6 },
    ['Apapa depot, Lagos', 'Ota, Ogun'],
  );
  await db
    .update(tenders)
    .set({ bidDeadline: hours(-6) })
    .where(eq(tenders.id, lapsed.tenderId));

  // Both bid, Northern Tankers won: awarded for it, rejected (not awarded) for Swift Haul; its job waits for a driver.
  const won = await tender(
    'AGO for Kano flour mill',
    {
      priority: 'high',
      maxRate: dollars(5200),
      bidDeadline: deadline(40),
      weightKg: 16800,
      volumeM3: 20,
      cargoType: 'AGO (diesel)',
      hazardous: true,
    },
    ['Apapa depot, Lagos', 'Sharada, Kano'],
  );
  await bid(logistics, won.tenderId, 4950, '3-4 business days');
  await bid(logistics2, won.tenderId, 4700, '3 business days', 'Return load booked from Kano');
  const bids = await shipmentBids(db, supplier, won.shipmentId);
  const northern = bids.find((b) => b.carrier.id === logistics2.orgId);
  if (northern) await awardBid(db, supplier, { bidId: northern.id });

  // Swift Haul's own work: awarded jobs it moves through every status.
  async function swiftJob(title: string, rate: number) {
    const t = await tender(
      title,
      {
        priority: 'medium',
        maxRate: dollars(rate),
        bidDeadline: deadline(50),
        weightKg: 8000,
        volumeM3: 10,
        cargoType: 'AGO (diesel)',
      },
      ['Apapa depot, Lagos', 'Ikeja plant, Lagos'],
    );
    await bid(logistics, t.tenderId, rate * 0.95, '1 business day');
    const [mine] = await shipmentBids(db, supplier, t.shipmentId);
    if (mine) await awardBid(db, supplier, { bidId: mine.id });
    await dispatchDemoJob(db, logistics, t.shipmentId);
    const [job] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.shipmentId, t.shipmentId));
    if (!job) throw new Error('the award made no job');
    return job.id;
  }
  const delayed = await swiftJob('AGO for Lekki phase 2', 1400);
  await updateJobStatus(db, logistics, {
    jobId: delayed,
    status: 'in_progress',
    notes: 'Loaded at Apapa, gate pass 4471',
  });
  await updateJobLocation(db, logistics, {
    jobId: delayed,
    text: 'Third Mainland Bridge, Lagos',
    lat: '6.5001',
    lng: '3.3958',
  });
  await updateJobStatus(db, logistics, {
    jobId: delayed,
    status: 'delayed',
    notes: 'Held in traffic after a breakdown on the bridge',
    estimatedCompletion: hours(5),
  });
  const cancelled = await swiftJob('AGO for Ajah estate', 1200);
  await updateJobStatus(db, logistics, {
    jobId: cancelled,
    status: 'cancelled',
    notes: 'Client site closed for a public holiday',
  });
  return { created: true };
}
