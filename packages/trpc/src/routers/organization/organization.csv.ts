import type { TOrganizationMember } from '@energy/domain/schemas/invitation';
import { csvExport } from '../../csv';

/** The organization directory's export. */
export const ORGANIZATION_CSV = csvExport<{ name: string; type: string }>('organizations', [
  { header: 'Name', value: (o) => o.name },
  { header: 'Type', value: (o) => o.type },
]);

/** The members' export. */
export const MEMBER_CSV = csvExport<TOrganizationMember>('members', [
  { header: 'Name', value: (m) => m.name },
  { header: 'Username', value: (m) => m.username },
  { header: 'Email', value: (m) => m.email },
  { header: 'Role', value: (m) => m.role },
]);
