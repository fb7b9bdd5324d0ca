import { Badge } from '@mantine/core';
import { FULFILMENT_STATUS_COLORS, NEUTRAL_BADGE_COLOR } from '../../settings/statusColors';

const LABELS: Record<string, string> = { pod_confirmed: 'POD Confirmed', in_transit: 'In Transit' };

/** "pod_confirmed" reads "POD Confirmed", "in_transit" reads "In Transit", others are capitalised. */
export const statusLabel = (status: string): string =>
  LABELS[status] ?? status.charAt(0).toUpperCase() + status.slice(1).replace(/[_-]/g, ' ');

export function FulfilmentStatusBadge({ status, variant = 'light' }: { status: string; variant?: 'light' | 'outline' }) {
  return (
    <Badge color={FULFILMENT_STATUS_COLORS[status] ?? NEUTRAL_BADGE_COLOR} variant={variant}>
      {statusLabel(status)}
    </Badge>
  );
}
