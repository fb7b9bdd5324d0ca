import type { TOrder } from '@energy/domain/schemas/fulfilment';
import { Button, Group, Stack, Text } from '@mantine/core';
import { DeferredModal } from '../../../components/DeferredModal';
import { useMoneyMessages } from '../../../components/fulfilment/moneyMessages';
import { useTranslation } from 'react-i18next';

/** The dialog's texts, as catalogue keys (question takes {orderNumber}). */
export const RECEIPT_DIALOG_TEXTS = {
  title: 'fulfilment.receipt.title',
  question: 'fulfilment.receipt.question',
  notNow: 'fulfilment.receipt.notNow',
  confirm: 'fulfilment.receipt.confirm',
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
  const { t } = useTranslation();
  const money = useMoneyMessages();
  return (
    <DeferredModal opened={order !== null} onClose={onClose} title={t(RECEIPT_DIALOG_TEXTS.title)}>
      {order && (
        <Stack>
          <Text size="sm" fw={600}>
            {t(RECEIPT_DIALOG_TEXTS.question, { orderNumber: order.orderNumber })}
          </Text>
          <Text size="sm">{money.confirmReceipt(order)}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t(RECEIPT_DIALOG_TEXTS.notNow)}
            </Button>
            <Button color="green" loading={confirming} onClick={() => onConfirm(order)}>
              {t(RECEIPT_DIALOG_TEXTS.confirm)}
            </Button>
          </Group>
        </Stack>
      )}
    </DeferredModal>
  );
}
