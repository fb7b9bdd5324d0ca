import { NEUTRAL_BADGE_COLOR } from '@energy/domain/constants';
import { Badge } from '@mantine/core';

/** Order, shipment and payment statuses (spec 001 §4): the spec names no colours, so they read by meaning. */
const STATUS_COLORS: Record<string, string> = {
  created: 'gray',
  confirmed: 'blue',
  allocated: 'indigo',
  tendered: 'yellow',
  accepted: 'blue',
  in_transit: 'cyan',
  delivered: 'teal',
  pod_confirmed: 'green',
  completed: 'green',
  cancelled: 'red',
  pending: 'yellow',
  processing: 'orange',
  captured: 'violet',
  failed: 'red',
  refunded: 'gray',
};

const LABELS: Record<string, string> = { pod_confirmed: 'POD Confirmed', in_transit: 'In Transit' };

/** "pod_confirmed" reads "POD Confirmed", "in_transit" reads "In Transit", others are capitalised. */
export const statusLabel = (status: string): string =>
  LABELS[status] ?? status.charAt(0).toUpperCase() + status.slice(1).replace(/[_-]/g, ' ');

export function FulfilmentStatusBadge({ status, variant = 'light' }: { status: string; variant?: 'light' | 'outline' }) {
  return (
    <Badge color={STATUS_COLORS[status] ?? NEUTRAL_BADGE_COLOR} variant={variant}>
      {statusLabel(status)}
    </Badge>
  );
}
