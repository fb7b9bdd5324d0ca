import { MONEY_TITLES } from '@energy/domain/escrow-messages';
import type { TPayment } from '@energy/domain/schemas/fulfilment';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { DeferredModal } from '../../../components/DeferredModal';
import { useState } from 'react';
import { useMoneyMessages } from '../../../components/fulfilment/moneyMessages';
import { useTranslation } from 'react-i18next';
import { useDisplay } from '../../../i18n/useDisplay';
import { showNotice } from '../../../components/notices';
import { failureMessage } from '../../../components/errors/serverFailure';
import { trpc } from '../../../trpc';

/** Titles of the notices; their messages follow the payment's state (packages/domain escrow-messages). */
export const PROCESS_NOTICES = {
  captured: MONEY_TITLES.captured,
  capturedAndReleased: MONEY_TITLES.capturedAndReleased,
  failed: MONEY_TITLES.failed,
  /** A catalogue key. */
  failedFallback: 'fulfilment.processPayment.failedFallback',
} as const;

function ProcessPaymentBody({ payment, onDone }: { payment: TPayment; onDone: () => void }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const money = useMoneyMessages();
  const utils = trpc.useUtils();
  // One key per opening of the dialog: a double click or a retried request cannot pay twice.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const process = trpc.payment.process.useMutation({
    onSuccess: (processed) => {
      // What happened to this payment, from the payment the server answered with: held, released at once, or declined.
      const notice = money.processed(processed);
      showNotice({
        title: notice.title,
        message: notice.message,
        ...(notice.failed ? { variant: 'destructive' as const } : {}),
      });
      void utils.payment.invalidate();
      onDone();
    },
    onError: (error) =>
      showNotice({
        title: t('fulfilment.escrowMoney.titles.failed'),
        message: failureMessage(error, t(PROCESS_NOTICES.failedFallback)),
        variant: 'destructive',
      }),
  });
  const confirm = () => {
    if (!process.isPending) process.mutate({ id: payment.id, amount: payment.amount, idempotencyKey });
  };
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('fulfilment.processPayment.forOrder', {
          paymentNumber: payment.paymentNumber,
          orderNumber: payment.orderNumber,
        })}
      </Text>
      <Stack gap={0}>
        <Text size="xs" c="dimmed" fw={600}>
          {t('fulfilment.payments.amount')}
        </Text>
        <Text size="xl" fw={700}>
          {display.money(payment.amount, payment.currency)}
        </Text>
      </Stack>
      <Text size="sm">{money.processPayment(payment)}</Text>
      {payment.status === 'failed' && payment.failureReason && (
        <Alert color="red" title={t('fulfilment.processPayment.lastFailed')}>
          {payment.failureReason}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('fulfilment.processPayment.notNow')}
        </Button>
        <Button color="green" loading={process.isPending} onClick={confirm}>
          {t('fulfilment.processPayment.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Finance captures a pending (or retries a failed) payment into escrow. */
export function ProcessPaymentModal({ payment, onClose }: { payment: TPayment | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <DeferredModal opened={payment !== null} onClose={onClose} title={t('fulfilment.processPayment.title')}>
      {payment && <ProcessPaymentBody payment={payment} onDone={onClose} />}
    </DeferredModal>
  );
}
