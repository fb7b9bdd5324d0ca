import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test-utils/render';
import { MonthlyCountChart, MonthlyMoneyChart } from './TrendChart';

/** A viewport the test scrolls: the charts' places it watches, and a way to bring them into view. */
function watchedViewport() {
  const watchers: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];
  class ViewportObserver {
    readonly elements: Element[] = [];
    constructor(callback: IntersectionObserverCallback) {
      watchers.push({ callback, elements: this.elements });
    }
    observe(element: Element) {
      this.elements.push(element);
    }
    disconnect() {
      this.elements.length = 0;
    }
  }
  vi.stubGlobal('IntersectionObserver', ViewportObserver);
  return {
    watched: () => watchers.flatMap((watcher) => watcher.elements),
    scrollIntoView: () =>
      act(() => {
        for (const { callback, elements } of watchers)
          callback(
            elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
            {} as IntersectionObserver,
          );
      }),
  };
}

const drawnChart = (container: HTMLElement) => container.querySelector('.mantine-BarChart-root');
const points = [{ month: '2026-11', currency: 'NGN' as const, amount: 150_000_000 }];

afterEach(() => vi.unstubAllGlobals());

describe('the dashboards’ trend charts', () => {
  it('are drawn once the user scrolls near them, not while they are out of sight', async () => {
    const viewport = watchedViewport();
    const { container } = renderScreen(<MonthlyMoneyChart points={points} emptyText="No spend yet" />);
    await waitFor(() => expect(viewport.watched()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(drawnChart(container)).toBeNull();
    viewport.scrollIntoView();
    await waitFor(() => expect(drawnChart(container)).not.toBeNull());
  });

  it('say there is nothing to draw at once, with no chart to load', () => {
    const viewport = watchedViewport();
    renderScreen(<MonthlyCountChart data={[]} series={[]} emptyText="No deliveries yet" />);
    expect(screen.getByText('No deliveries yet')).toBeInTheDocument();
    expect(viewport.watched()).toHaveLength(0);
  });

  it('are drawn at once in a browser without IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = renderScreen(<MonthlyMoneyChart points={points} emptyText="No spend yet" />);
    await waitFor(() => expect(drawnChart(container)).not.toBeNull());
  });
});
