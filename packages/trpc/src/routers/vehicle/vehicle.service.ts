import type { Executor } from '@energy/db/client';
import { vehicles } from '@energy/db/schema/fleet';
import {
  FLEET_MESSAGES,
  type TVehicle,
  type TVehicleDetails,
  type ZVehicleInput,
  type ZVehicleUpdateInput,
} from '@energy/domain/schemas/fleet';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../audit';
import { requireAllowed } from '../../authorize';
import { violatedUniqueConstraint } from '../../db-errors';
import { conflict, notFound } from '../../errors';
import { deleteBlackoutsOf, hasJobHistory } from '../../fleet';
import { requireOrg, type CallerScope } from '../../scope';
import { transition } from '../../transition';
import {
  listVehicles,
  loadVehicles,
  sameRegistration,
  vehicleHistory,
  visibleVehicles,
  type VehicleFacts,
} from './vehicle.queries';

type VehicleFields = z.output<typeof ZVehicleInput>;

export async function getVehicle(db: Executor, scope: CallerScope, id: string): Promise<TVehicle> {
  const [vehicle] = await listVehicles(db, scope, eq(vehicles.id, id));
  if (!vehicle) throw notFound('Vehicle');
  return vehicle;
}

/** The details page: the vehicle, the jobs it carried and its blackouts. */
export async function getVehicleDetails(db: Executor, scope: CallerScope, id: string): Promise<TVehicleDetails> {
  const vehicle = await getVehicle(db, scope, id);
  return { ...vehicle, ...(await vehicleHistory(db, id)) };
}

/** The vehicle as the action rules read it, or null when the caller cannot see it. */
async function vehicleFacts(db: Executor, scope: CallerScope, id: string): Promise<VehicleFacts | null> {
  const [loaded] = await loadVehicles(db, scope, eq(vehicles.id, id));
  return loaded?.facts ?? null;
}

/** The columns the onboarding form writes (the status is the transition runner's on an existing vehicle). */
function detailsOf(input: Omit<VehicleFields, 'status'>) {
  return {
    registrationNumber: input.registrationNumber,
    make: input.make,
    model: input.model,
    year: input.year,
    vehicleType: input.vehicleType,
    capacity: input.capacity,
    capacityUnit: input.capacityUnit,
    adrCertificateNumber: input.adrCertificateNumber ?? null,
    adrExpiryDate: input.adrExpiryDate ?? null,
    insurancePolicyNumber: input.insurancePolicyNumber ?? null,
    insuranceExpiryDate: input.insuranceExpiryDate ?? null,
    roadworthinessExpiry: input.roadworthinessExpiry ?? null,
    fuelType: input.fuelType,
    emissionStandard: input.emissionStandard,
    gpsTrackerId: input.gpsTrackerId ?? null,
    lastMaintenanceDate: input.lastMaintenanceDate ?? null,
    nextMaintenanceDate: input.nextMaintenanceDate ?? null,
    maintenanceNotes: input.maintenanceNotes ?? null,
  };
}

/** 409 on the registration number when the organization already has it (case-insensitive); `except` is the vehicle being edited. */
async function requireFreeRegistration(
  tx: Executor,
  organizationId: string,
  registrationNumber: string,
  except?: string,
): Promise<void> {
  const [taken] = await tx
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.organizationId, organizationId),
        sameRegistration(registrationNumber),
        except ? ne(vehicles.id, except) : undefined,
      ),
    );
  if (taken) throw conflict(FLEET_MESSAGES.registrationTaken, 'registrationNumber');
}

/** A lost race on the unique index answers as the check before it does. */
async function uniqueRegistration<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'vehicles_org_registration_key')
      throw conflict(FLEET_MESSAGES.registrationTaken, 'registrationNumber');
    throw error;
  }
}

