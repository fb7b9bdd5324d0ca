import type { TEscrowRelease } from '@energy/domain/schemas/fulfilment';
import { Badge, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { Translate } from '@energy/i18n/translator';
import { useTranslation } from 'react-i18next';
import { useDisplay, type Display } from '../../i18n/useDisplay';

/** The escrow's texts, as catalogue keys; the dated ones take {at}. */
export const ESCROW_TEXTS = {
  column: 'fulfilment.escrow.column',
  releasedOnReceipt: 'fulfilment.escrow.releasedOnReceipt',
  released: 'fulfilment.escrow.released',
  due: 'fulfilment.escrow.due',
  receiptAwaitingCapture: 'fulfilment.escrow.receiptAwaitingCapture',
  dueHint: 'fulfilment.escrow.dueHint',
  held: 'fulfilment.escrow.held',
} as const;

/** What an escrow without a release date shows. */
export const NO_ESCROW_RELEASE = '—';

/** The release date of an order's escrow: when it was released, or when it will be unless disputed. */
export function escrowReleaseText(t: Translate, display: Display, escrow: TEscrowRelease): string {
  if (escrow.releasedAt) {
    const at = display.dateTime(escrow.releasedAt);
    return t(escrow.receiptConfirmedAt ? ESCROW_TEXTS.releasedOnReceipt : ESCROW_TEXTS.released, { at });
  }
  // Receipt confirmed with nothing captured: nothing was released; the money goes out when it is captured.
  if (escrow.receiptConfirmedAt)
    return t(ESCROW_TEXTS.receiptAwaitingCapture, { at: display.dateTime(escrow.receiptConfirmedAt) });
  if (escrow.releaseDueAt) return t(ESCROW_TEXTS.due, { at: display.dateTime(escrow.releaseDueAt) });
  return NO_ESCROW_RELEASE;
}

/** Why the money stays in escrow (an open dispute, an unverified supplier), in the server's words. */
function EscrowHeld({ reason }: { reason: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} align="flex-start" maw={320}>
      <Badge color="orange" variant="light" leftSection={<IconLock size={12} aria-hidden />}>
        {t(ESCROW_TEXTS.held)}
      </Badge>
      <Text size="xs">{reason}</Text>
    </Stack>
  );
}

/** The release date of an order's escrow and, while something holds the money, why. */
export function EscrowRelease({ escrow }: { escrow: TEscrowRelease }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const pending = !escrow.releasedAt && !escrow.receiptConfirmedAt && escrow.releaseDueAt !== null;
  return (
    <Stack gap={4}>
      <Text
        size="sm"
        c={escrow.releaseDueAt ? undefined : 'dimmed'}
        title={pending ? t(ESCROW_TEXTS.dueHint) : undefined}
      >
        {escrowReleaseText(t, display, escrow)}
      </Text>
      {escrow.heldReason && <EscrowHeld reason={escrow.heldReason} />}
    </Stack>
  );
}
