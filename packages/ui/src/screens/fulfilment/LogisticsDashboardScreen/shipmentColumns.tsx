import { formatShortDate } from '@energy/domain/dates';
import type { SHIPMENT_SORTS, TShipment } from '@energy/domain/schemas/fulfilment';
import { Text } from '@mantine/core';
import type { ListColumn } from '../../../components/data-table/columns';
import { StatusBadge } from '../../../components/StatusBadge';

/** Shipment Number (with its order), Origin, Destination, Status, Est. Departure, Est. Arrival. */
export const SHIPMENT_COLUMNS: ListColumn<TShipment, (typeof SHIPMENT_SORTS)[number]>[] = [
  {
    key: 'shipmentNumber',
    title: 'Shipment Number',
    sort: 'shipmentNumber',
    noWrap: true,
    render: (shipment) => (
      <>
        <Text size="sm" fw={500}>
          {shipment.shipmentNumber}
        </Text>
        <Text size="xs" c="dimmed">
          {shipment.orderNumber}
        </Text>
      </>
    ),
  },
  { key: 'origin', title: 'Origin', render: (shipment) => shipment.originLocation },
  { key: 'destination', title: 'Destination', render: (shipment) => shipment.destinationLocation },
  { key: 'status', title: 'Status', noWrap: true, render: (shipment) => <StatusBadge status={shipment.status} /> },
  {
    key: 'estimatedDeparture',
    title: 'Est. Departure',
    noWrap: true,
    render: (shipment) => formatShortDate(shipment.estimatedDeparture),
  },
  {
    key: 'estimatedArrival',
    title: 'Est. Arrival',
    sort: 'estimatedArrival',
    noWrap: true,
    render: (shipment) => formatShortDate(shipment.estimatedArrival),
  },
];
