import { statusLabel } from '../../i18n/labels';

/**
 * A filter over a status field: its values as the badges read them. The toolbar shows each option whose label
 * is still the badge's English word in the page's language (`statusLabels`); a screen's own labels stay as given.
 */
export function statusFilter<K extends string, V extends string>(key: K, label: string, statuses: readonly V[]) {
  return {
    key,
    label,
    statusLabels: true as const,
    options: statuses.map((value) => ({ value, label: statusLabel(value) })),
  };
}
