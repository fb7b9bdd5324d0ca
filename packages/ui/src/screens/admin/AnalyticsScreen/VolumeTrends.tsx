import type { TAnalyticsFunnel } from '@energy/domain/schemas/analytics';
import { dateTimeFormat } from '@energy/domain/intl';
import { Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChartPlace } from '../../../components/charts/ChartPlace';
import { LineChart } from '../../../components/charts/lazyCharts';
import { useDisplay } from '../../../i18n/useDisplay';

const CHART_HEIGHT = 260;

const SERIES = [
  { name: 'rfqs', label: 'admin.analytics.volume.rfqs', color: 'blue.6' },
  { name: 'contracts', label: 'admin.analytics.volume.contracts', color: 'teal.6' },
  { name: 'settlements', label: 'admin.analytics.volume.settlements', color: 'violet.6' },
] as const;

/** Daily RFQs, contracts and settlements over the range, one line each. */
export function VolumeTrends({ trends }: { trends: TAnalyticsFunnel['volume_trends'] }) {
  const { t } = useTranslation();
  const { locale } = useDisplay();
  // A day of the range ("Nov 22"), the same day in every zone.
  const dayFormat = dateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const data = trends.daily_rfqs.map((point, i) => ({
    day: dayFormat.format(new Date(`${point.date.slice(0, 10)}T00:00:00Z`)),
    rfqs: point.count,
    contracts: trends.daily_contracts[i]?.count ?? 0,
    settlements: trends.daily_settlements[i]?.count ?? 0,
  }));
  const total = data.reduce((sum, point) => sum + point.rfqs + point.contracts + point.settlements, 0);
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {t('admin.analytics.volume.title')}
      </Title>
      {total === 0 ? (
        <Text size="sm" c="dimmed">
          {t('admin.analytics.volume.none')}
        </Text>
      ) : (
        <ChartPlace height={CHART_HEIGHT}>
          <LineChart
            h={CHART_HEIGHT}
            data={data}
            dataKey="day"
            withLegend
            curveType="monotone"
            withDots={data.length <= 31}
            series={SERIES.map((series) => ({ ...series, label: t(series.label) }))}
          />
        </ChartPlace>
      )}
    </Paper>
  );
}
