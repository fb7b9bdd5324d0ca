import type { RequestHandler } from 'msw';
import {
  blackoutList,
  driverList,
  fleetMessages,
  vehicleDetails,
  vehicleList,
  type BlackoutFixture,
  type DriverFixture,
  type VehicleFixture,
} from './fixtures/fleetAssets';
import { mockPage, serverError, trpcMsw } from './handlers';

/** Answers that never come, for the loading states. */
const pendingForever = <T>(): Promise<T> => new Promise<T>(() => undefined);
const unavailable = () => serverError('INTERNAL_SERVER_ERROR', fleetMessages.serverUnavailable);
const forbidden = () => serverError('FORBIDDEN', fleetMessages.forbidden);

const vehicleById = (id: string): VehicleFixture =>
  vehicleList.find((vehicle) => vehicle.id === id) ?? (vehicleList[0] as VehicleFixture);
const driverById = (id: string): DriverFixture =>
  driverList.find((driver) => driver.id === id) ?? (driverList[0] as DriverFixture);
const blackoutById = (id: string): BlackoutFixture =>
  blackoutList.find((blackout) => blackout.id === id) ?? (blackoutList[0] as BlackoutFixture);
const NEW_ID = '9a0b0000-0000-4000-8000-000000000099';

/** The mock applies the filters the server would, so filter-empty states show. */
const matches = (text: string, q: string | undefined) => !q || text.toLowerCase().includes(q.toLowerCase());

export const vehicleHandlers = {
  list: (list: VehicleFixture[] = vehicleList) =>
    trpcMsw.vehicle.list.query(({ input }) =>
      mockPage(
        list.filter(
          (vehicle) =>
            (!input?.status || vehicle.status === input.status) &&
            matches(`${vehicle.registrationNumber} ${vehicle.make} ${vehicle.model}`, input?.q),
        ),
        input,
      ),
    ),
  listLoading: () => trpcMsw.vehicle.list.query(() => pendingForever()),
  listFails: () =>
    trpcMsw.vehicle.list.query(() => {
      throw unavailable();
    }),
  listForbidden: () =>
    trpcMsw.vehicle.list.query(() => {
      throw forbidden();
    }),
  byId: (details = vehicleDetails) => trpcMsw.vehicle.byId.query(() => details),
  byIdLoading: () => trpcMsw.vehicle.byId.query(() => pendingForever()),
  byIdFails: () =>
    trpcMsw.vehicle.byId.query(() => {
      throw serverError('NOT_FOUND', 'Vehicle not found');
    }),
  byIdForbidden: () =>
    trpcMsw.vehicle.byId.query(() => {
      throw forbidden();
    }),
  createSucceeds: () =>
    trpcMsw.vehicle.create.mutation(({ input }) => ({
      ...vehicleById(''),
      ...input,
      id: NEW_ID,
      capacityUnit: input.capacityUnit ?? 'liters',
      status: input.status ?? 'active',
      fuelType: input.fuelType ?? 'diesel',
      emissionStandard: input.emissionStandard ?? 'Euro 6',
      adrCertificateNumber: input.adrCertificateNumber ?? null,
      adrExpiryDate: input.adrExpiryDate ?? null,
      insurancePolicyNumber: input.insurancePolicyNumber ?? null,
      insuranceExpiryDate: input.insuranceExpiryDate ?? null,
      roadworthinessExpiry: input.roadworthinessExpiry ?? null,
      gpsTrackerId: input.gpsTrackerId ?? null,
      lastMaintenanceDate: input.lastMaintenanceDate ?? null,
      nextMaintenanceDate: input.nextMaintenanceDate ?? null,
      maintenanceNotes: input.maintenanceNotes ?? null,
      currentDriverId: null,
      currentDriver: null,
    })),
  createFails: (message = fleetMessages.registrationTaken) =>
    trpcMsw.vehicle.create.mutation(() => {
      throw serverError('CONFLICT', message, [{ path: 'registrationNumber', message }]);
    }),
  createPending: () => trpcMsw.vehicle.create.mutation(() => pendingForever()),
  createFailsSilently: () =>
    trpcMsw.vehicle.create.mutation(() => {
      throw serverError('INTERNAL_SERVER_ERROR', '');
    }),
  updateSucceeds: () =>
    trpcMsw.vehicle.update.mutation(({ input }) => {
      const { vehicleId, ...fields } = input;
      const vehicle = vehicleById(vehicleId);
      return {
        ...vehicle,
        ...fields,
        capacityUnit: fields.capacityUnit ?? vehicle.capacityUnit,
        status: fields.status ?? vehicle.status,
        fuelType: fields.fuelType ?? vehicle.fuelType,
        emissionStandard: fields.emissionStandard ?? vehicle.emissionStandard,
        adrCertificateNumber: fields.adrCertificateNumber ?? null,
        adrExpiryDate: fields.adrExpiryDate ?? null,
        insurancePolicyNumber: fields.insurancePolicyNumber ?? null,
        insuranceExpiryDate: fields.insuranceExpiryDate ?? null,
        roadworthinessExpiry: fields.roadworthinessExpiry ?? null,
        gpsTrackerId: fields.gpsTrackerId ?? null,
        lastMaintenanceDate: fields.lastMaintenanceDate ?? null,
        nextMaintenanceDate: fields.nextMaintenanceDate ?? null,
        maintenanceNotes: fields.maintenanceNotes ?? null,
      };
    }),
  setStatusSucceeds: () =>
    trpcMsw.vehicle.setStatus.mutation(({ input }) => ({ ...vehicleById(input.vehicleId), status: input.status })),
  setStatusFails: (message = '') =>
    trpcMsw.vehicle.setStatus.mutation(() => {
      throw serverError('CONFLICT', message);
    }),
  deleteSucceeds: () => trpcMsw.vehicle.delete.mutation(({ input }) => ({ id: input.vehicleId })),
  deleteFails: (message: string = fleetMessages.vehicleOnActiveJob) =>
    trpcMsw.vehicle.delete.mutation(() => {
      throw serverError('CONFLICT', message);
    }),
} satisfies Record<string, (...args: never[]) => RequestHandler>;

