import { blackoutDates, driverAvailability, drivers, vehicles } from '@energy/db/schema/fleet';
import { and, eq, exists, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { onActiveJob } from '../../fleet';

/*
 * Who may drive a job and with what (spec 001 §4, and beyond it: blackouts, expired certificates, ADR for
 * hazardous cargo). Each rule is one SQL condition and the refusal naming it: the assign dialog's options
 * are the rows every condition holds for, the rows it cannot offer carry every refusal they earn, and an
 * assignment is refused (409) with the first that fails.
 */

export interface Rule<R> {
  holds: SQL;
  refusal: (row: R) => string;
}

/** The day a job runs (its scheduled date, UTC) and the day certificates must still be valid on (that day, or today if later). */
export interface JobDay {
  day: string;
  validOn: string;
  hazardous: boolean;
}

type Driver = typeof drivers.$inferSelect;
type Vehicle = typeof vehicles.$inferSelect;

const dayParam = (day: string) => sql`${day}::date`;
const notExpired = (column: AnyPgColumn, validOn: string) =>
  or(isNull(column), gte(column, dayParam(validOn))) ?? sql`true`;

function blackedOut(entityType: 'driver' | 'vehicle', id: AnyPgColumn, day: string): SQL {
  return exists(
    sql`(select 1 from ${blackoutDates} where ${and(eq(blackoutDates.entityType, entityType), eq(blackoutDates.entityId, id), lte(blackoutDates.startDate, day), gte(blackoutDates.endDate, day))})`,
  );
}

export function driverRules({ day, validOn, hazardous }: JobDay): Rule<Driver>[] {
  const rules: Rule<Driver>[] = [
    {
      holds: eq(drivers.status, 'available'),
      refusal: (d) => `This driver is ${d.status.replace('_', ' ')}, not available`,
    },
    { holds: sql`not ${onActiveJob('driver')}`, refusal: () => 'This driver is already on a job' },
    {
      holds: exists(
        sql`(select 1 from ${driverAvailability} where ${and(eq(driverAvailability.driverId, drivers.id), lte(driverAvailability.availableFrom, day), gte(driverAvailability.availableUntil, day))})`,
      ),
      refusal: () => `This driver has no availability window on ${day}`,
    },
    { holds: sql`not ${blackedOut('driver', drivers.id, day)}`, refusal: () => `This driver is blacked out on ${day}` },
    {
      holds: notExpired(drivers.licenseExpiry, validOn),
      refusal: (d) => `This driver's license expired on ${d.licenseExpiry}`,
    },
    {
      holds: notExpired(drivers.adrExpiry, validOn),
      refusal: (d) => `This driver's ADR certificate expired on ${d.adrExpiry}`,
    },
    {
      holds: notExpired(drivers.hseExpiry, validOn),
      refusal: (d) => `This driver's HSE certificate expired on ${d.hseExpiry}`,
    },
  ];
  if (hazardous)
    rules.push({
      holds: eq(drivers.hasAdr, true),
      refusal: () => 'This job carries hazardous cargo: the driver needs an ADR certificate',
    });
  return rules;
}

export function vehicleRules({ day, validOn }: JobDay): Rule<Vehicle>[] {
  return [
    { holds: eq(vehicles.status, 'active'), refusal: (v) => `This vehicle is ${v.status}, not available` },
    { holds: sql`not ${onActiveJob('vehicle')}`, refusal: () => 'This vehicle already has a driver on a job' },
    {
      holds: sql`not ${blackedOut('vehicle', vehicles.id, day)}`,
      refusal: () => `This vehicle is blacked out on ${day}`,
    },
    {
      holds: notExpired(vehicles.adrExpiryDate, validOn),
      refusal: (v) => `This vehicle's ADR certificate expired on ${v.adrExpiryDate}`,
    },
    {
      holds: notExpired(vehicles.insuranceExpiryDate, validOn),
      refusal: (v) => `This vehicle's insurance expired on ${v.insuranceExpiryDate}`,
    },
    {
      holds: notExpired(vehicles.roadworthinessExpiry, validOn),
      refusal: (v) => `This vehicle's roadworthiness certificate expired on ${v.roadworthinessExpiry}`,
    },
  ];
}

/** Every rule at once, for the options: all must hold. */
export const allHold = <R>(rules: Rule<R>[]): SQL => and(...rules.map((r) => r.holds)) ?? sql`true`;

/** Each rule's verdict on one row, in order, as a boolean array. */
export const verdicts = <R>(rules: Rule<R>[]): SQL<boolean[]> =>
  sql<boolean[]>`array[${sql.join(
    rules.map((r) => sql`coalesce(${r.holds}, false)`),
    sql`, `,
  )}]::boolean[]`;

/** The refusal of every rule that fails, in order: the assign dialog lists them beside each row it cannot offer. */
export const refusals = <R>(rules: Rule<R>[], row: R, held: boolean[]): string[] =>
  rules.flatMap((rule, i) => (held[i] === true ? [] : [rule.refusal(row)]));

/** The refusal of the first rule that fails, or null: the assignment's 409. */
export const firstRefusal = <R>(rules: Rule<R>[], row: R, held: boolean[]): string | null =>
  refusals(rules, row, held)[0] ?? null;
