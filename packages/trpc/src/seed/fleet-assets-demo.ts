import type { Database } from '@energy/db/client';
import { drivers, vehicles } from '@energy/db/schema/fleet';
import { users } from '@energy/db/schema/users';
import {
  ZBlackoutInput,
  ZDriverInput,
  ZVehicleInput,
  todayOf,
  type TDriverInput,
  type TVehicleInput,
} from '@energy/domain/schemas/fleet';
import { count, eq, inArray } from 'drizzle-orm';
import { createBlackout } from '../routers/blackout/blackout.service';
import { createDriver } from '../routers/driver/driver.service';
import { createVehicle } from '../routers/vehicle/vehicle.service';
import { scopeOf, type CallerScope } from '../scope';

const DAY = 86_400_000;
/** A calendar day `n` days from today (UTC). */
export const dayFromToday = (n: number) => todayOf(new Date(Date.now() + n * DAY));

/** What the fleet demo made, by name, for the tender and job seed to assign. */
export interface FleetAssets {
  carrier: CallerScope;
  rival: CallerScope;
  vehicles: Record<string, string>;
  drivers: Record<string, string>;
}

const year = new Date().getUTCFullYear();
const certified = {
  adrExpiryDate: dayFromToday(300),
  insuranceExpiryDate: dayFromToday(200),
  roadworthinessExpiry: dayFromToday(150),
};
const window = [{ availableFrom: dayFromToday(-30), availableUntil: dayFromToday(120) }];

const SWIFT_VEHICLES: (TVehicleInput & { key: string })[] = [
  {
    key: 'tanker1',
    registrationNumber: 'LAG-101-TK',
    make: 'MAN',
    model: 'TGS 33.400',
    year: year - 3,
    vehicleType: 'tanker',
    capacity: '33000',
    adrCertificateNumber: 'ADR-NG-4471',
    ...certified,
    gpsTrackerId: 'GT-1001',
  },
  {
    key: 'tanker2',
    registrationNumber: 'LAG-202-TK',
    make: 'Mercedes-Benz',
    model: 'Actros 2645',
    year: year - 2,
    vehicleType: 'tanker',
    capacity: '36000',
    adrCertificateNumber: 'ADR-NG-4472',
    ...certified,
    gpsTrackerId: 'GT-1002',
  },
  {
    key: 'truck',
    registrationNumber: 'LAG-303-TR',
    make: 'DAF',
    model: 'XF 480',
    year: year - 6,
    vehicleType: 'truck',
    capacity: '24',
    capacityUnit: 'tons',
    status: 'maintenance',
    lastMaintenanceDate: dayFromToday(-2),
    nextMaintenanceDate: dayFromToday(5),
    maintenanceNotes: 'Brake pads and clutch plate replacement',
    ...certified,
  },
  {
    key: 'van',
    registrationNumber: 'LAG-404-VN',
    make: 'Toyota',
    model: 'Hiace',
    year: year - 9,
    vehicleType: 'van',
    capacity: '1200',
    capacityUnit: 'kg',
    status: 'inactive',
    fuelType: 'gasoline',
    emissionStandard: 'Euro 4',
  },
  {
    key: 'uninsured',
    registrationNumber: 'LAG-505-TK',
    make: 'Volvo',
    model: 'FH 460',
    year: year - 4,
    vehicleType: 'tanker',
    capacity: '30000',
    adrCertificateNumber: 'ADR-NG-4475',
    ...certified,
  },
  {
    key: 'blackedOut',
    registrationNumber: 'LAG-606-FB',
    make: 'Scania',
    model: 'R 450',
    year: year - 1,
    vehicleType: 'flatbed',
    capacity: '28',
    capacityUnit: 'tons',
    ...certified,
  },
  {
    key: 'expiring',
    registrationNumber: 'ABJ-707-TK',
    make: 'Iveco',
    model: 'S-Way',
    year,
    vehicleType: 'tanker',
    capacity: '34000',
    adrCertificateNumber: 'ADR-NG-4477',
    ...certified,
    insuranceExpiryDate: dayFromToday(20),
  },
];

