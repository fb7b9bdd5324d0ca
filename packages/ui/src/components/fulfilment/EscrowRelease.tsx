import type { TEscrowRelease } from '@energy/domain/schemas/fulfilment';
import { Text } from '@mantine/core';
import { formatDateTime } from './dateTime';

export const ESCROW_TEXTS = {
  column: 'Escrow Release',
  none: '—',
  releasedOnReceipt: (at: string) => `Released ${at} (receipt confirmed)`,
  released: (at: string) => `Released ${at}`,
  due: (at: string) => `Release due ${at}`,
  dueHint: 'Inspection period: released when the buyer confirms receipt, or on this date if nobody disputes the delivery',
} as const;

/** The release date of an order's escrow: when it was released, or when it will be unless disputed. */
export function escrowReleaseText(escrow: TEscrowRelease): string {
  if (escrow.releasedAt) {
    const at = formatDateTime(escrow.releasedAt);
    return escrow.receiptConfirmedAt ? ESCROW_TEXTS.releasedOnReceipt(at) : ESCROW_TEXTS.released(at);
  }
  if (escrow.releaseDueAt) return ESCROW_TEXTS.due(formatDateTime(escrow.releaseDueAt));
  return ESCROW_TEXTS.none;
}

export function EscrowRelease({ escrow }: { escrow: TEscrowRelease }) {
  const pending = !escrow.releasedAt && escrow.releaseDueAt !== null;
  return (
    <Text size="sm" c={escrow.releaseDueAt ? undefined : 'dimmed'} title={pending ? ESCROW_TEXTS.dueHint : undefined}>
      {escrowReleaseText(escrow)}
    </Text>
  );
}
