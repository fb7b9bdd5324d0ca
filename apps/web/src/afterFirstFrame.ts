/**
 * Settles once the server's first frame in `container` has been painted; at once when there is no frame,
 * or when the tab is hidden (a background tab paints nothing until shown, and should not wait for that).
 * requestAnimationFrame runs just before the next paint; the task queued from it runs after that paint.
 */
export function afterFirstFrame(container: HTMLElement): Promise<void> {
  if (container.childElementCount === 0 || document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
