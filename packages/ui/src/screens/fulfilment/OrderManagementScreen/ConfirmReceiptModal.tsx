import { confirmReceiptMessage } from '@energy/domain/escrow-messages';
import type { TOrder } from '@energy/domain/schemas/fulfilment';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

export const RECEIPT_DIALOG_TEXTS = {
  title: 'Confirm Receipt',
  question: (orderNumber: string) => `Confirm that ${orderNumber} arrived as ordered?`,
  notNow: 'Not Now',
  confirm: 'Confirm Receipt',
} as const;

interface ConfirmReceiptModalProps {
  order: TOrder | null;
  confirming: boolean;
  onConfirm: (order: TOrder) => void;
  onClose: () => void;
}

/**
 * The buyer confirms receipt: the dialog says what it does to the order's money in its current state,
 * in the words of packages/domain/escrow-messages: released now, released once captured, or held.
 */
export function ConfirmReceiptModal({ order, confirming, onConfirm, onClose }: ConfirmReceiptModalProps) {
  return (
    <Modal opened={order !== null} onClose={onClose} title={RECEIPT_DIALOG_TEXTS.title}>
      {order && (
        <Stack>
          <Text size="sm" fw={600}>
            {RECEIPT_DIALOG_TEXTS.question(order.orderNumber)}
          </Text>
          <Text size="sm">{confirmReceiptMessage(order)}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {RECEIPT_DIALOG_TEXTS.notNow}
            </Button>
            <Button color="green" loading={confirming} onClick={() => onConfirm(order)}>
              {RECEIPT_DIALOG_TEXTS.confirm}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
