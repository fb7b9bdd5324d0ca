import { en } from '@energy/i18n/messages/en/screens';
import { EXPIRY_WARNING_DAYS } from '@energy/domain/constants';
import { Badge, Group, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useDisplay } from '../../i18n/useDisplay';

/** The English texts (tests read them); the badge speaks the user's language. */
export const EXPIRY_TEXTS = {
  ...en.fleet.expiry,
  expiresIn: (days: number) => (days === 0 ? 'Expires today' : `Expires in ${days} ${days === 1 ? 'day' : 'days'}`),
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
  const { t } = useTranslation();
  const display = useDisplay();
  const state = expiryState(day);
  if (state.kind === 'none' || !day)
    return (
      <Text size="sm" c="dimmed">
        {t('fleet.expiry.none')}
      </Text>
    );
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm">{display.day(day)}</Text>
      {state.kind === 'expired' && (
        <Badge color="red" variant="light">
          {t('fleet.expiry.expired')}
        </Badge>
      )}
      {state.kind === 'warning' && (
        <Badge color="orange" variant="light">
          {state.days === 0 ? t('fleet.expiry.expiresToday') : t('fleet.expiry.expiresIn', { days: state.days })}
        </Badge>
      )}
    </Group>
  );
}
