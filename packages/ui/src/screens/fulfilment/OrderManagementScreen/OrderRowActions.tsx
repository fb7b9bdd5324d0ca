import type { TOrder } from '@energy/domain/schemas/fulfilment';
import { Button, Group } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TOLERANCE_TEXTS } from '../../../components/fulfilment/DeliveredQuantity';
import type { OrderActions } from './orderActions';

/** The Delivered quantity button by tolerance status: plain within it, a warning naming a short or over delivery. */
const DELIVERY_BUTTON = {
  within: { color: 'gray', text: 'fulfilment.deliveredQuantity.open' },
  short: { color: 'orange', text: TOLERANCE_TEXTS.short },
  over: { color: 'orange', text: TOLERANCE_TEXTS.over },
} as const;

interface OrderRowActionsProps {
  order: TOrder;
  actions: OrderActions;
  confirming: boolean;
  receiving: boolean;
  onConfirm: () => void;
  onConfirmReceipt: () => void;
  onArrange: () => void;
  onCancel: () => void;
  onTrack: () => void;
  onDelivery: () => void;
}

/** An order's buttons: exactly the verbs its `allowedActions` lists (orderActionsFor), plus Track once shipped. */
export function OrderRowActions({
  order,
  actions,
  confirming,
  receiving,
  onConfirm,
  onConfirmReceipt,
  onArrange,
  onCancel,
  onTrack,
  onDelivery,
}: OrderRowActionsProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      {actions.confirm && (
        <Button size="xs" loading={confirming} onClick={onConfirm}>
          {t('fulfilment.orders.confirmOrder')}
        </Button>
      )}
      {actions.confirmReceipt && (
        <Button
          size="xs"
          color="green"
          loading={receiving}
          aria-label={t('fulfilment.orders.confirmReceiptOf', { orderNumber: order.orderNumber })}
          onClick={onConfirmReceipt}
        >
          {t('fulfilment.orders.confirmReceipt')}
        </Button>
      )}
      {order.delivery && (
        <Button
          size="xs"
          variant="light"
          color={DELIVERY_BUTTON[order.delivery.status].color}
          aria-label={t('fulfilment.deliveredQuantity.openLabel', { orderNumber: order.orderNumber })}
          onClick={onDelivery}
        >
          {t(DELIVERY_BUTTON[order.delivery.status].text)}
        </Button>
      )}
      {actions.arrangeShipment && (
        <Button size="xs" onClick={onArrange}>
          {t('fulfilment.orders.arrangeShipment')}
        </Button>
      )}
      {actions.track && (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconMapPin size={14} />}
          aria-label={t('fulfilment.orders.trackOrder', { orderNumber: order.orderNumber })}
          onClick={onTrack}
        >
          {t('fulfilment.orders.track')}
        </Button>
      )}
      {actions.cancel && (
        <Button size="xs" variant="subtle" color="red" onClick={onCancel}>
          {t('fulfilment.orders.cancelOrder')}
        </Button>
      )}
    </Group>
  );
}
