import { createTheme, type SkeletonProps, type TooltipGroupProps, type TooltipProps } from '@mantine/core';
import { TOOLTIP_DELAYS } from './settings/behaviour';

/**
 * The platform theme. Tooltips open after the spec's delay; inside a Tooltip.Group the close delay is the
 * window in which the next tooltip opens at once (the spec's "skip delay").
 *
 * Plain theme entries, not `Tooltip.extend(...)`: that import would put the tooltip and floating-ui (about
 * 13 KB gzip) into the sign-in page's JavaScript, which shows no tooltip.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  // Filled badges and buttons pick black or white text, whichever contrasts more with their color
  // (0.179 is the luminance at which both give the same contrast, so either choice is at least 4.58:1).
  autoContrast: true,
  luminanceThreshold: 0.179,
  // One shade for filled colours in both schemes: Mantine picks the black or white text of a filled button from the
  // light scheme's shade, and on the dark scheme's default (8) the black it picks for blue read 4.2:1.
  primaryShade: { light: 6, dark: 6 },
  components: {
    // A badge is as wide as its words: Mantine's default caps it at its box and cuts the label
    // with an ellipsis ("Held in escrow" read "Held in esc…" in a table cell); it stays whole and the cell grows.
    Badge: {
      styles: {
        root: { maxWidth: 'none', flexShrink: 0, overflow: 'visible' },
        label: { overflow: 'visible', textOverflow: 'clip' },
      },
    },
    // The icon-only close buttons of notices and dialogs need a name for screen readers (axe: button-name).
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notice' } } },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    // Clearable fields' icon-only clear buttons, likewise.
    DateInput: { defaultProps: { clearButtonProps: { 'aria-label': 'Clear date' } } },
    Select: { defaultProps: { clearButtonProps: { 'aria-label': 'Clear selection' } } },
    // Mantine keeps every Select's option list in the page, hidden, and floating-ui measures its position when it
    // mounts: a forced style and layout pass per field on every screen with a filter (20 ms of /rfq's first
    // render on a fast machine, 80 under Lighthouse's phone). Mounted on opening instead, it is measured only then.
    Combobox: { defaultProps: { keepMounted: false } },
    // Loading skeletons hold still: a list's six pulsing rows repainted every frame while the page was starting,
    // taking the CPU from it where compositing is not on a GPU (Lighthouse's phone on /rfq, Total
    // Blocking Time 464-613 ms pulsing against 72-261 ms still, side by side). The loading text and aria-busy
    // beside them say the list is on its way.
    Skeleton: { defaultProps: { animate: false } satisfies Partial<SkeletonProps> },
    Tooltip: { defaultProps: { openDelay: TOOLTIP_DELAYS.openDelayMs } satisfies Partial<TooltipProps> },
    TooltipGroup: {
      defaultProps: {
        openDelay: TOOLTIP_DELAYS.openDelayMs,
        closeDelay: TOOLTIP_DELAYS.skipDelayMs,
      } satisfies Partial<TooltipGroupProps>,
    },
  },
});
