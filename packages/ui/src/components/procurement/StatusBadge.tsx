import type { RfqStatus } from '@energy/domain/constants';
import { Badge } from '@mantine/core';
import { NEUTRAL_BADGE_COLOR, PROCUREMENT_STATUS_COLORS, RFQ_STATUS_COLORS } from '../../settings/statusColors';

const title = (status: string) => status.charAt(0).toUpperCase() + status.slice(1).replace(/[_-]/g, ' ');

/** RFQ status (spec 000 §4): published yellow, quoted green, awarded blue, cancelled red, any other grey. */
export function RfqStatusBadge({ status }: { status: string }) {
  const color = status in RFQ_STATUS_COLORS ? RFQ_STATUS_COLORS[status as RfqStatus] : NEUTRAL_BADGE_COLOR;
  return <Badge color={color}>{title(status)}</Badge>;
}

/** Offer, contract, settlement and payment statuses. */
export function StatusBadge({ status, variant = 'light' }: { status: string; variant?: 'light' | 'filled' | 'outline' }) {
  return (
    <Badge color={PROCUREMENT_STATUS_COLORS[status] ?? NEUTRAL_BADGE_COLOR} variant={variant}>
      {title(status)}
    </Badge>
  );
}
