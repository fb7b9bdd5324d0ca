import type { Executor } from '@energy/db/client';
import { jobPositions, jobs } from '@energy/db/schema/fleet';
import { orders } from '@energy/db/schema/orders';
import { shipments } from '@energy/db/schema/shipments';
import { EARTH_MEAN_RADIUS_M } from '@energy/domain/geo';
import { SHIPMENT_SUMMARY_STATES, type TShipmentSummary } from '@energy/domain/schemas/fulfilment';
import { and, eq, gte, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { CallerScope } from '../../scope';
import { visibleJobs } from '../job/job.queries';
import { visibleShipments } from './shipment.queries';

const countWhere = (condition: SQL | undefined) => sql<number>`(count(*) filter (where ${condition}))::int`;

/** The first instant of `now`'s month, UTC: the period of the distance card. */
export const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/**
 * Meters driven on the jobs the caller may see that were completed since `from`: for each job, the haversine
 * legs between successive reported positions (geo.ts has the same formula), summed in SQL.
 */
export async function distanceDriven(db: Executor, scope: CallerScope, from: Date): Promise<number> {
  const legs = db
    .select({
      lat: sql<number>`${jobPositions.lat}::float8`.as('lat'),
      lng: sql<number>`${jobPositions.lng}::float8`.as('lng'),
      prevLat: sql<
        number | null
      >`(lag(${jobPositions.lat}) over (partition by ${jobPositions.jobId} order by ${jobPositions.recordedAt}, ${jobPositions.id}))::float8`.as(
        'prev_lat',
      ),
      prevLng: sql<
        number | null
      >`(lag(${jobPositions.lng}) over (partition by ${jobPositions.jobId} order by ${jobPositions.recordedAt}, ${jobPositions.id}))::float8`.as(
        'prev_lng',
      ),
    })
    .from(jobPositions)
    .innerJoin(jobs, eq(jobs.id, jobPositions.jobId))
    .where(and(visibleJobs(scope), eq(jobs.status, 'completed'), gte(jobs.completedAt, from)))
    .as('legs');
  const haversine = sql`2 * ${EARTH_MEAN_RADIUS_M}::float8 * asin(least(1, sqrt(
    power(sin(radians(${legs.lat} - ${legs.prevLat}) / 2), 2)
    + cos(radians(${legs.prevLat})) * cos(radians(${legs.lat})) * power(sin(radians(${legs.lng} - ${legs.prevLng}) / 2), 2))))`;
  const [row] = await db
    .select({ meters: sql<number>`coalesce(round(sum(${haversine})), 0)::bigint`.mapWith(Number) })
    .from(legs)
    .where(isNotNull(legs.prevLat));
  return row?.meters ?? 0;
}

/** The Logistics Dashboard's cards, counted in SQL over every shipment the caller may see (the list's visibility), and the distance its jobs drove this month. */
export async function shipmentSummary(db: Executor, scope: CallerScope, now = new Date()): Promise<TShipmentSummary> {
  const [summary] = await db
    .select({
      activeShipments: countWhere(inArray(shipments.status, [...SHIPMENT_SUMMARY_STATES.active])),
      openTenders: countWhere(inArray(shipments.status, [...SHIPMENT_SUMMARY_STATES.openTenders])),
      completedPods: countWhere(inArray(shipments.status, [...SHIPMENT_SUMMARY_STATES.completedPods])),
      arrived: countWhere(isNotNull(shipments.actualArrival)),
      arrivedOnTime: countWhere(
        and(isNotNull(shipments.actualArrival), lte(shipments.actualArrival, shipments.estimatedArrival)),
      ),
    })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(visibleShipments(scope));
  const distanceMeters = await distanceDriven(db, scope, monthStart(now));
  return {
    ...(summary ?? { activeShipments: 0, openTenders: 0, completedPods: 0, arrived: 0, arrivedOnTime: 0 }),
    distanceMeters,
  };
}
