import { createTheme, type TooltipGroupProps, type TooltipProps } from '@mantine/core';
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
  components: {
    Tooltip: { defaultProps: { openDelay: TOOLTIP_DELAYS.openDelayMs } satisfies Partial<TooltipProps> },
    TooltipGroup: {
      defaultProps: { openDelay: TOOLTIP_DELAYS.openDelayMs, closeDelay: TOOLTIP_DELAYS.skipDelayMs } satisfies Partial<TooltipGroupProps>,
    },
  },
});
