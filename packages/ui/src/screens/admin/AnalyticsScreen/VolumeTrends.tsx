import type { TAnalyticsFunnel } from '@energy/domain/schemas/analytics';
import { LineChart } from '@mantine/charts';
import { Paper, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';

const SERIES = [
  { name: 'rfqs', label: 'RFQs created', color: 'blue.6' },
  { name: 'contracts', label: 'Contracts signed', color: 'teal.6' },
  { name: 'settlements', label: 'Settlements paid', color: 'violet.6' },
];

/** Daily RFQs, contracts and settlements over the range, one line each. */
export function VolumeTrends({ trends }: { trends: TAnalyticsFunnel['volume_trends'] }) {
  const data = trends.daily_rfqs.map((point, i) => ({
    day: dayjs(point.date).format('MMM D'),
    rfqs: point.count,
    contracts: trends.daily_contracts[i]?.count ?? 0,
    settlements: trends.daily_settlements[i]?.count ?? 0,
  }));
  const total = data.reduce((sum, point) => sum + point.rfqs + point.contracts + point.settlements, 0);
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        Volume Trends
      </Title>
      {total === 0 ? (
        <Text size="sm" c="dimmed">
          No RFQs, contracts or settlements in this range.
        </Text>
      ) : (
        <LineChart
          h={260}
          data={data}
          dataKey="day"
          withLegend
          curveType="monotone"
          withDots={data.length <= 31}
          series={SERIES}
        />
      )}
    </Paper>
  );
}
