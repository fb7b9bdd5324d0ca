import type { Executor } from '@energy/db/client';
import { drivers, jobAssignments, jobs, vehicles } from '@energy/db/schema/fleet';
import { orders } from '@energy/db/schema/orders';
import { shipments } from '@energy/db/schema/shipments';
import type { JobStatus, ShipmentStatus, VehicleStatus } from '@energy/domain/constants';
import { VEHICLE_STATUSES } from '@energy/domain/constants';
import { JOB_ACTIVE_STATES } from '@energy/domain/machines/fleet';
import { addDays, driverCompliance, EXPIRING_WITHIN_DAYS, vehicleCompliance } from '@energy/domain/fleet-compliance';
import { todayOf } from '@energy/domain/schemas/fleet';
import {
  DASHBOARD_LIST_SIZE,
  PAPER_ALERT_LIST_SIZE,
  SHIPMENT_ACTIVE_STATES,
  SHIPMENT_DELIVERED_STATES,
  type TLogisticsMetrics,
} from '@energy/domain/schemas/dashboard';
import { and, asc, desc, eq, exists, gte, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { iso } from '../../iso-date';
import type { CallerScope } from '../../scope';
import { countAll, outer, dashboardOrg, monthOf, ofOrg, percentOf, trendStart } from './dashboard.sql';

const ACTIVE_VEHICLE: VehicleStatus = 'active';
const IN_TRANSIT: ShipmentStatus = 'in_transit';
const COMPLETED_JOB: JobStatus = 'completed';

/** The Logistics Hub of a logistics organization (admin: every carrier's together). Reads the fleet tables directly. */
export async function logisticsMetrics(db: Executor, scope: CallerScope, now = new Date()): Promise<TLogisticsMetrics> {
  const org = dashboardOrg(scope);
  const carried = ofOrg(shipments.logisticsOrgId, org);
  const delivered = and(
    carried,
    inArray(shipments.status, [...SHIPMENT_DELIVERED_STATES]),
    isNotNull(shipments.actualArrival),
  );
  const onTime =
    sql<number>`count(*) filter (where ${shipments.actualArrival} <= ${shipments.estimatedArrival})`.mapWith(Number);
  // On a live assignment (not ended) of a job that is under way.
  const onJob = exists(
    db
      .select({ one: sql`1` })
      .from(jobAssignments)
      .innerJoin(jobs, eq(jobs.id, jobAssignments.jobId))
      .where(
        and(
          eq(jobAssignments.vehicleId, vehicles.id),
          isNull(jobAssignments.endedAt),
          inArray(jobs.status, [...JOB_ACTIVE_STATES]),
        ),
      ),
  );
  const completedJobs =
    sql<number>`(select count(*) from ${jobs} where ${jobs.assignedDriverId} = ${outer(drivers, drivers.id)} and ${jobs.status} = ${COMPLETED_JOB})`.mapWith(
      Number,
    );

  const horizon = addDays(todayOf(now), EXPIRING_WITHIN_DAYS);
  const [active, fleet, busy, deliveries, hours, overdue, activeList, driverList, trend, driverPapers, vehiclePapers] =
    await Promise.all([
      db
        .select({ n: countAll() })
        .from(shipments)
        .where(and(carried, inArray(shipments.status, [...SHIPMENT_ACTIVE_STATES]))),
      db
        .select({ status: vehicles.status, n: countAll() })
        .from(vehicles)
        .where(ofOrg(vehicles.organizationId, org))
        .groupBy(vehicles.status),
      db
        .select({ n: countAll() })
        .from(vehicles)
        .where(and(ofOrg(vehicles.organizationId, org), eq(vehicles.status, ACTIVE_VEHICLE), onJob)),
      db.select({ n: countAll(), onTime }).from(shipments).where(delivered),
      db
        .select({
          hours:
            sql<number>`coalesce(avg(extract(epoch from (${shipments.actualArrival} - ${shipments.actualDeparture}))) / 3600, 0)`.mapWith(
              Number,
            ),
        })
        .from(shipments)
        .where(and(delivered, isNotNull(shipments.actualDeparture))),
      db
        .select({ n: countAll() })
        .from(shipments)
        .where(and(carried, eq(shipments.status, IN_TRANSIT), lt(shipments.estimatedArrival, now))),
      db
        .select({ shipment: shipments, orderNumber: orders.orderNumber })
        .from(shipments)
        .innerJoin(orders, eq(orders.id, shipments.orderId))
        .where(and(carried, inArray(shipments.status, [...SHIPMENT_ACTIVE_STATES])))
        .orderBy(asc(shipments.estimatedArrival), asc(shipments.id))
        .limit(DASHBOARD_LIST_SIZE),
      db
        .select({ driver: drivers, completedJobs })
        .from(drivers)
        .where(ofOrg(drivers.organizationId, org))
        .orderBy(desc(drivers.rating), asc(drivers.lastName), asc(drivers.id))
        .limit(DASHBOARD_LIST_SIZE),
      db
        .select({ month: monthOf(shipments.actualArrival), n: countAll(), onTime })
        .from(shipments)
        .where(and(delivered, gte(shipments.actualArrival, trendStart(now))))
        .groupBy(monthOf(shipments.actualArrival))
        .orderBy(monthOf(shipments.actualArrival)),
      db
        .select()
        .from(drivers)
        .where(
          and(
            ofOrg(drivers.organizationId, org),
            or(lte(drivers.licenseExpiry, horizon), lte(drivers.adrExpiry, horizon), lte(drivers.hseExpiry, horizon)),
          ),
        ),
      db
        .select()
        .from(vehicles)
        .where(
          and(
            ofOrg(vehicles.organizationId, org),
            or(
              lte(vehicles.insuranceExpiryDate, horizon),
              lte(vehicles.roadworthinessExpiry, horizon),
              lte(vehicles.adrExpiryDate, horizon),
            ),
          ),
        ),
    ]);
  // Expired and expiring papers, by the one rule the driver and vehicle rows carry (fleet-compliance.ts).
  const today = todayOf(now);
  const papers = [
    ...driverPapers.flatMap((d) =>
      driverCompliance(d, today).map((p) => ({
        ...p,
        kind: 'driver' as const,
        id: d.id,
        name: `${d.firstName} ${d.lastName}`,
      })),
    ),
    ...vehiclePapers.flatMap((v) =>
      vehicleCompliance(v, today).map((p) => ({
        ...p,
        kind: 'vehicle' as const,
        id: v.id,
        name: v.registrationNumber,
      })),
    ),
  ].sort((a, b) =>
    a.expiresOn < b.expiresOn ? -1 : a.expiresOn > b.expiresOn ? 1 : a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  );

  const vehiclesIn = (status: VehicleStatus) => fleet.find((row) => row.status === status)?.n ?? 0;
  const onJobCount = busy[0]?.n ?? 0;
  const deliveredCount = deliveries[0]?.n ?? 0;
  return {
    activeShipments: active[0]?.n ?? 0,
    fleetUtilization: percentOf(onJobCount, vehiclesIn(ACTIVE_VEHICLE)),
    onTimeDelivery: percentOf(deliveries[0]?.onTime ?? 0, deliveredCount),
    avgDeliveryTime: Math.round((hours[0]?.hours ?? 0) * 10) / 10,
    activeShipmentList: activeList.map(({ shipment: s, orderNumber }) => ({
      id: s.id,
      shipmentNumber: s.shipmentNumber,
      orderNumber,
      status: s.status,
      originLocation: s.originLocation,
      destinationLocation: s.destinationLocation,
      estimatedArrival: iso(s.estimatedArrival),
    })),
    fleetStatus: VEHICLE_STATUSES.map((status) => ({ status, count: vehiclesIn(status) })),
    vehiclesOnJob: onJobCount,
    overdueShipments: overdue[0]?.n ?? 0,
    expiredPapers: papers.filter((p) => p.state === 'expired').length,
    expiringPapers: papers.filter((p) => p.state === 'expiring').length,
    paperAlerts: papers.slice(0, PAPER_ALERT_LIST_SIZE),
    drivers: driverList.map(({ driver, completedJobs: done }) => ({
      id: driver.id,
      name: `${driver.firstName} ${driver.lastName}`,
      rating: driver.rating,
      completedJobs: done,
    })),
    deliveryTrend: trend.map((row) => ({ month: row.month, delivered: row.n, onTime: row.onTime })),
  };
}
