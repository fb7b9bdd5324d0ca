import { ZOrderCancelInput, type TOrder } from '@energy/domain/schemas/fulfilment';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { showNotice } from '../../../components/notices';
import { failureMessage } from '../../../components/errors/serverFailure';
import { serverFieldErrors } from '../../../components/serverErrors';
import { trpc } from '../../../trpc';

export const CANCEL_NOTICES = {
  cancelled: 'Order Cancelled',
  cancelledText: (orderNumber: string) => `${orderNumber} has been cancelled.`,
  failed: 'Cancellation Failed',
  failedFallback: 'Failed to cancel order',
} as const;

const resolveCancel = schemaResolver(ZOrderCancelInput, { sync: true });

function CancelOrderForm({ order, onCancelled }: { order: TOrder; onCancelled: () => void }) {
  const utils = trpc.useUtils();
  const form = useForm({
    initialValues: { reason: '' },
    validate: ({ reason }) => resolveCancel({ id: order.id, reason }),
  });
  const cancel = trpc.order.cancel.useMutation({
    onSuccess: () => {
      showNotice({ title: CANCEL_NOTICES.cancelled, message: CANCEL_NOTICES.cancelledText(order.orderNumber) });
      void utils.order.list.invalidate();
      void utils.shipment.invalidate();
      void utils.payment.invalidate();
      onCancelled();
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, ['reason']));
      showNotice({
        title: CANCEL_NOTICES.failed,
        message: failureMessage(error, CANCEL_NOTICES.failedFallback),
        variant: 'destructive',
      });
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit(({ reason }) => cancel.mutate({ id: order.id, reason }))}>
      <Stack>
        <Text size="sm">
          Cancel {order.orderNumber}? Any tendered shipment is withdrawn and money held in escrow is refunded.
        </Text>
        <Textarea label="Reason" withAsterisk rows={3} {...form.getInputProps('reason')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancelled}>
            Keep Order
          </Button>
          <Button type="submit" color="red" loading={cancel.isPending}>
            Confirm Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Buyer or supplier cancels an order before its goods move, giving a reason. */
export function CancelOrderModal({ order, onClose }: { order: TOrder | null; onClose: () => void }) {
  return (
    <Modal opened={order !== null} onClose={onClose} title="Cancel Order">
      {order && <CancelOrderForm order={order} onCancelled={onClose} />}
    </Modal>
  );
}
