import type { TAuditEntry } from '@energy/domain/schemas/admin-console';
import { csvExport } from '../../csv';

/** The audit log viewer's export: the rows of the view, every page. */
export const AUDIT_LOG_CSV = csvExport<TAuditEntry>('audit-log', [
  { header: 'Time', value: (e) => e.at },
  { header: 'Action', value: (e) => e.action },
  { header: 'Record Type', value: (e) => e.entityType },
  { header: 'Record', value: (e) => e.entityId },
  { header: 'From State', value: (e) => e.fromState },
  { header: 'To State', value: (e) => e.toState },
  { header: 'Actor', value: (e) => e.actorName },
  { header: 'Actor Id', value: (e) => e.actorUserId },
  { header: 'Organization', value: (e) => e.organizationName },
  { header: 'Organization Id', value: (e) => e.organizationId },
  { header: 'Address', value: (e) => e.address },
  { header: 'Details', value: (e) => e.details },
]);
