import type { TRfq } from '@energy/domain/schemas/rfq';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { showNotice } from '../../../components/notices';
import { failureMessage } from '../../../components/errors/serverFailure';
import { trpc } from '../../../trpc';

export const CANCEL_NOTICES = {
  cancelled: 'RFQ Cancelled',
  cancelledText: (rfqNumber: string) => `${rfqNumber} has been cancelled; its pending offers are declined.`,
  failed: 'Error Cancelling RFQ',
  failedFallback: 'Failed to cancel RFQ',
} as const;

/** The buyer withdraws an RFQ before award, with an optional reason. */
export function CancelRfqModal({ rfq, opened, onClose }: { rfq: TRfq; opened: boolean; onClose: () => void }) {
  const utils = trpc.useUtils();
  const [reason, setReason] = useState('');
  const cancel = trpc.rfq.cancel.useMutation({
    onSuccess: () => {
      showNotice({ title: CANCEL_NOTICES.cancelled, message: CANCEL_NOTICES.cancelledText(rfq.rfqNumber) });
      void utils.rfq.invalidate();
      void utils.offer.list.invalidate();
      onClose();
    },
    onError: (error) =>
      showNotice({
        title: CANCEL_NOTICES.failed,
        message: failureMessage(error, CANCEL_NOTICES.failedFallback),
        variant: 'destructive',
      }),
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Cancel RFQ">
      <Stack>
        <Text>Cancel {rfq.rfqNumber}? Suppliers can no longer quote on it and pending offers are declined.</Text>
        <Textarea label="Reason" rows={3} value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep RFQ
          </Button>
          <Button
            color="red"
            loading={cancel.isPending}
            onClick={() => cancel.mutate({ id: rfq.id, ...(reason.trim() ? { reason } : {}) })}
          >
            Confirm Cancel
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
