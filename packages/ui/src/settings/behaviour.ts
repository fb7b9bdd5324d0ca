/** How the client behaves, by the spec's numbers (spec 000 §9): UI settings, not domain facts. */

/** Data never goes stale, no refetch on focus, no polling, no retries. */
export const QUERY_DEFAULTS = {
  staleTime: Number.POSITIVE_INFINITY,
  refetchOnWindowFocus: false,
  refetchInterval: false,
  retry: false,
} as const;

/** Toasts: one at a time, 5 s each, in a labelled viewport that F8 focuses; a swipe of 50 px to the right dismisses one. */
export const TOAST_CONFIG = {
  limit: 1,
  swipeThresholdPx: 50,
  durationMs: 5000,
  hotkey: 'F8',
  viewportLabel: 'Notifications',
  maxViewportWidthPx: 420,
} as const;
export const TOAST_VARIANTS = ['default', 'destructive'] as const;
export type ToastVariant = (typeof TOAST_VARIANTS)[number];

export const TOOLTIP_DELAYS = { openDelayMs: 700, skipDelayMs: 300 } as const;
