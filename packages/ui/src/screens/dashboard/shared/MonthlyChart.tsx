import { numberFormat } from '@energy/domain/intl';
import type { Currency } from '@energy/domain/money';
import { BarChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useDisplay } from '../../../i18n/useDisplay';
import { preferredCurrencyFirst, useDefaultCurrency } from '../../../session/defaultCurrency';
import { monthLabel } from './dashboardFormat';

/** Axis ticks as short numbers ("1.2M"): full money amounts ("₦1,000,000.00") were cut at the chart's left edge on a phone. */
function useAxis() {
  const { language, locale } = useDisplay();
  return useMemo(() => {
    const compact = numberFormat(language === 'en' ? 'en' : locale, { notation: 'compact', maximumFractionDigits: 1 });
    return { tickFormatter: (value: number) => compact.format(value), width: 48 } as const;
  }, [language, locale]);
}

const CURRENCY_COLORS: Record<Currency, string> = {
  NGN: 'teal.6',
  USD: 'blue.6',
  EUR: 'violet.6',
  GBP: 'orange.6',
  CAD: 'red.6',
};

/**
 * Monthly money, one bar series per currency (amounts of different currencies are never stacked or summed), the
 * user's default currency first (Settings > System) when it is among them.
 */
export function MonthlyMoneyChart({
  points,
  emptyText,
}: {
  points: { month: string; currency: Currency; amount: number }[];
  emptyText: string;
}) {
  const display = useDisplay();
  const axis = useAxis();
  const defaultCurrency = useDefaultCurrency();
  if (points.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    );
  const currencies = [...new Set(preferredCurrencyFirst(points, defaultCurrency).map((point) => point.currency))];
  const months = [...new Set(points.map((point) => point.month))].sort();
  const data = months.map((month) => ({
    month: monthLabel(month, display.locale),
    ...Object.fromEntries(
      currencies.map((currency) => [
        currency,
        (points.find((p) => p.month === month && p.currency === currency)?.amount ?? 0) / 100,
      ]),
    ),
  }));
  return (
    <BarChart
      h={220}
      data={data}
      dataKey="month"
      withLegend={currencies.length > 1}
      yAxisProps={axis}
      valueFormatter={(value) =>
        currencies.length === 1 && currencies[0]
          ? display.money(Math.round(value * 100), currencies[0])
          : display.number(value)
      }
      series={currencies.map((currency) => ({ name: currency, color: CURRENCY_COLORS[currency] }))}
    />
  );
}

/** Monthly counts, one or more series (e.g. delivered and on time). */
export function MonthlyCountChart({
  data,
  series,
  emptyText,
}: {
  data: Record<string, string | number>[];
  series: { name: string; label: string; color: string }[];
  emptyText: string;
}) {
  const display = useDisplay();
  const axis = useAxis();
  if (data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    );
  return (
    <BarChart
      h={220}
      data={data.map((point) => ({ ...point, month: monthLabel(String(point.month), display.locale) }))}
      dataKey="month"
      withLegend={series.length > 1}
      yAxisProps={axis}
      series={series}
    />
  );
}
