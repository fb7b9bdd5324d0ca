import type { BlackoutEntityType } from '@energy/domain/constants';
import dayjs from 'dayjs';

/** Which kinds of record are blacked out on each day (`YYYY-MM-DD`), from start to end inclusive. */
export function blackoutDays(
  blackouts: readonly { entityType: BlackoutEntityType; startDate: string; endDate: string }[],
): Map<string, Set<BlackoutEntityType>> {
  const days = new Map<string, Set<BlackoutEntityType>>();
  for (const blackout of blackouts) {
    const end = dayjs(blackout.endDate);
    for (let day = dayjs(blackout.startDate); !day.isAfter(end, 'day'); day = day.add(1, 'day')) {
      const key = day.format('YYYY-MM-DD');
      const kinds = days.get(key) ?? new Set<BlackoutEntityType>();
      kinds.add(blackout.entityType);
      days.set(key, kinds);
    }
  }
  return days;
}

/** Calendar colors (and their legend's catalogue keys): one per kind, a third where both fall on the same day. */
export const BLACKOUT_COLORS = {
  vehicle: {
    label: 'fleet.blackouts.vehicleBlackout',
    background: 'var(--mantine-color-orange-1)',
    border: 'var(--mantine-color-orange-7)',
  },
  driver: {
    label: 'fleet.blackouts.driverBlackout',
    background: 'var(--mantine-color-violet-1)',
    border: 'var(--mantine-color-violet-7)',
  },
  both: {
    label: 'fleet.blackouts.bothBlackouts',
    background: 'var(--mantine-color-red-1)',
    border: 'var(--mantine-color-red-7)',
  },
} as const;

export function dayKind(kinds: Set<BlackoutEntityType> | undefined): keyof typeof BLACKOUT_COLORS | null {
  if (!kinds || kinds.size === 0) return null;
  if (kinds.size > 1) return 'both';
  return kinds.has('vehicle') ? 'vehicle' : 'driver';
}
