import { dateTimeFormat } from '@energy/domain/intl';

/** Date and time in en-US, e.g. "Nov 22, 2026, 3:45 PM" (timelines, proofs of delivery). */
export function formatDateTime(iso: string | Date): string {
  return dateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
