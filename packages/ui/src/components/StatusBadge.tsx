import { Badge } from '@mantine/core';
import { statusLabel, useLabels } from '../i18n/labels';
import { NEUTRAL_BADGE_COLOR, STATUS_COLORS } from '../settings/statusColors';

/** A status in English, outside React; a component reads it in the page's language with useLabels().status. */
export { statusLabel };

/**
 * Every status on every screen, colored from the one map, in the page's language. A status is never cut
 * ("CANCE…"): the badge keeps its whole label on one line and the column grows to fit it.
 */
export function StatusBadge({
  status,
  variant = 'light',
  label,
}: {
  status: string;
  variant?: 'light' | 'filled' | 'outline';
  /** A screen's own reading of the status (a tender's `accepted` reads "Bid placed"). */
  label?: string;
}) {
  const labels = useLabels();
  return (
    <Badge
      color={STATUS_COLORS[status] ?? NEUTRAL_BADGE_COLOR}
      variant={variant}
      style={{ whiteSpace: 'nowrap', overflow: 'visible', maxWidth: 'none', flexShrink: 0 }}
      styles={{ label: { overflow: 'visible', textOverflow: 'clip' } }}
    >
      {label ?? labels.status(status)}
    </Badge>
  );
}
