import type { TAnalyticsFunnel } from '@energy/domain/schemas/analytics';
import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDisplay } from '../../../i18n/useDisplay';

/** The waits carriers measured at delivery sites in the range: discharges, the average wait, demurrage hours. */
export function SiteWaits({ waits }: { waits: TAnalyticsFunnel['site_waits'] }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const title = t('admin.analytics.siteWaits.title');
  return (
    <Paper withBorder radius="md" p="md" aria-label={title}>
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {title}
        </Text>
        <Text size="sm">
          {waits.sample === 0 || waits.avg_wait_minutes === null
            ? t('admin.analytics.siteWaits.none')
            : t('admin.analytics.siteWaits.summary', {
                sample: waits.sample,
                wait: display.unit(waits.avg_wait_minutes, 'minute'),
                hours: display.unit(waits.demurrage_hours, 'hour'),
              })}
        </Text>
      </Stack>
    </Paper>
  );
}
