import type { TBlackout } from '@energy/domain/schemas/fleet';
import { csvExport } from '../../csv';

/** The blackout list's export. */
export const BLACKOUT_CSV = csvExport<TBlackout>('blackout-dates', [
  { header: 'Entity Type', value: (b) => b.entityType },
  { header: 'Vehicle or Driver', value: (b) => b.entityLabel },
  { header: 'Start Date', value: (b) => b.startDate },
  { header: 'End Date', value: (b) => b.endDate },
  { header: 'Reason', value: (b) => b.reason },
  { header: 'Description', value: (b) => b.description },
  { header: 'Recurring', value: (b) => b.isRecurring },
  { header: 'Created At', value: (b) => b.createdAt },
]);
