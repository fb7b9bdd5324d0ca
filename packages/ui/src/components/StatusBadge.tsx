import { SETTLEMENT_MESSAGES } from '@energy/domain/schemas/contract';
import { Badge } from '@mantine/core';
import { NEUTRAL_BADGE_COLOR, STATUS_COLORS } from '../settings/statusColors';

const LABELS: Record<string, string> = {
  pod_confirmed: 'POD Confirmed',
  in_transit: 'In Transit',
  awaiting_confirmation: SETTLEMENT_MESSAGES.awaitingConfirmation,
};

/** "pod_confirmed" reads "POD Confirmed", "in_transit" reads "In Transit", others are capitalised. */
export const statusLabel = (status: string): string =>
  LABELS[status] ?? status.charAt(0).toUpperCase() + status.slice(1).replace(/[_-]/g, ' ');

/**
 * Every status on every screen, colored from the one map. A status is never cut ("CANCE…"): the badge
 * keeps its whole label on one line and the column grows to fit it.
 */
export function StatusBadge({
  status,
  variant = 'light',
  label,
}: {
  status: string;
  variant?:
    | 'light'
    | 'filled'
    | 'outline' /** A screen's own reading of the status (a tender's `accepted` reads "Bid placed"). */;
  label?: string;
}) {
  return (
    <Badge
      color={STATUS_COLORS[status] ?? NEUTRAL_BADGE_COLOR}
      variant={variant}
      style={{ whiteSpace: 'nowrap', overflow: 'visible', maxWidth: 'none', flexShrink: 0 }}
      styles={{ label: { overflow: 'visible', textOverflow: 'clip' } }}
    >
      {label ?? statusLabel(status)}
    </Badge>
  );
}
