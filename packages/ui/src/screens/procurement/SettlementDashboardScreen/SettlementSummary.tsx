import type { TSettlementDashboard } from '@energy/domain/schemas/contract';
import {
  ColorSwatch,
  getThemeColor,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  useMantineTheme,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartPlace } from '../../../components/charts/ChartPlace';
import { DonutChart } from '../../../components/charts/lazyCharts';
import { useDisplay } from '../../../i18n/useDisplay';

const DONUT_SIZE = 150;

function SummaryCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} mt={4}>
        {children}
      </Text>
    </Paper>
  );
}

/** Total Value, Contracts, Settled, Pending, Overdue (spec 001 §3, summary). */
export function SummaryCards({ dashboard }: { dashboard: TSettlementDashboard }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const money = (minor: number) => display.money(minor, dashboard.currency);
  const { summary } = dashboard;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }}>
      <SummaryCard label={t('procurement.settlementDashboard.totalValue')}>{money(summary.totalValue)}</SummaryCard>
      <SummaryCard label={t('procurement.settlementDashboard.contracts')}>
        {display.number(summary.totalContracts)}
      </SummaryCard>
      <SummaryCard label={t('procurement.settlementDashboard.settled')}>{money(summary.settledAmount)}</SummaryCard>
      <SummaryCard label={t('procurement.settlementDashboard.pending')}>{money(summary.pendingAmount)}</SummaryCard>
      <SummaryCard label={t('procurement.settlementDashboard.overdue')}>{money(summary.overdueAmount)}</SummaryCard>
    </SimpleGrid>
  );
}

const BREAKDOWN = [
  { key: 'completed', name: 'procurement.settlementDashboard.completed', color: 'green.6' },
  { key: 'partial', name: 'procurement.settlementDashboard.partial', color: 'orange.5' },
  { key: 'pending', name: 'procurement.settlementDashboard.pending', color: 'yellow.5' },
  { key: 'overdue', name: 'procurement.settlementDashboard.overdue', color: 'red.6' },
] as const;

/** Contracts by settlement status, as a donut with a legend of color keys and counts. */
export function SettlementStatusBreakdown({ dashboard }: { dashboard: TSettlementDashboard }) {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const data = BREAKDOWN.map(({ key, name, color }) => ({
    name: t(name),
    color,
    value: dashboard.settlementStatus[key],
  }));
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={4} mb="md">
        {t('procurement.settlementDashboard.statusTitle')}
      </Title>
      <Group align="center" wrap="nowrap">
        <ChartPlace height={DONUT_SIZE} width={DONUT_SIZE}>
          <DonutChart
            data={data}
            size={DONUT_SIZE}
            thickness={24}
            withTooltip={false}
            chartLabel={dashboard.summary.totalContracts}
          />
        </ChartPlace>
        <Stack
          gap={4}
          component="ul"
          aria-label={t('procurement.settlementDashboard.legend')}
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {data.map((slice) => (
            // The swatch is the color key that ties each line to its slice of the donut.
            <Group gap="xs" wrap="nowrap" component="li" key={slice.name}>
              <ColorSwatch color={getThemeColor(slice.color, theme)} size={12} withShadow={false} aria-hidden />
              <Text size="sm">{`${slice.name}: ${slice.value}`}</Text>
            </Group>
          ))}
        </Stack>
      </Group>
    </Paper>
  );
}

/** On-time share, late and failed counts, average days to pay. */
export function PaymentPerformance({ dashboard }: { dashboard: TSettlementDashboard }) {
  const { t } = useTranslation();
  const metrics = dashboard.paymentMetrics;
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={4} mb="md">
        {t('procurement.settlementDashboard.performance')}
      </Title>
      <SimpleGrid cols={2}>
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('procurement.settlementDashboard.onTime')}
          </Text>
          <Text fw={700}>{t('procurement.settlementDashboard.onTimeValue', { value: metrics.onTimePayments })}</Text>
        </Stack>
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('procurement.settlementDashboard.late')}
          </Text>
          <Text fw={700}>{metrics.latePayments}</Text>
        </Stack>
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('procurement.settlementDashboard.failedPayments')}
          </Text>
          <Text fw={700}>{metrics.failedPayments}</Text>
        </Stack>
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('procurement.settlementDashboard.averageTime')}
          </Text>
          <Text fw={700}>
            {t('procurement.settlementDashboard.averageDays', { value: metrics.averagePaymentTime })}
          </Text>
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}
