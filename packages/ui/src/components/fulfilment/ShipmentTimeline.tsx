import { SHIPMENT_STATUSES, type ShipmentStatus } from '@energy/domain/constants';
import type { TShipment } from '@energy/domain/schemas/fulfilment';
import { Alert, Text, Timeline } from '@mantine/core';
import { IconCheck, IconClipboardCheck, IconGavel, IconPackage, IconTruckDelivery } from '@tabler/icons-react';
import { formatDateTime } from './dateTime';

/** How far along the shipment is: the index of the last step reached. */
const STEP_OF: Record<ShipmentStatus, number> = Object.fromEntries(
  SHIPMENT_STATUSES.map((status) => [status, status === 'cancelled' ? 0 : SHIPMENT_STATUSES.indexOf(status)]),
) as Record<ShipmentStatus, number>;

/** Tendered, accepted, in transit, delivered, POD confirmed, with the actual times where known. */
export function ShipmentTimeline({ shipment }: { shipment: TShipment }) {
  const carrier = shipment.logisticsOrg?.name;
  return (
    <>
      {shipment.status === 'cancelled' && (
        <Alert color="red" mb="md">
          This shipment was cancelled.
        </Alert>
      )}
      <Timeline active={STEP_OF[shipment.status]} bulletSize={24} lineWidth={2}>
        <Timeline.Item bullet={<IconGavel size={14} />} title="Tendered">
          <Text size="sm" c="dimmed">
            {carrier ? `Offered to ${carrier}` : 'Open to all logistics companies'}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(shipment.createdAt)}
          </Text>
        </Timeline.Item>
        <Timeline.Item bullet={<IconCheck size={14} />} title="Accepted">
          <Text size="sm" c="dimmed">
            {STEP_OF[shipment.status] >= 1 && carrier ? `By ${carrier}` : 'Awaiting a logistics company'}
          </Text>
        </Timeline.Item>
        <Timeline.Item bullet={<IconTruckDelivery size={14} />} title="In Transit">
          <Text size="sm" c="dimmed">
            {shipment.actualDeparture
              ? `Departed ${formatDateTime(shipment.actualDeparture)}`
              : `Estimated departure ${formatDateTime(shipment.estimatedDeparture)}`}
          </Text>
          <Text size="xs" c="dimmed">
            {shipment.originLocation}
          </Text>
        </Timeline.Item>
        <Timeline.Item bullet={<IconPackage size={14} />} title="Delivered">
          <Text size="sm" c="dimmed">
            {shipment.actualArrival
              ? `Arrived ${formatDateTime(shipment.actualArrival)}`
              : `Estimated arrival ${formatDateTime(shipment.estimatedArrival)}`}
          </Text>
          <Text size="xs" c="dimmed">
            {shipment.destinationLocation}
          </Text>
        </Timeline.Item>
        <Timeline.Item bullet={<IconClipboardCheck size={14} />} title="POD Confirmed">
          <Text size="sm" c="dimmed">
            {shipment.podData ? `Signed for by ${shipment.podData.recipientName}` : 'Awaiting proof of delivery'}
          </Text>
        </Timeline.Item>
      </Timeline>
    </>
  );
}
