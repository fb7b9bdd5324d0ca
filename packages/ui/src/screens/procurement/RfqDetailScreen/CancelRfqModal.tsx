import type { TRfq } from '@energy/domain/schemas/rfq';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { DeferredModal } from '../../../components/DeferredModal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showNotice } from '../../../components/notices';
import { failureMessage } from '../../../components/errors/serverFailure';
import { trpc } from '../../../trpc';

export const CANCEL_NOTICES = {
  cancelled: 'procurement.cancelRfq.cancelled',
  /** {rfqNumber} */
  cancelledText: 'procurement.cancelRfq.cancelledText',
  failed: 'procurement.cancelRfq.failed',
  failedFallback: 'procurement.cancelRfq.failedFallback',
} as const;

/** The buyer withdraws an RFQ before award, with an optional reason. */
export function CancelRfqModal({ rfq, opened, onClose }: { rfq: TRfq; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [reason, setReason] = useState('');
  const cancel = trpc.rfq.cancel.useMutation({
    onSuccess: () => {
      showNotice({
        title: t(CANCEL_NOTICES.cancelled),
        message: t(CANCEL_NOTICES.cancelledText, { rfqNumber: rfq.rfqNumber }),
      });
      void utils.rfq.invalidate();
      void utils.offer.list.invalidate();
      onClose();
    },
    onError: (error) =>
      showNotice({
        title: t(CANCEL_NOTICES.failed),
        message: failureMessage(error, t(CANCEL_NOTICES.failedFallback)),
        variant: 'destructive',
      }),
  });
  return (
    <DeferredModal opened={opened} onClose={onClose} title={t('procurement.rfqDetail.cancelRfq')}>
      <Stack>
        <Text>{t('procurement.cancelRfq.question', { rfqNumber: rfq.rfqNumber })}</Text>
        <Textarea
          label={t('procurement.fields.reason')}
          rows={3}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('procurement.cancelRfq.keep')}
          </Button>
          <Button
            color="red"
            loading={cancel.isPending}
            onClick={() => cancel.mutate({ id: rfq.id, ...(reason.trim() ? { reason } : {}) })}
          >
            {t('procurement.cancelRfq.confirm')}
          </Button>
        </Group>
      </Stack>
    </DeferredModal>
  );
}
