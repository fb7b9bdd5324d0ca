import { Box, Text } from '@mantine/core';
import {
  startTransition,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
  type RefObject,
} from 'react';
import { lazyNamed } from '../../../components/lazyNamed';
import type { MonthlyCountChart as DrawnCountChart, MonthlyMoneyChart as DrawnMoneyChart } from './MonthlyChart';

/** The charts' drawn height (MonthlyChart's `h`): the space is kept from the start, so nothing moves when one draws. */
const CHART_HEIGHT = 220;

/**
 * The charts (@mantine/charts with recharts, redux, d3: about 470 KB of script) load in a chunk of their own, not
 * with the dashboards: on a phone's load they were parsed and run before the page could be taken over, and each
 * chart drew in three passes (measure, axes, bars) right after the figures.
 */
const loadCharts = () => import('./MonthlyChart');
const { Component: MoneyChart } = lazyNamed(loadCharts, 'MonthlyMoneyChart');
const { Component: CountChart } = lazyNamed(loadCharts, 'MonthlyCountChart');

/**
 * True once `ref`'s element is within 200 px of the viewport, and from then on: a chart below the fold (every chart of a
 * dashboard on a phone) is drawn when the user scrolls towards it. Without IntersectionObserver, at once.
 */
function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const show = () => startTransition(() => setNear(true));
    if (typeof IntersectionObserver === 'undefined') {
      show();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) show();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

/** A chart's place: its height kept, the chart drawn in it once near the viewport and loaded. */
function ChartPlace({ children }: { children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place);
  return (
    <Box ref={place} mih={CHART_HEIGHT}>
      {near && <Suspense fallback={null}>{children}</Suspense>}
    </Box>
  );
}

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
    <ChartPlace>
      <MoneyChart {...props} />
    </ChartPlace>
  );
}

/** MonthlyChart's MonthlyCountChart, drawn when near the viewport; its empty text at once. */
export function MonthlyCountChart(props: ComponentProps<typeof DrawnCountChart>) {
  if (props.data.length === 0) return <EmptyChart text={props.emptyText} />;
  return (
    <ChartPlace>
      <CountChart {...props} />
    </ChartPlace>
  );
}