export const driverHandlers = {
  list: (list: DriverFixture[] = driverList) =>
    trpcMsw.driver.list.query(({ input }) =>
      mockPage(
        list.filter(
          (driver) =>
            (!input?.status || driver.status === input.status) &&
            matches(
              `${driver.firstName} ${driver.lastName} ${driver.licenseNumber} ${driver.phone ?? ''} ${driver.email ?? ''}`,
              input?.q,
            ),
        ),
        input,
      ),
    ),
  listLoading: () => trpcMsw.driver.list.query(() => pendingForever()),
  listFails: () =>
    trpcMsw.driver.list.query(() => {
      throw unavailable();
    }),
  listForbidden: () =>
    trpcMsw.driver.list.query(() => {
      throw forbidden();
    }),
  createSucceeds: () =>
    trpcMsw.driver.create.mutation(({ input }) => ({
      ...driverById(''),
      ...input,
      id: NEW_ID,
      phone: input.phone ?? null,
      email: input.email ?? null,
      licenseExpiry: input.licenseExpiry ?? null,
      hasADR: input.hasADR ?? false,
      adrExpiry: input.adrExpiry ?? null,
      hasHSE: input.hasHSE ?? false,
      hseExpiry: input.hseExpiry ?? null,
      rating: input.rating ?? 0,
      status: input.status ?? 'available',
      currentJobId: null,
      availability: input.availability ?? [],
      availableFrom: input.availability?.[0]?.availableFrom ?? null,
      availableUntil: input.availability?.[0]?.availableUntil ?? null,
    })),
  createFails: (message: string) =>
    trpcMsw.driver.create.mutation(() => {
      throw serverError('CONFLICT', message);
    }),
  updateSucceeds: () =>
    trpcMsw.driver.update.mutation(({ input }) => ({
      ...driverById(input.id),
      ...input,
      phone: input.phone ?? null,
      email: input.email ?? null,
      licenseExpiry: input.licenseExpiry ?? null,
      hasADR: input.hasADR ?? false,
      adrExpiry: input.adrExpiry ?? null,
      hasHSE: input.hasHSE ?? false,
      hseExpiry: input.hseExpiry ?? null,
      rating: input.rating ?? 0,
      status: input.status ?? 'available',
      availability: input.availability ?? [],
    })),
  deleteSucceeds: () => trpcMsw.driver.delete.mutation(({ input }) => ({ id: input.id })),
  deleteFails: (message: string) =>
    trpcMsw.driver.delete.mutation(() => {
      throw serverError('CONFLICT', message);
    }),
} satisfies Record<string, (...args: never[]) => RequestHandler>;

export const blackoutHandlers = {
  list: (list: BlackoutFixture[] = blackoutList) =>
    trpcMsw.blackout.list.query(({ input }) =>
      mockPage(
        list.filter(
          (blackout) =>
            (!input?.entityType || blackout.entityType === input.entityType) &&
            matches(`${blackout.reason} ${blackout.entityLabel}`, input?.q),
        ),
        input,
      ),
    ),
  listLoading: () => trpcMsw.blackout.list.query(() => pendingForever()),
  listFails: () =>
    trpcMsw.blackout.list.query(() => {
      throw unavailable();
    }),
  listForbidden: () =>
    trpcMsw.blackout.list.query(() => {
      throw forbidden();
    }),
  createSucceeds: () =>
    trpcMsw.blackout.create.mutation(({ input }) => ({
      ...blackoutById(''),
      ...input,
      id: NEW_ID,
      description: input.description ?? null,
      isRecurring: input.isRecurring ?? false,
      entityLabel:
        input.entityType === 'vehicle'
          ? vehicleById(input.entityId).registrationNumber
          : `${driverById(input.entityId).firstName} ${driverById(input.entityId).lastName}`,
    })),
  createFails: (message = '') =>
    trpcMsw.blackout.create.mutation(() => {
      throw serverError('BAD_REQUEST', message);
    }),
  updateSucceeds: () =>
    trpcMsw.blackout.update.mutation(({ input }) => ({
      ...blackoutById(input.id),
      ...input,
      description: input.description ?? null,
      isRecurring: input.isRecurring ?? false,
    })),
  updateFails: (message = '') =>
    trpcMsw.blackout.update.mutation(() => {
      throw serverError('CONFLICT', message);
    }),
  deleteSucceeds: () => trpcMsw.blackout.delete.mutation(({ input }) => ({ id: input.id })),
  deleteFails: (message = '') =>
    trpcMsw.blackout.delete.mutation(() => {
      throw serverError('CONFLICT', message);
    }),
} satisfies Record<string, (...args: never[]) => RequestHandler>;