const SWIFT_DRIVERS: (TDriverInput & { key: string })[] = [
  {
    key: 'emeka',
    firstName: 'Emeka',
    lastName: 'Nwosu',
    phone: '+234 803 555 0101',
    email: 'emeka.nwosu@swifthaul.example',
    licenseNumber: 'LAG-DL-88231',
    licenseClass: 'E',
    licenseExpiry: dayFromToday(700),
    hasADR: true,
    adrExpiry: dayFromToday(400),
    hasHSE: true,
    hseExpiry: dayFromToday(300),
    rating: 4.8,
    availability: window,
  },
  {
    key: 'musa',
    firstName: 'Musa',
    lastName: 'Abdullahi',
    phone: '+234 803 555 0102',
    email: 'musa.abdullahi@swifthaul.example',
    licenseNumber: 'KAN-DL-55102',
    licenseClass: 'E',
    licenseExpiry: dayFromToday(500),
    hasHSE: true,
    hseExpiry: dayFromToday(200),
    rating: 4.5,
    availability: window,
  },
  {
    key: 'chidi',
    firstName: 'Chidi',
    lastName: 'Okeke',
    phone: '+234 803 555 0103',
    licenseNumber: 'ENU-DL-30417',
    licenseClass: 'E',
    licenseExpiry: dayFromToday(30),
    hasADR: true,
    adrExpiry: dayFromToday(250),
    rating: 4.1,
    availability: window,
  },
  {
    key: 'tunde',
    firstName: 'Tunde',
    lastName: 'Bakare',
    phone: '+234 803 555 0104',
    licenseNumber: 'OGN-DL-77120',
    licenseClass: 'D',
    licenseExpiry: dayFromToday(900),
    rating: 3.9,
    status: 'off_duty',
    availability: window,
  },
  {
    key: 'ibrahim',
    firstName: 'Ibrahim',
    lastName: 'Yusuf',
    phone: '+234 803 555 0105',
    licenseNumber: 'ABJ-DL-61933',
    licenseClass: 'E',
    licenseExpiry: dayFromToday(800),
    hasADR: true,
    adrExpiry: dayFromToday(365),
    hasHSE: true,
    hseExpiry: dayFromToday(365),
    rating: 4.6,
    availability: window,
  },
  {
    key: 'ngozi',
    firstName: 'Ngozi',
    lastName: 'Eze',
    phone: '+234 803 555 0106',
    licenseNumber: 'LAG-DL-90415',
    licenseClass: 'E',
    licenseExpiry: dayFromToday(600),
    hasHSE: true,
    hseExpiry: dayFromToday(180),
    rating: 4.3,
    availability: [{ availableFrom: dayFromToday(10), availableUntil: dayFromToday(60) }],
  },
];

const NORTHERN_VEHICLES: (TVehicleInput & { key: string })[] = [
  {
    key: 'n-tanker',
    registrationNumber: 'KAN-110-TK',
    make: 'MAN',
    model: 'TGX 26.510',
    year: year - 2,
    vehicleType: 'tanker',
    capacity: '40000',
    adrCertificateNumber: 'ADR-NG-9001',
    ...certified,
  },
  {
    key: 'n-truck',
    registrationNumber: 'KAD-220-TR',
    make: 'Renault',
    model: 'T 480',
    year: year - 5,
    vehicleType: 'truck',
    capacity: '20',
    capacityUnit: 'tons',
    ...certified,
  },
];
const NORTHERN_DRIVERS: (TDriverInput & { key: string })[] = [
  {
    key: 'n-aisha',
    firstName: 'Aisha',
    lastName: 'Bello',
    phone: '+234 806 555 0201',
    licenseNumber: 'KAN-DL-40011',
    licenseClass: 'E',
    licenseExpiry: dayFromToday(800),
    hasADR: true,
    adrExpiry: dayFromToday(500),
    hasHSE: true,
    hseExpiry: dayFromToday(300),
    rating: 4.7,
    availability: window,
  },
  {
    key: 'n-sule',
    firstName: 'Sule',
    lastName: 'Garba',
    phone: '+234 806 555 0202',
    licenseNumber: 'KAD-DL-40027',
    licenseClass: 'E',
    licenseExpiry: dayFromToday(600),
    hasHSE: true,
    hseExpiry: dayFromToday(250),
    rating: 4.2,
    availability: window,
  },
];

