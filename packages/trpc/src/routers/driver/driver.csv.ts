import type { TDriver } from '@energy/domain/schemas/fleet';
import { csvExport } from '../../csv';

/** The driver list's export. */
export const DRIVER_CSV = csvExport<TDriver>('drivers', [
  { header: 'First Name', value: (d) => d.firstName },
  { header: 'Last Name', value: (d) => d.lastName },
  { header: 'Phone', value: (d) => d.phone },
  { header: 'Email', value: (d) => d.email },
  { header: 'License Number', value: (d) => d.licenseNumber },
  { header: 'License Class', value: (d) => d.licenseClass },
  { header: 'License Expiry', value: (d) => d.licenseExpiry },
  { header: 'ADR', value: (d) => d.hasADR },
  { header: 'ADR Expiry', value: (d) => d.adrExpiry },
  { header: 'HSE', value: (d) => d.hasHSE },
  { header: 'HSE Expiry', value: (d) => d.hseExpiry },
  { header: 'Rating', value: (d) => d.rating },
  { header: 'Status', value: (d) => d.status },
  { header: 'Available From', value: (d) => d.availableFrom },
  { header: 'Available Until', value: (d) => d.availableUntil },
  { header: 'Created At', value: (d) => d.createdAt },
]);
