import { SHIPMENT_STATUSES, type ShipmentStatus } from '@energy/domain/constants';
import type { TShipment } from '@energy/domain/schemas/fulfilment';
import { Alert, Text, Timeline } from '@mantine/core';
import { IconCheck, IconClipboardCheck, IconGavel, IconPackage, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDisplay } from '../../i18n/useDisplay';

/** How far along the shipment is: the index of the last step reached. */
const STEP_OF: Record<ShipmentStatus, number> = Object.fromEntries(
  SHIPMENT_STATUSES.map((status) => [status, status === 'cancelled' ? 0 : SHIPMENT_STATUSES.indexOf(status)]),
) as Record<ShipmentStatus, number>;

/** Tendered, accepted, in transit, delivered, POD confirmed, with the actual times where known. */
export function ShipmentTimeline({ shipment }: { shipment: TShipment }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const carrier = shipment.logisticsOrg?.name;
  return (
    <>
      {shipment.status === 'cancelled' && (
        <Alert color="red" mb="md">
          {t('fulfilment.timeline.cancelled')}
        </Alert>
      )}
      <Timeline active={STEP_OF[shipment.status]} bulletSize={24} lineWidth={2}>
        <Timeline.Item bullet={<IconGavel size={14} />} title={t('fulfilment.timeline.tendered')}>
          <Text size="sm" c="dimmed">
            {carrier ? t('fulfilment.timeline.offeredTo', { carrier }) : t('fulfilment.timeline.openToAll')}
          </Text>
          <Text size="xs" c="dimmed">
            {display.dateTime(shipment.createdAt)}
          </Text>
        </Timeline.Item>
        <Timeline.Item bullet={<IconCheck size={14} />} title={t('fulfilment.timeline.accepted')}>
          <Text size="sm" c="dimmed">
            {STEP_OF[shipment.status] >= 1 && carrier
              ? t('fulfilment.timeline.by', { carrier })
              : t('fulfilment.timeline.awaitingCarrier')}
          </Text>
        </Timeline.Item>
        <Timeline.Item bullet={<IconTruckDelivery size={14} />} title={t('fulfilment.timeline.inTransit')}>
          <Text size="sm" c="dimmed">
            {shipment.actualDeparture
              ? t('fulfilment.timeline.departed', { at: display.dateTime(shipment.actualDeparture) })
              : t('fulfilment.timeline.estimatedDeparture', { at: display.dateTime(shipment.estimatedDeparture) })}
          </Text>
          <Text size="xs" c="dimmed">
            {shipment.originLocation}
          </Text>
        </Timeline.Item>
        <Timeline.Item bullet={<IconPackage size={14} />} title={t('fulfilment.timeline.delivered')}>
          <Text size="sm" c="dimmed">
            {shipment.actualArrival
              ? t('fulfilment.timeline.arrived', { at: display.dateTime(shipment.actualArrival) })
              : t('fulfilment.timeline.estimatedArrival', { at: display.dateTime(shipment.estimatedArrival) })}
          </Text>
          <Text size="xs" c="dimmed">
            {shipment.destinationLocation}
          </Text>
        </Timeline.Item>
        <Timeline.Item bullet={<IconClipboardCheck size={14} />} title={t('fulfilment.timeline.podConfirmed')}>
          <Text size="sm" c="dimmed">
            {shipment.podData
              ? t('fulfilment.timeline.signedFor', { name: shipment.podData.recipientName })
              : t('fulfilment.timeline.awaitingPod')}
          </Text>
        </Timeline.Item>
      </Timeline>
    </>
  );
}
