import {
  ANALYTICS_REFETCH_MS,
  DEFAULT_TIME_RANGE,
  TIME_RANGES,
  type TimeRange,
} from '@energy/domain/schemas/analytics';
import { Alert, Button, Center, Group, Loader, Select, Stack, Tabs, Text } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../trpc';
import { AlertsPanel } from './AlertsPanel';
import { FunnelPanel } from './FunnelPanel';
import { SiteWaits } from './SiteWaits';
import { SlaCards } from './SlaCards';
import { VolumeTrends } from './VolumeTrends';
import { PageHeading } from '../../../components/PageHeading';

/** Spec 001 §9: a counter ticks every 60 s (minutes since the figures were loaded). */
const COUNTER_TICK_MS = 60_000;
const isTimeRange = (value: string | null): value is TimeRange =>
  (TIME_RANGES as readonly (string | null)[]).includes(value);

/** How long ago the figures were loaded, in whole minutes, ticking every minute. */
function useMinutesSince(updatedAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useInterval(() => setNow(Date.now()), COUNTER_TICK_MS, { autoInvoke: true });
  return Math.max(0, Math.floor((now - updatedAt) / COUNTER_TICK_MS));
}

/** /admin/analytics (spec 001 Analytics): time range, Refresh, and the four tabs; refetched every 30 s. */
export function AnalyticsScreen() {
  const { t } = useTranslation();
  const [timeRange, setTimeRange] = useState<TimeRange>(DEFAULT_TIME_RANGE);
  const analytics = trpc.analytics.funnel.useQuery({ timeRange }, { refetchInterval: ANALYTICS_REFETCH_MS });
  const minutes = useMinutesSince(analytics.dataUpdatedAt);
  const data = analytics.data;

  return (
    <Stack gap="lg">
      <PageHeading
        title={t('admin.analytics.title')}
        subtitle={t('admin.analytics.subtitle')}
        actions={
          <Group align="flex-end">
            {data && (
              <Text size="sm" c="dimmed">
                {minutes === 0
                  ? t('admin.analytics.updatedJustNow')
                  : t('admin.analytics.updatedMinutesAgo', { minutes })}
              </Text>
            )}
            <Select
              label={t('admin.analytics.timeRange')}
              w={170}
              allowDeselect={false}
              value={timeRange}
              data={TIME_RANGES.map((value) => ({ value, label: t(`admin.analytics.timeRanges.${value}`) }))}
              onChange={(value) => isTimeRange(value) && setTimeRange(value)}
            />
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              loading={analytics.isFetching}
              onClick={() => void analytics.refetch()}
            >
              {t('admin.analytics.refresh')}
            </Button>
          </Group>
        }
        actionsAlign="flex-end"
      />
      {analytics.isPending && (
        <Center py="xl">
          <Group gap="sm">
            <Loader size="sm" />
            <Text>{t('admin.analytics.loading')}</Text>
          </Group>
        </Center>
      )}
      {analytics.isError && !data && (
        <Alert color="red" title={t('admin.analytics.loadFailed')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{analytics.error.message || t('admin.analytics.fetchFailed')}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => void analytics.refetch()}>
              {t('admin.analytics.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {data && (
        <Tabs defaultValue="overview" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="overview">{t('admin.analytics.tabs.overview')}</Tabs.Tab>
            <Tabs.Tab value="funnel">{t('admin.analytics.tabs.funnel')}</Tabs.Tab>
            <Tabs.Tab value="sla">{t('admin.analytics.tabs.sla')}</Tabs.Tab>
            <Tabs.Tab value="alerts">
              {data.alerts.length > 0
                ? t('admin.analytics.tabs.alertsCount', { count: data.alerts.length })
                : t('admin.analytics.tabs.alerts')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="overview" pt="md">
            <Stack>
              <VolumeTrends trends={data.volume_trends} />
              <SlaCards sla={data.sla_performance} />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="funnel" pt="md">
            <FunnelPanel stages={data.funnel_conversion} overall={data.overall_conversion} />
          </Tabs.Panel>
          <Tabs.Panel value="sla" pt="md">
            <Stack>
              <SlaCards sla={data.sla_performance} />
              <SiteWaits waits={data.site_waits} />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="alerts" pt="md">
            <AlertsPanel alerts={data.alerts} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
