import type { TVehicle } from '@energy/domain/schemas/fleet';
import { csvExport } from '../../csv';

/** The vehicle list's export. */
export const VEHICLE_CSV = csvExport<TVehicle>('vehicles', [
  { header: 'Registration Number', value: (v) => v.registrationNumber },
  { header: 'Make', value: (v) => v.make },
  { header: 'Model', value: (v) => v.model },
  { header: 'Year', value: (v) => v.year },
  { header: 'Vehicle Type', value: (v) => v.vehicleType },
  { header: 'Capacity', value: (v) => v.capacity },
  { header: 'Capacity Unit', value: (v) => v.capacityUnit },
  { header: 'Status', value: (v) => v.status },
  { header: 'Current Driver', value: (v) => v.currentDriver?.name },
  { header: 'ADR Certificate', value: (v) => v.adrCertificateNumber },
  { header: 'ADR Expiry', value: (v) => v.adrExpiryDate },
  { header: 'Insurance Policy', value: (v) => v.insurancePolicyNumber },
  { header: 'Insurance Expiry', value: (v) => v.insuranceExpiryDate },
  { header: 'Roadworthiness Expiry', value: (v) => v.roadworthinessExpiry },
  { header: 'Fuel Type', value: (v) => v.fuelType },
  { header: 'Emission Standard', value: (v) => v.emissionStandard },
  { header: 'GPS Tracker', value: (v) => v.gpsTrackerId },
  { header: 'Last Maintenance', value: (v) => v.lastMaintenanceDate },
  { header: 'Next Maintenance', value: (v) => v.nextMaintenanceDate },
  { header: 'Created At', value: (v) => v.createdAt },
]);
