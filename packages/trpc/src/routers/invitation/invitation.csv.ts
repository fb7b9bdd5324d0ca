import type { TInvitation } from '@energy/domain/schemas/invitation';
import { csvExport } from '../../csv';

/** The open invitations' export. */
export const INVITATION_CSV = csvExport<TInvitation>('invitations', [
  { header: 'Email', value: (i) => i.email },
  { header: 'Role', value: (i) => i.role },
  { header: 'Invited By', value: (i) => i.invitedByName },
  { header: 'Created At', value: (i) => i.createdAt },
  { header: 'Expires At', value: (i) => i.expiresAt },
]);
