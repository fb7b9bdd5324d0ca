import { createTheme, Tooltip, TooltipGroup } from '@mantine/core';
import { TOOLTIP_DELAYS } from './settings/behaviour';

/**
 * The platform theme. Tooltips open after the spec's delay; inside a Tooltip.Group the close delay is the
 * window in which the next tooltip opens at once (the spec's "skip delay").
 */
export const theme = createTheme({
  primaryColor: 'blue',
  components: {
    Tooltip: Tooltip.extend({ defaultProps: { openDelay: TOOLTIP_DELAYS.openDelayMs } }),
    TooltipGroup: TooltipGroup.extend({
      defaultProps: { openDelay: TOOLTIP_DELAYS.openDelayMs, closeDelay: TOOLTIP_DELAYS.skipDelayMs },
    }),
  },
});
