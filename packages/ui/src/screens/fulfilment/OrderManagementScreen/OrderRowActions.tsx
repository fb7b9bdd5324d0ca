import type { TOrder } from '@energy/domain/schemas/fulfilment';
import { Button, Group } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import type { OrderActions } from './orderActions';

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
}: OrderRowActionsProps) {
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      {actions.confirm && (
        <Button size="xs" loading={confirming} onClick={onConfirm}>
          Confirm Order
        </Button>
      )}
      {actions.confirmReceipt && (
        <Button
          size="xs"
          color="green"
          loading={receiving}
          aria-label={`Confirm receipt of ${order.orderNumber}`}
          onClick={onConfirmReceipt}
        >
          Confirm Receipt
        </Button>
      )}
      {actions.arrangeShipment && (
        <Button size="xs" onClick={onArrange}>
          Arrange Shipment
        </Button>
      )}
      {actions.track && (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconMapPin size={14} />}
          aria-label={`Track ${order.orderNumber}`}
          onClick={onTrack}
        >
          Track
        </Button>
      )}
      {actions.cancel && (
        <Button size="xs" variant="subtle" color="red" onClick={onCancel}>
          Cancel Order
        </Button>
      )}
    </Group>
  );
}
