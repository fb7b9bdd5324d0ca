import { VEHICLE_DEFAULTS, vehicleInputSchema, type TVehicle, type TVehicleInput } from '@energy/domain/schemas/fleet';
import { schemaResolver, type FormErrors } from '@mantine/form';

export interface VehicleFormValues {
  registrationNumber: string;
  make: string;
  model: string;
  year: number | string;
  vehicleType: string;
  capacity: string;
  capacityUnit: string;
  status: string;
  adrCertificateNumber: string;
  adrExpiryDate: string | null;
  insurancePolicyNumber: string;
  insuranceExpiryDate: string | null;
  roadworthinessExpiry: string | null;
  fuelType: string;
  emissionStandard: string;
  gpsTrackerId: string;
  lastMaintenanceDate: string | null;
  nextMaintenanceDate: string | null;
  maintenanceNotes: string;
}

/** The tabs of the onboarding form (their names' catalogue keys) and the fields on each, in the order a user meets them. */
export const VEHICLE_TABS = {
  basic: {
    label: 'fleet.vehicleForm.tabs.basic',
    fields: ['registrationNumber', 'make', 'model', 'year', 'vehicleType', 'capacity', 'capacityUnit', 'status'],
  },
  certifications: {
    label: 'fleet.vehicleForm.tabs.certifications',
    fields: [
      'adrCertificateNumber',
      'adrExpiryDate',
      'insurancePolicyNumber',
      'insuranceExpiryDate',
      'roadworthinessExpiry',
    ],
  },
  maintenance: {
    label: 'fleet.vehicleForm.tabs.maintenance',
    fields: ['lastMaintenanceDate', 'nextMaintenanceDate', 'maintenanceNotes'],
  },
  technical: { label: 'fleet.vehicleForm.tabs.technical', fields: ['fuelType', 'emissionStandard', 'gpsTrackerId'] },
} as const satisfies Record<string, { label: string; fields: readonly (keyof VehicleFormValues)[] }>;
export type VehicleTab = keyof typeof VEHICLE_TABS;

/** The tab holding the first field with an error, in form order. */
export function firstTabWithError(errors: FormErrors): VehicleTab | null {
  const tabs = Object.entries(VEHICLE_TABS) as [VehicleTab, (typeof VEHICLE_TABS)[VehicleTab]][];
  return tabs.find(([, tab]) => tab.fields.some((field) => errors[field] !== undefined))?.[0] ?? null;
}

/** A new vehicle: the spec's defaults (liters, diesel, Euro 6, active), the rest empty. */
export const EMPTY_VEHICLE: VehicleFormValues = {
  registrationNumber: '',
  make: '',
  model: '',
  year: '',
  vehicleType: '',
  capacity: '',
  capacityUnit: VEHICLE_DEFAULTS.capacityUnit,
  status: VEHICLE_DEFAULTS.status,
  adrCertificateNumber: '',
  adrExpiryDate: null,
  insurancePolicyNumber: '',
  insuranceExpiryDate: null,
  roadworthinessExpiry: null,
  fuelType: VEHICLE_DEFAULTS.fuelType,
  emissionStandard: VEHICLE_DEFAULTS.emissionStandard,
  gpsTrackerId: '',
  lastMaintenanceDate: null,
  nextMaintenanceDate: null,
  maintenanceNotes: '',
};

/** A vehicle's fields as the form edits them. */
export function vehicleFormValues(vehicle: TVehicle): VehicleFormValues {
  return {
    registrationNumber: vehicle.registrationNumber,
    make: vehicle.make,
    model: vehicle.model,
    year: vehicle.year,
    vehicleType: vehicle.vehicleType,
    capacity: vehicle.capacity,
    capacityUnit: vehicle.capacityUnit,
    status: vehicle.status,
    adrCertificateNumber: vehicle.adrCertificateNumber ?? '',
    adrExpiryDate: vehicle.adrExpiryDate,
    insurancePolicyNumber: vehicle.insurancePolicyNumber ?? '',
    insuranceExpiryDate: vehicle.insuranceExpiryDate,
    roadworthinessExpiry: vehicle.roadworthinessExpiry,
    fuelType: vehicle.fuelType,
    emissionStandard: vehicle.emissionStandard,
    gpsTrackerId: vehicle.gpsTrackerId ?? '',
    lastMaintenanceDate: vehicle.lastMaintenanceDate,
    nextMaintenanceDate: vehicle.nextMaintenanceDate,
    maintenanceNotes: vehicle.maintenanceNotes ?? '',
  };
}

const blankToNull = (text: string) => (text.trim() === '' ? null : text);
const blankToUndefined = (text: string) => (text === '' ? undefined : text);

/** The payload of vehicle.create (and, with the id, vehicle.update): empty optional fields as null. */
export function vehiclePayload(values: VehicleFormValues): TVehicleInput {
  return {
    registrationNumber: values.registrationNumber,
    make: values.make,
    model: values.model,
    year: values.year === '' ? Number.NaN : Number(values.year),
    vehicleType: blankToUndefined(values.vehicleType) as TVehicleInput['vehicleType'],
    capacity: values.capacity,
    capacityUnit: blankToUndefined(values.capacityUnit) as TVehicleInput['capacityUnit'],
    status: values.status as TVehicleInput['status'],
    adrCertificateNumber: blankToNull(values.adrCertificateNumber),
    adrExpiryDate: values.adrExpiryDate || null,
    insurancePolicyNumber: blankToNull(values.insurancePolicyNumber),
    insuranceExpiryDate: values.insuranceExpiryDate || null,
    roadworthinessExpiry: values.roadworthinessExpiry || null,
    fuelType: values.fuelType as TVehicleInput['fuelType'],
    emissionStandard: values.emissionStandard as TVehicleInput['emissionStandard'],
    gpsTrackerId: blankToNull(values.gpsTrackerId),
    lastMaintenanceDate: values.lastMaintenanceDate || null,
    nextMaintenanceDate: values.nextMaintenanceDate || null,
    maintenanceNotes: blankToNull(values.maintenanceNotes),
  };
}

/** Valid stand-ins for the required fields, used only to let the schema's cross-field rules speak (below). */
const STAND_INS: Partial<TVehicleInput> = {
  registrationNumber: 'X',
  make: 'X',
  model: 'X',
  year: 2000,
  vehicleType: 'truck',
  capacity: '1',
  capacityUnit: 'liters',
};

/**
 * The schema's errors for the form. zod runs the year and date rules only once every field passes, so when a
 * required field is missing the rules run again with stand-ins for the failing fields: the user sees every
 * message at once (the rules themselves stay in the domain schema).
 */
export function validateVehicle(values: VehicleFormValues, now: () => Date = () => new Date()): FormErrors {
  const resolve = schemaResolver(vehicleInputSchema(now), { sync: true });
  const payload = vehiclePayload(values);
  const errors = resolve(payload);
  const failing = Object.keys(errors).filter((field) => field in STAND_INS);
  if (failing.length === 0) return errors;
  const standIns = Object.fromEntries(failing.map((field) => [field, STAND_INS[field as keyof TVehicleInput]]));
  const crossField = resolve({ ...payload, ...standIns });
  return { ...crossField, ...errors };
}
