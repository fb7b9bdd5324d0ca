/** Date and time in en-US, e.g. "Nov 22, 2026, 3:45 PM" (timelines, proofs of delivery). */
export function formatDateTime(iso: string | Date): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The value a datetime-local input shows for a moment, in the user's time zone: "2026-11-22T15:45". */
export function toDateTimeLocal(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as an ISO instant; anything unreadable is passed on for the schema to refuse. */
export function fromDateTimeLocal(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}
