import { Box } from '@mantine/core';
import { startTransition, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

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

/**
 * A lazy chart's place (a component of a chunk of its own, lazyNamed): its size kept from the start, so nothing moves
 * when it draws; the chart drawn in it once near the viewport and loaded. The charts (@mantine/charts with recharts,
 * redux, d3: about 470 KB of script) are then neither loaded nor run during a page's load unless in view.
 */
export function ChartPlace({ height, width, children }: { height: number; width?: number; children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place);
  return (
    <Box ref={place} mih={height} miw={width}>
      {near && <Suspense fallback={null}>{children}</Suspense>}
    </Box>
  );
}
