import { statusLabel } from '../StatusBadge';

/** A filter over a status field: its values as the badges read them. */
export function statusFilter<K extends string, V extends string>(key: K, label: string, statuses: readonly V[]) {
  return { key, label, options: statuses.map((value) => ({ value, label: statusLabel(value) })) };
}
