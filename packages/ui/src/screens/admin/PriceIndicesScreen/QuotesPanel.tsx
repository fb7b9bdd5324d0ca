import type { TPriceIndex } from '@energy/domain/schemas/pricing';
import { Group, Paper, ScrollArea, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartPlace } from '../../../components/charts/ChartPlace';
import { LineChart } from '../../../components/charts/lazyCharts';
import { QueryState } from '../../../components/fulfilment/QueryState';
import { useDisplay } from '../../../i18n/useDisplay';
import { trpc } from '../../../trpc';

/** The ranges offered, in days up to the index's latest quote. */
export const QUOTE_RANGES = [30, 90, 120] as const;
type QuoteRange = (typeof QUOTE_RANGES)[number];
const DAY_MS = 86_400_000;
const CHART_HEIGHT = 260;

/** The first day of a range of `days` days ending on `last` (both included). */
const rangeStart = (last: string, days: number) =>
  new Date(Date.parse(`${last}T00:00:00Z`) - (days - 1) * DAY_MS).toISOString().slice(0, 10);

/**
 * One index's quotes over the chosen range, ending on its latest quote (today before any): a line chart and the
 * table of the same quotes, newest first. A range holds at most 120 quotes, one page of the list.
 */
export function QuotesPanel({ index }: { index: TPriceIndex }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const [range, setRange] = useState<QuoteRange>(30);
  const to = index.latestDate ?? display.today();
  const from = rangeStart(to, range);
  const quotes = trpc.pricing.quotes.useQuery({ id: index.id, from, to, order: 'asc', limit: 200 });
  const rows = quotes.data?.items ?? [];
  const data = rows.map((q) => ({ day: display.day(q.date), value: Number(q.value) }));
  const valueTitle = t('admin.priceIndices.quotes.value', { unit: index.priceUnit });
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="price-index-quotes">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={2} size="h4" id="price-index-quotes">
            {t('admin.priceIndices.quotes.title', { code: index.code })}
          </Title>
          <SegmentedControl
            aria-label={t('admin.priceIndices.quotes.range')}
            value={String(range)}
            onChange={(value) => setRange(QUOTE_RANGES.find((days) => String(days) === value) ?? 30)}
            data={QUOTE_RANGES.map((days) => ({
              value: String(days),
              label: t('admin.priceIndices.quotes.days', { count: days }),
            }))}
          />
        </Group>
        <QueryState
          isPending={quotes.isPending}
          error={quotes.error}
          isEmpty={rows.length === 0}
          loadingText={t('admin.priceIndices.quotes.loading')}
          errorTitle={t('admin.priceIndices.quotes.loadFailed')}
          emptyTitle={t('admin.priceIndices.quotes.empty')}
          emptyText={t('admin.priceIndices.quotes.emptyText')}
          icon={<IconChartLine size={32} />}
        >
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {t('admin.priceIndices.quotes.chartLabel', {
                code: index.code,
                unit: index.priceUnit,
                from: display.day(from),
                to: display.day(to),
              })}
            </Text>
            <ChartPlace height={CHART_HEIGHT}>
              <LineChart
                h={CHART_HEIGHT}
                data={data}
                dataKey="day"
                curveType="linear"
                withDots={data.length <= 31}
                yAxisProps={{ domain: ['auto', 'auto'] }}
                series={[{ name: 'value', label: valueTitle, color: 'blue.6' }]}
              />
            </ChartPlace>
          </Stack>
          <ScrollArea.Autosize mah={320}>
            <Table striped stickyHeader>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin.priceIndices.quotes.date')}</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>{valueTitle}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {[...rows].reverse().map((q) => (
                  <Table.Tr key={q.id}>
                    <Table.Td>{display.day(q.date)}</Table.Td>
                    <Table.Td style={{ textAlign: 'right' }}>
                      <Text size="sm" ff="monospace">
                        {display.number(q.value, 6)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        </QueryState>
      </Stack>
    </Paper>
  );
}
