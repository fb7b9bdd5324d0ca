import { startTransition, useEffect, useState } from 'react';

/**
 * Cards a phone's first render draws (the server's first frame, and the render that takes it over): about what a
 * phone's screen shows of a list under its heading and toolbar. Each card is a few dozen elements; twelve of them
 * in the frame made its first layout, React's takeover and the takeover's style pass long tasks on a phone.
 */
export const PHONE_FIRST_RENDER_ROWS = 4;

/** Cards added at each later step: a short render and commit, in a task of its own. */
export const PHONE_ROWS_PER_STEP = 4;

/**
 * How many of `total` rows a phone draws as cards now: the first few, then a few more in each later task until every
 * row is drawn (so a first page of 50 cards is never one long commit and one long style and layout pass while the
 * page starts). Where `stepping` is false (a wide screen's table) every row at once.
 */
export function useCardsDrawn(total: number, stepping: boolean): number {
  const [drawn, setDrawn] = useState(PHONE_FIRST_RENDER_ROWS);
  const more = stepping && drawn < total;
  useEffect(() => {
    if (!more) return;
    const step = setTimeout(() => startTransition(() => setDrawn((count) => count + PHONE_ROWS_PER_STEP)), 0);
    return () => clearTimeout(step);
  }, [more, drawn]);
  return stepping ? Math.min(drawn, total) : total;
}
