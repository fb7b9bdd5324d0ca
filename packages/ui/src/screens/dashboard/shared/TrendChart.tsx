import { Text } from '@mantine/core';
import type { ComponentProps } from 'react';
import { ChartPlace } from '../../../components/charts/ChartPlace';
import { lazyNamed } from '../../../components/lazyNamed';
import type { MonthlyCountChart as DrawnCountChart, MonthlyMoneyChart as DrawnMoneyChart } from './MonthlyChart';

/** The charts' drawn height (MonthlyChart's `h`): the space is kept from the start, so nothing moves when one draws. */
const CHART_HEIGHT = 220;

/**
 * The charts load in a chunk of their own, not with the dashboards: on a phone's load they were parsed and run before
 * the page could be taken over, and each chart drew in three passes (measure, axes, bars) right after the figures.
 */
const loadCharts = () => import('./MonthlyChart');
const { Component: MoneyChart } = lazyNamed(loadCharts, 'MonthlyMoneyChart');
const { Component: CountChart } = lazyNamed(loadCharts, 'MonthlyCountChart');

function EmptyChart({ text }: { text: string }) {
  return (
    <Text size="sm" c="dimmed">
      {text}
    </Text>
  );
}

/** MonthlyChart's MonthlyMoneyChart, drawn when near the viewport; its empty text at once. */
export function MonthlyMoneyChart(props: ComponentProps<typeof DrawnMoneyChart>) {
  if (props.points.length === 0) return <EmptyChart text={props.emptyText} />;
  return (
    <ChartPlace height={CHART_HEIGHT}>
      <MoneyChart {...props} />
    </ChartPlace>
  );
}

/** MonthlyChart's MonthlyCountChart, drawn when near the viewport; its empty text at once. */
export function MonthlyCountChart(props: ComponentProps<typeof DrawnCountChart>) {
  if (props.data.length === 0) return <EmptyChart text={props.emptyText} />;
  return (
    <ChartPlace height={CHART_HEIGHT}>
      <CountChart {...props} />
    </ChartPlace>
  );
}
