import { ZOrderCancelInput, type TOrder } from '@energy/domain/schemas/fulfilment';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { DeferredModal } from '../../../components/DeferredModal';
import { schemaResolver } from '@mantine/form';
import { useForm } from '../../../components/forms/useForm';
import { useTranslation } from 'react-i18next';
import { showNotice } from '../../../components/notices';
import { failureMessage } from '../../../components/errors/serverFailure';
import { serverFieldErrors } from '../../../components/serverErrors';
import { trpc } from '../../../trpc';

/** The notices, as catalogue keys (cancelledText takes {orderNumber}). */
export const CANCEL_NOTICES = {
  cancelled: 'fulfilment.cancelOrder.cancelled',
  cancelledText: 'fulfilment.cancelOrder.cancelledText',
  failed: 'fulfilment.cancelOrder.failed',
  failedFallback: 'fulfilment.cancelOrder.failedFallback',
} as const;

const resolveCancel = schemaResolver(ZOrderCancelInput, { sync: true });

function CancelOrderForm({ order, onCancelled }: { order: TOrder; onCancelled: () => void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const form = useForm({
    initialValues: { reason: '' },
    validate: ({ reason }) => resolveCancel({ id: order.id, reason }),
  });
  const cancel = trpc.order.cancel.useMutation({
    onSuccess: () => {
      showNotice({
        title: t(CANCEL_NOTICES.cancelled),
        message: t(CANCEL_NOTICES.cancelledText, { orderNumber: order.orderNumber }),
      });
      void utils.order.list.invalidate();
      void utils.shipment.invalidate();
      void utils.payment.invalidate();
      onCancelled();
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, ['reason']));
      showNotice({
        title: t(CANCEL_NOTICES.failed),
        message: failureMessage(error, t(CANCEL_NOTICES.failedFallback)),
        variant: 'destructive',
      });
    },
  });
  const reason = form.getInputProps('reason');
  return (
    <form noValidate onSubmit={form.onSubmit(({ reason }) => cancel.mutate({ id: order.id, reason }))}>
      <Stack>
        <Text size="sm">{t('fulfilment.cancelOrder.question', { orderNumber: order.orderNumber })}</Text>
        <Textarea label={t('fulfilment.fields.reason')} withAsterisk rows={3} {...reason} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancelled}>
            {t('fulfilment.cancelOrder.keep')}
          </Button>
          <Button type="submit" color="red" loading={cancel.isPending}>
            {t('fulfilment.cancelOrder.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Buyer or supplier cancels an order before its goods move, giving a reason. */
export function CancelOrderModal({ order, onClose }: { order: TOrder | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <DeferredModal opened={order !== null} onClose={onClose} title={t('fulfilment.orders.cancelOrder')}>
      {order && <CancelOrderForm order={order} onCancelled={onClose} />}
    </DeferredModal>
  );
}