export async function createVehicle(db: Executor, scope: CallerScope, input: VehicleFields): Promise<TVehicle> {
  const organizationId = requireOrg(scope);
  requireAllowed(scope, 'vehicle.create', { organizationId });
  const id = await uniqueRegistration(() =>
    db.transaction(async (tx) => {
      await requireFreeRegistration(tx, organizationId, input.registrationNumber);
      const [vehicle] = await tx
        .insert(vehicles)
        .values({ ...detailsOf(input), organizationId, status: input.status, createdBy: scope.userId })
        .returning({ id: vehicles.id });
      if (!vehicle) throw conflict('The vehicle was not registered');
      await recordAudit(tx, {
        actorUserId: scope.userId,
        organizationId,
        action: 'vehicle.created',
        entityType: 'vehicle',
        entityId: vehicle.id,
        toState: input.status,
        details: { registrationNumber: input.registrationNumber },
      });
      return vehicle.id;
    }),
  );
  return getVehicle(db, scope, id);
}

const statusRefusal = (to: string) => (state: string | null) => `This vehicle is ${state} and cannot move to ${to}`;

/** Edits the vehicle; a changed status moves through the transition runner like the toggle. */
export async function updateVehicle(
  db: Executor,
  scope: CallerScope,
  input: z.output<typeof ZVehicleUpdateInput>,
  now = new Date(),
): Promise<TVehicle> {
  const current = await vehicleFacts(db, scope, input.vehicleId);
  requireAllowed(scope, 'vehicle.update', current, now);
  const organizationId = current?.organizationId ?? '';
  await uniqueRegistration(() =>
    db.transaction(async (tx) => {
      await requireFreeRegistration(tx, organizationId, input.registrationNumber, input.vehicleId);
      await tx
        .update(vehicles)
        .set({ ...detailsOf(input), updatedAt: now })
        .where(and(eq(vehicles.id, input.vehicleId), eq(vehicles.organizationId, organizationId)));
      const audit = { actorUserId: scope.userId, organizationId };
      if (input.status !== current?.status) {
        await transition(tx, 'vehicle', input.vehicleId, {
          to: input.status,
          set: { updatedAt: now },
          refusal: statusRefusal(input.status),
          audit,
        });
      }
      await recordAudit(tx, {
        ...audit,
        action: 'vehicle.updated',
        entityType: 'vehicle',
        entityId: input.vehicleId,
        details: { registrationNumber: input.registrationNumber },
      });
    }),
  );
  return getVehicle(db, scope, input.vehicleId);
}

/** The toggle of spec 001 (active <-> maintenance), or any move VEHICLE_TRANSITIONS allows; 409 otherwise. */
export async function setVehicleStatus(
  db: Executor,
  scope: CallerScope,
  input: { vehicleId: string; status: TVehicle['status'] },
  now = new Date(),
): Promise<TVehicle> {
  const current = await vehicleFacts(db, scope, input.vehicleId);
  requireAllowed(scope, 'vehicle.setStatus', current, now);
  await db.transaction((tx) =>
    transition(tx, 'vehicle', input.vehicleId, {
      to: input.status,
      set: { updatedAt: now },
      where: eq(vehicles.organizationId, current?.organizationId ?? ''),
      refusal: statusRefusal(input.status),
      audit: { actorUserId: scope.userId, organizationId: current?.organizationId },
    }),
  );
  return getVehicle(db, scope, input.vehicleId);
}

/**
 * Deletes the vehicle and its blackouts: 409 while it is on an active job (the registry's rule) and for a
 * vehicle that has carried jobs, whose history keeps it (it can be set inactive).
 */
export async function deleteVehicle(
  db: Executor,
  scope: CallerScope,
  id: string,
  now = new Date(),
): Promise<{ id: string }> {
  await db.transaction(async (tx) => {
    // Locked first, so an assignment made meanwhile either lands before (and refuses this) or waits for it.
    await tx
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.id, id), visibleVehicles(scope)))
      .for('update');
    const current = await vehicleFacts(tx, scope, id);
    requireAllowed(scope, 'vehicle.delete', current, now);
    if (await hasJobHistory(tx, 'vehicle', id)) throw conflict(FLEET_MESSAGES.vehicleHasHistory);
    await deleteBlackoutsOf(tx, 'vehicle', id);
    await tx.delete(vehicles).where(eq(vehicles.id, id));
    await recordAudit(tx, {
      actorUserId: scope.userId,
      organizationId: current?.organizationId,
      action: 'vehicle.deleted',
      entityType: 'vehicle',
      entityId: id,
      fromState: current?.status ?? null,
    });
  });
  return { id };
}
