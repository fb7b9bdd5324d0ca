import type { TBlackout } from '@energy/domain/schemas/fleet';
import { Box, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Calendar } from '@mantine/dates';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BLACKOUT_COLORS, blackoutDays, dayKind } from './blackoutDays';

function Swatch({ kind }: { kind: keyof typeof BLACKOUT_COLORS }) {
  const { t } = useTranslation();
  const colors = BLACKOUT_COLORS[kind];
  return (
    <Group gap={6} wrap="nowrap">
      <Box
        w={14}
        h={14}
        style={{ background: colors.background, border: `2px solid ${colors.border}`, borderRadius: 3 }}
        aria-hidden
      />
      <Text size="xs">{t(colors.label)}</Text>
    </Group>
  );
}

/** Marks every blacked-out day from start to end inclusive, vehicles and drivers in their own colors, with a legend. */
export function BlackoutCalendar({ blackouts }: { blackouts: readonly TBlackout[] }) {
  const { t } = useTranslation();
  const days = useMemo(() => blackoutDays(blackouts), [blackouts]);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('fleet.blackouts.calendar')}>
      <Stack gap="sm" align="center">
        <Calendar
          static
          getDayProps={(date) => {
            const kind = dayKind(days.get(date));
            if (!kind) return {};
            const colors = BLACKOUT_COLORS[kind];
            return {
              style: {
                background: colors.background,
                boxShadow: `inset 0 0 0 2px ${colors.border}`,
                color: 'var(--mantine-color-black)',
              },
              'data-blackout': kind,
            };
          }}
          renderDay={(date) => {
            const kind = dayKind(days.get(date));
            return (
              <>
                {dayjs(date).date()}
                {kind && <VisuallyHidden>{t(BLACKOUT_COLORS[kind].label)}</VisuallyHidden>}
              </>
            );
          }}
        />
        <Group gap="md" justify="center" aria-label={t('fleet.blackouts.legend')}>
          <Swatch kind="vehicle" />
          <Swatch kind="driver" />
          <Swatch kind="both" />
        </Group>
      </Stack>
    </Paper>
  );
}
