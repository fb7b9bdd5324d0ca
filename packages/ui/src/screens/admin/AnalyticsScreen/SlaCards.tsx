import type { SlaMetric, SlaStatus, TAnalyticsFunnel } from '@energy/domain/schemas/analytics';
import type { Translate } from '@energy/i18n/translator';
import { Badge, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDisplay, type Display } from '../../../i18n/useDisplay';

/** The metrics in the cards' order. */
const METRICS: readonly SlaMetric[] = ['tender_accept_time_avg', 'on_time_percentage', 'demurrage_minutes_avg'];
export const SLA_COLORS: Record<SlaStatus, string> = { good: 'green', warning: 'yellow', critical: 'red' };

type Figure = TAnalyticsFunnel['sla_performance'][SlaMetric];

/** A figure with its unit: hours and minutes as the language abbreviates them, a percentage as it writes it. */
function withUnit(t: Translate, display: Display, value: number, unit: Figure['unit']): string {
  if (unit === 'percent') return t('admin.analytics.sla.percent', { value });
  return display.unit(value, unit === 'hours' ? 'hour' : 'minute');
}

function SlaCard({ metric, figure }: { metric: SlaMetric; figure: Figure }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const title = t(`admin.analytics.sla.titles.${metric}`);
  const better = metric === 'on_time_percentage' ? '≥' : '≤';
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      aria-label={title}
      style={figure.status ? { borderColor: `var(--mantine-color-${SLA_COLORS[figure.status]}-5)` } : undefined}
    >
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {title}
        </Text>
        <Text fz={28} fw={700}>
          {figure.value === null ? '—' : withUnit(t, display, figure.value, figure.unit)}
        </Text>
        {figure.status ? (
          <Badge color={SLA_COLORS[figure.status]} variant="light">
            {t(`admin.analytics.sla.status.${figure.status}`)}
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            {t('admin.analytics.sla.noData')}
          </Badge>
        )}
        <Text size="xs" c="dimmed">
          {t('admin.analytics.sla.target', {
            better,
            target: withUnit(t, display, figure.target, figure.unit),
            warning: withUnit(t, display, figure.warning, figure.unit),
            sample: figure.sample,
          })}
        </Text>
        <Text size="xs" c="dimmed">
          {t(`admin.analytics.sla.definitions.${metric}`)}
        </Text>
      </Stack>
    </Paper>
  );
}

/** The three SLAs against the spec's targets, colored good, warning or critical. */
export function SlaCards({ sla }: { sla: TAnalyticsFunnel['sla_performance'] }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }}>
      {METRICS.map((metric) => (
        <SlaCard key={metric} metric={metric} figure={sla[metric]} />
      ))}
    </SimpleGrid>
  );
}
