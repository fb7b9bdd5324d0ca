import { EXPIRY_WARNING_DAYS } from '@energy/domain/constants';
import { Badge, Group, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { formatDay } from './fleetLabels';

export const EXPIRY_TEXTS = {
  expired: 'Expired',
  expiresIn: (days: number) => (days === 0 ? 'Expires today' : `Expires in ${days} ${days === 1 ? 'day' : 'days'}`),
  none: 'Not recorded',
} as const;

/** How far off a day is: past (expired), within EXPIRY_WARNING_DAYS (warning), or later (fine). */
export function expiryState(
  day: string | null,
  today = dayjs(),
): { kind: 'none' | 'expired' | 'warning' | 'valid'; days: number } {
  if (!day) return { kind: 'none', days: 0 };
  const days = dayjs(day).startOf('day').diff(today.startOf('day'), 'day');
  if (days < 0) return { kind: 'expired', days };
  return { kind: days <= EXPIRY_WARNING_DAYS ? 'warning' : 'valid', days };
}

/** An expiry date with a red Expired badge once past, an orange warning within 30 days (spec 001 §9). */
export function ExpiryDate({ day }: { day: string | null }) {
  const state = expiryState(day);
  if (state.kind === 'none' || !day)
    return (
      <Text size="sm" c="dimmed">
        {EXPIRY_TEXTS.none}
      </Text>
    );
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm">{formatDay(day)}</Text>
      {state.kind === 'expired' && (
        <Badge color="red" variant="light">
          {EXPIRY_TEXTS.expired}
        </Badge>
      )}
      {state.kind === 'warning' && (
        <Badge color="orange" variant="light">
          {EXPIRY_TEXTS.expiresIn(state.days)}
        </Badge>
      )}
    </Group>
  );
}
