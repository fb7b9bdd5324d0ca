import type { TOrder } from '@energy/domain/schemas/fulfilment';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { DeferredModal } from '../../../components/DeferredModal';
import { useTranslation } from 'react-i18next';
import { RaiseDisputeButton } from '../../../components/admin/RaiseDisputeButton';
import { canDo } from '../../../components/allowedActions';
import { DeliveredQuantity } from '../../../components/fulfilment/DeliveredQuantity';

interface OrderDeliveryModalProps {
  order: TOrder | null;
  accepting: boolean;
  onAccept: (order: TOrder) => void;
  onClose: () => void;
}

/**
 * What was delivered and what it costs: the settled quantity and its tolerance status, the final invoice. A short or
 * over delivery the buyer has not answered holds the money: Accept quantity (order.acceptQuantity, when the server
 * lists it) or raise a dispute on the order.
 */
export function OrderDeliveryModal({ order, accepting, onAccept, onClose }: OrderDeliveryModalProps) {
  const { t } = useTranslation();
  const mayAccept = order !== null && canDo(order, 'order.acceptQuantity');
  return (
    <DeferredModal opened={order !== null} onClose={onClose} title={t('fulfilment.deliveredQuantity.title')}>
      {order && (
        <Stack>
          <DeliveredQuantity order={order} />
          {mayAccept && (
            <>
              <Alert color="orange">{t('fulfilment.deliveredQuantity.mustAnswer')}</Alert>
              <Group justify="flex-end">
                <RaiseDisputeButton relatedEntityType="order" relatedEntityId={order.id} label={order.orderNumber} />
                <Button
                  color="green"
                  loading={accepting}
                  aria-label={t('fulfilment.deliveredQuantity.acceptLabel', { orderNumber: order.orderNumber })}
                  onClick={() => onAccept(order)}
                >
                  {t('fulfilment.deliveredQuantity.accept')}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      )}
    </DeferredModal>
  );
}
