import type { TEscrowRelease } from '@energy/domain/schemas/fulfilment';
import { Badge, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { formatDateTime } from './dateTime';

export const ESCROW_TEXTS = {
  column: 'Escrow Release',
  none: '—',
  releasedOnReceipt: (at: string) => `Released ${at} (receipt confirmed)`,
  released: (at: string) => `Released ${at}`,
  due: (at: string) => `Release due ${at}`,
  receiptAwaitingCapture: (at: string) => `Receipt confirmed ${at}: released once the payment is captured`,
  dueHint:
    'Inspection period: released when the buyer confirms receipt, or on this date if nobody disputes the delivery',
  held: 'Held in escrow',
} as const;

/** The release date of an order's escrow: when it was released, or when it will be unless disputed. */
export function escrowReleaseText(escrow: TEscrowRelease): string {
  if (escrow.releasedAt) {
    const at = formatDateTime(escrow.releasedAt);
    return escrow.receiptConfirmedAt ? ESCROW_TEXTS.releasedOnReceipt(at) : ESCROW_TEXTS.released(at);
  }
  // Receipt confirmed with nothing captured: nothing was released; the money goes out when it is captured.
  if (escrow.receiptConfirmedAt) return ESCROW_TEXTS.receiptAwaitingCapture(formatDateTime(escrow.receiptConfirmedAt));
  if (escrow.releaseDueAt) return ESCROW_TEXTS.due(formatDateTime(escrow.releaseDueAt));
  return ESCROW_TEXTS.none;
}

/** Why the money stays in escrow (an open dispute, an unverified supplier), in the server's words. */
function EscrowHeld({ reason }: { reason: string }) {
  return (
    <Stack gap={2} align="flex-start" maw={320}>
      <Badge color="orange" variant="light" leftSection={<IconLock size={12} aria-hidden />}>
        {ESCROW_TEXTS.held}
      </Badge>
      <Text size="xs">{reason}</Text>
    </Stack>
  );
}

/** The release date of an order's escrow and, while something holds the money, why. */
export function EscrowRelease({ escrow }: { escrow: TEscrowRelease }) {
  const pending = !escrow.releasedAt && !escrow.receiptConfirmedAt && escrow.releaseDueAt !== null;
  return (
    <Stack gap={4}>
      <Text size="sm" c={escrow.releaseDueAt ? undefined : 'dimmed'} title={pending ? ESCROW_TEXTS.dueHint : undefined}>
        {escrowReleaseText(escrow)}
      </Text>
      {escrow.heldReason && <EscrowHeld reason={escrow.heldReason} />}
    </Stack>
  );
}
