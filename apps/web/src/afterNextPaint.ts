/**
 * Settles once the page's current content has been painted; at once when the tab is hidden (a background
 * tab paints nothing until shown, and should not wait for that). requestAnimationFrame runs just before
 * the next paint; the task queued from it runs after that paint.
 */
export function afterNextPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