async function register(
  db: Database,
  scope: CallerScope,
  list: (TVehicleInput & { key: string })[],
  into: Record<string, string>,
) {
  for (const { key, ...fields } of list) into[key] = (await createVehicle(db, scope, ZVehicleInput.parse(fields))).id;
}
async function hire(
  db: Database,
  scope: CallerScope,
  list: (TDriverInput & { key: string })[],
  into: Record<string, string>,
) {
  for (const { key, ...fields } of list) into[key] = (await createDriver(db, scope, ZDriverInput.parse(fields))).id;
}

/**
 * Two logistics companies' vehicles (every status; one with expired insurance, one blacked out next week,
 * one whose insurance expires within the warning window), drivers (with and without ADR, one license expired,
 * one off duty, one whose availability starts later) and blackouts, through the same services as the API.
 * Expired certificates cannot be entered through the form (its pickers refuse past days), so they are aged
 * afterwards, as time would. Runs once: nothing happens when a vehicle exists.
 */
export async function seedFleetAssetsDemo(db: Database): Promise<FleetAssets | null> {
  const [existing] = await db.select({ n: count() }).from(vehicles);
  if ((existing?.n ?? 0) > 0) return null;
  const rows = await db
    .select()
    .from(users)
    .where(inArray(users.username, ['logistics', 'logistics2']));
  const s = Object.fromEntries(rows.map((u) => [u.username, scopeOf({ ...u, organizationName: null })]));
  const carrier = s.logistics;
  const rival = s.logistics2;
  if (!carrier || !rival) return null;

  const assets: FleetAssets = { carrier, rival, vehicles: {}, drivers: {} };
  await register(db, carrier, SWIFT_VEHICLES, assets.vehicles);
  await hire(db, carrier, SWIFT_DRIVERS, assets.drivers);
  await register(db, rival, NORTHERN_VEHICLES, assets.vehicles);
  await hire(db, rival, NORTHERN_DRIVERS, assets.drivers);

  const uninsured = assets.vehicles.uninsured;
  if (uninsured)
    await db
      .update(vehicles)
      .set({ insuranceExpiryDate: dayFromToday(-12) })
      .where(eq(vehicles.id, uninsured));
  const chidi = assets.drivers.chidi;
  if (chidi)
    await db
      .update(drivers)
      .set({ licenseExpiry: dayFromToday(-5) })
      .where(eq(drivers.id, chidi));

  const blackouts = [
    {
      entityType: 'vehicle',
      entityId: assets.vehicles.blackedOut,
      startDate: dayFromToday(7),
      endDate: dayFromToday(9),
      reason: 'Annual roadworthiness inspection',
      description: 'Booked at the Ikeja VIO center',
    },
    {
      entityType: 'vehicle',
      entityId: assets.vehicles.truck,
      startDate: dayFromToday(0),
      endDate: dayFromToday(4),
      reason: 'Workshop: brakes and clutch',
    },
    {
      entityType: 'driver',
      entityId: assets.drivers.ibrahim,
      startDate: dayFromToday(6),
      endDate: dayFromToday(8),
      reason: 'Annual leave',
      description: 'Family event in Abuja',
    },
    {
      entityType: 'driver',
      entityId: assets.drivers.musa,
      startDate: dayFromToday(14),
      endDate: dayFromToday(14),
      reason: 'HSE refresher training',
      isRecurring: true,
    },
  ] as const;
  for (const blackout of blackouts)
    if (blackout.entityId) await createBlackout(db, carrier, ZBlackoutInput.parse(blackout));
  const northernTruck = assets.vehicles['n-truck'];
  if (northernTruck)
    await createBlackout(
      db,
      rival,
      ZBlackoutInput.parse({
        entityType: 'vehicle',
        entityId: northernTruck,
        startDate: dayFromToday(3),
        endDate: dayFromToday(5),
        reason: 'Tyre replacement',
      }),
    );
  return assets;
}
