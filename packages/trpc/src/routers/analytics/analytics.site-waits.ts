import type { Executor } from '@energy/db/client';
import { contracts } from '@energy/db/schema/contracts';
import { jobs } from '@energy/db/schema/fleet';
import { orders } from '@energy/db/schema/orders';
import { shipments } from '@energy/db/schema/shipments';
import { QUARTER_HOUR_MS } from '@energy/domain/measurement/demurrage';
import type { TAnalyticsFunnel } from '@energy/domain/schemas/analytics';
import { and, count, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';

/** Milliseconds a truck waited at the delivery site, from its arrival to the end of its discharge. */
const waitedMs = sql`extract(epoch from (${jobs.dischargeEndedAt} - ${jobs.arrivedAtSiteAt})) * 1000`;
/** The started quarter hours beyond the contract's free time (measurement/demurrage.ts's rule, in SQL). */
const chargedQuarters = sql`ceil(greatest(0, ${waitedMs} - ${contracts.freeTimeHours} * 3600000) / ${QUARTER_HOUR_MS})`;

/**
 * The waits measured at delivery sites, for the discharges that ended in [from, to): how many, the average wait in
 * minutes, and the demurrage hours charged (each started quarter hour beyond the contract's free time).
 */
export async function siteWaitsOf(db: Executor, from: Date, to: Date): Promise<TAnalyticsFunnel['site_waits']> {
  const [row] = await db
    .select({
      n: count(),
      waitedMinutes: sql<number | null>`avg(${waitedMs}) / 60000`.mapWith((v) => (v === null ? null : Number(v))),
      quarters: sql<number>`coalesce(sum(${chargedQuarters}), 0)`.mapWith(Number),
    })
    .from(jobs)
    .innerJoin(shipments, eq(shipments.id, jobs.shipmentId))
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .innerJoin(contracts, eq(contracts.id, orders.contractId))
    .where(
      and(
        isNotNull(jobs.arrivedAtSiteAt),
        isNotNull(jobs.dischargeEndedAt),
        gte(jobs.dischargeEndedAt, from),
        lt(jobs.dischargeEndedAt, to),
      ),
    );
  const waited = row?.waitedMinutes ?? null;
  return {
    sample: row?.n ?? 0,
    avg_wait_minutes: waited === null ? null : Math.round(waited * 10) / 10,
    demurrage_hours: (row?.quarters ?? 0) / 4,
  };
}
