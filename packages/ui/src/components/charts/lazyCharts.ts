import { lazyNamed } from '../lazyNamed';

/**
 * @mantine/charts' charts from the charts' own chunk (with recharts), loaded when first drawn: each inside a ChartPlace,
 * which draws it once near the viewport, so a page whose chart is below the fold neither loads nor runs it while loading.
 */
const loadCharts = () => import('@mantine/charts');
export const { Component: LineChart } = lazyNamed(loadCharts, 'LineChart');
export const { Component: DonutChart } = lazyNamed(loadCharts, 'DonutChart');
