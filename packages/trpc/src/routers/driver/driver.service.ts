import type { Executor } from '@energy/db/client';
import { driverAvailability, drivers } from '@energy/db/schema/fleet';
import { FLEET_MESSAGES, type TDriver, type ZDriverInput, type ZDriverUpdateInput } from '@energy/domain/schemas/fleet';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../audit';
import { requireAllowed } from '../../authorize';
import { violatedUniqueConstraint } from '../../db-errors';
import { conflict, notFound } from '../../errors';
import { deleteBlackoutsOf, hasJobHistory } from '../../fleet';
import { requireOrg, type CallerScope } from '../../scope';
import { listDrivers, loadDrivers, visibleDrivers, type DriverFacts } from './driver.queries';

type DriverFields = z.output<typeof ZDriverInput>;

export async function getDriver(db: Executor, scope: CallerScope, id: string): Promise<TDriver> {
  const [driver] = await listDrivers(db, scope, eq(drivers.id, id));
  if (!driver) throw notFound('Driver');
  return driver;
}

async function driverFacts(db: Executor, scope: CallerScope, id: string): Promise<DriverFacts | null> {
  const [loaded] = await loadDrivers(db, scope, eq(drivers.id, id));
  return loaded?.facts ?? null;
}

function columnsOf(input: DriverFields) {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone ?? null,
    email: input.email ?? null,
    licenseNumber: input.licenseNumber,
    licenseClass: input.licenseClass,
    licenseExpiry: input.licenseExpiry ?? null,
    hasAdr: input.hasADR,
    adrExpiry: input.adrExpiry ?? null,
    hasHse: input.hasHSE,
    hseExpiry: input.hseExpiry ?? null,
    rating: input.rating,
    status: input.status,
  };
}

/** 409 on the license number when the organization already employs a driver with it (case-insensitive). */
async function requireFreeLicense(
  tx: Executor,
  organizationId: string,
  licenseNumber: string,
  except?: string,
): Promise<void> {
  const [taken] = await tx
    .select({ id: drivers.id })
    .from(drivers)
    .where(
      and(
        eq(drivers.organizationId, organizationId),
        sql`lower(${drivers.licenseNumber}) = lower(${licenseNumber})`,
        except ? ne(drivers.id, except) : undefined,
      ),
    );
  if (taken) throw conflict(FLEET_MESSAGES.licenseTaken, 'licenseNumber');
}

async function uniqueLicense<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'drivers_org_license_key')
      throw conflict(FLEET_MESSAGES.licenseTaken, 'licenseNumber');
    throw error;
  }
}

/** The windows replace whatever the driver had (the form edits the whole list). */
async function replaceAvailability(
  tx: Executor,
  driverId: string,
  windows: DriverFields['availability'],
): Promise<void> {
  await tx.delete(driverAvailability).where(eq(driverAvailability.driverId, driverId));
  if (windows.length > 0) await tx.insert(driverAvailability).values(windows.map((w) => ({ driverId, ...w })));
}

export async function createDriver(db: Executor, scope: CallerScope, input: DriverFields): Promise<TDriver> {
  const organizationId = requireOrg(scope);
  requireAllowed(scope, 'driver.create', { organizationId });
  const id = await uniqueLicense(() =>
    db.transaction(async (tx) => {
      await requireFreeLicense(tx, organizationId, input.licenseNumber);
      const [driver] = await tx
        .insert(drivers)
        .values({ ...columnsOf(input), organizationId, createdBy: scope.userId })
        .returning({ id: drivers.id });
      if (!driver) throw conflict('The driver was not added');
      await replaceAvailability(tx, driver.id, input.availability);
      await recordAudit(tx, {
        actorUserId: scope.userId,
        organizationId,
        action: 'driver.created',
        entityType: 'driver',
        entityId: driver.id,
        toState: input.status,
      });
      return driver.id;
    }),
  );
  return getDriver(db, scope, id);
}

export async function updateDriver(
  db: Executor,
  scope: CallerScope,
  input: z.output<typeof ZDriverUpdateInput>,
  now = new Date(),
): Promise<TDriver> {
  const { id, ...fields } = input;
  const current = await driverFacts(db, scope, id);
  requireAllowed(scope, 'driver.update', current, now);
  const organizationId = current?.organizationId ?? '';
  await uniqueLicense(() =>
    db.transaction(async (tx) => {
      await requireFreeLicense(tx, organizationId, fields.licenseNumber, id);
      await tx
        .update(drivers)
        .set({ ...columnsOf(fields), updatedAt: now })
        .where(and(eq(drivers.id, id), eq(drivers.organizationId, organizationId)));
      await replaceAvailability(tx, id, fields.availability);
      await recordAudit(tx, {
        actorUserId: scope.userId,
        organizationId,
        action: 'driver.updated',
        entityType: 'driver',
        entityId: id,
        fromState: current?.status ?? null,
        toState: fields.status,
      });
    }),
  );
  return getDriver(db, scope, id);
}

/** Deletes the driver, its windows and blackouts: 409 while on an active job, and for a driver whose jobs keep it. */
export async function deleteDriver(
  db: Executor,
  scope: CallerScope,
  id: string,
  now = new Date(),
): Promise<{ id: string }> {
  await db.transaction(async (tx) => {
    // Locked first, so an assignment made meanwhile either lands before (and refuses this) or waits for it.
    await tx
      .select({ id: drivers.id })
      .from(drivers)
      .where(and(eq(drivers.id, id), visibleDrivers(scope)))
      .for('update');
    const current = await driverFacts(tx, scope, id);
    requireAllowed(scope, 'driver.delete', current, now);
    if (await hasJobHistory(tx, 'driver', id)) throw conflict(FLEET_MESSAGES.driverHasHistory);
    await deleteBlackoutsOf(tx, 'driver', id);
    await tx.delete(drivers).where(eq(drivers.id, id));
    await recordAudit(tx, {
      actorUserId: scope.userId,
      organizationId: current?.organizationId,
      action: 'driver.deleted',
      entityType: 'driver',
      entityId: id,
      fromState: current?.status ?? null,
    });
  });
  return { id };
}
