import type { TAssignment, TJob } from '@energy/domain/schemas/fleet';
import { csvExport } from '../../csv';

/** The job list's export. */
export const JOB_CSV = csvExport<TJob>('jobs', [
  { header: 'Job Number', value: (j) => j.jobNumber },
  { header: 'Shipment Number', value: (j) => j.shipmentNumber },
  { header: 'Title', value: (j) => j.title },
  { header: 'Status', value: (j) => j.status },
  { header: 'Priority', value: (j) => j.priority },
  { header: 'Origin', value: (j) => j.origin },
  { header: 'Destination', value: (j) => j.destination },
  { header: 'Scheduled Date', value: (j) => j.scheduledDate },
  { header: 'Estimated Duration', value: (j) => j.estimatedDuration },
  { header: 'Client', value: (j) => j.clientCompany },
  { header: 'Driver', value: (j) => j.driver?.name },
  { header: 'Vehicle', value: (j) => j.vehicle?.label },
  { header: 'Actual Start', value: (j) => j.actualStartTime },
  { header: 'Estimated Completion', value: (j) => j.estimatedCompletion },
  { header: 'Current Location', value: (j) => j.currentLocation?.text },
  { header: 'Overdue', value: (j) => j.overdue },
  { header: 'Progress (%)', value: (j) => j.progress },
  { header: 'Last Update', value: (j) => j.lastUpdate },
]);

/** The assignment list's export. */
export const ASSIGNMENT_CSV = csvExport<TAssignment>('assignments', [
  { header: 'Driver', value: (a) => a.driverName },
  { header: 'Vehicle', value: (a) => a.vehicleLabel },
  { header: 'Notes', value: (a) => a.notes },
  { header: 'Assigned At', value: (a) => a.assignedAt },
]);
