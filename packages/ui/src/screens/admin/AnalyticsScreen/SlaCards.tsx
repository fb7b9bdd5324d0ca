import type { SlaMetric, SlaStatus, TAnalyticsFunnel } from '@energy/domain/schemas/analytics';
import { Badge, Paper, SimpleGrid, Stack, Text } from '@mantine/core';

const TITLES: Record<SlaMetric, string> = {
  tender_accept_time_avg: 'Avg Tender Accept Time',
  on_time_percentage: 'On-Time Delivery',
  demurrage_minutes_avg: 'Avg Demurrage',
};
const UNITS = { hours: ' h', percent: '%', minutes: ' min' } as const;
export const SLA_COLORS: Record<SlaStatus, string> = { good: 'green', warning: 'yellow', critical: 'red' };
const STATUS_LABELS: Record<SlaStatus, string> = { good: 'Good', warning: 'Warning', critical: 'Critical' };
const DEFINITIONS: Record<SlaMetric, string> = {
  tender_accept_time_avg: 'Tender opened to first carrier bid',
  on_time_percentage: 'Arrived no later than estimated',
  demurrage_minutes_avg: 'Waiting at delivery beyond a 2-hour allowance',
};

type Figure = TAnalyticsFunnel['sla_performance'][SlaMetric];

function SlaCard({ metric, figure }: { metric: SlaMetric; figure: Figure }) {
  const unit = UNITS[figure.unit];
  const better = metric === 'on_time_percentage' ? '≥' : '≤';
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      aria-label={TITLES[metric]}
      style={figure.status ? { borderColor: `var(--mantine-color-${SLA_COLORS[figure.status]}-5)` } : undefined}
    >
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {TITLES[metric]}
        </Text>
        <Text fz={28} fw={700}>
          {figure.value === null ? '—' : `${figure.value}${unit}`}
        </Text>
        {figure.status ? (
          <Badge color={SLA_COLORS[figure.status]} variant="light">
            {STATUS_LABELS[figure.status]}
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            No data
          </Badge>
        )}
        <Text size="xs" c="dimmed">
          Target {better} {figure.target}
          {unit}, warning {better} {figure.warning}
          {unit} · {figure.sample} measured
        </Text>
        <Text size="xs" c="dimmed">
          {DEFINITIONS[metric]}
        </Text>
      </Stack>
    </Paper>
  );
}

/** The three SLAs against the spec's targets, colored good, warning or critical. */
export function SlaCards({ sla }: { sla: TAnalyticsFunnel['sla_performance'] }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }}>
      {(Object.keys(TITLES) as SlaMetric[]).map((metric) => (
        <SlaCard key={metric} metric={metric} figure={sla[metric]} />
      ))}
    </SimpleGrid>
  );
}
