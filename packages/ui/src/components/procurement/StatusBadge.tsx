import { NEUTRAL_BADGE_COLOR, RFQ_STATUS_COLORS, type RfqStatus } from '@energy/domain/constants';
import { Badge } from '@mantine/core';

const title = (status: string) => status.charAt(0).toUpperCase() + status.slice(1).replace(/[_-]/g, ' ');

/** RFQ status (spec 000 §4): published yellow, quoted green, awarded blue, cancelled red, any other grey. */
export function RfqStatusBadge({ status }: { status: string }) {
  const color = status in RFQ_STATUS_COLORS ? RFQ_STATUS_COLORS[status as RfqStatus] : NEUTRAL_BADGE_COLOR;
  return <Badge color={color}>{title(status)}</Badge>;
}

/** Offer, contract, settlement and payment statuses: the spec names no colours, so they read by meaning. */
const STATUS_COLORS: Record<string, string> = {
  pending: 'yellow',
  selected: 'green',
  declined: 'red',
  accepted: 'green',
  draft: 'gray',
  signed: 'blue',
  active: 'teal',
  completed: 'green',
  cancelled: 'red',
  partial: 'orange',
  overdue: 'red',
  failed: 'red',
};

export function StatusBadge({ status, variant = 'light' }: { status: string; variant?: 'light' | 'filled' | 'outline' }) {
  return (
    <Badge color={STATUS_COLORS[status] ?? NEUTRAL_BADGE_COLOR} variant={variant}>
      {title(status)}
    </Badge>
  );
}
