import type { Translate } from '@energy/i18n/translator';
import type { SHIPMENT_SORTS, TShipment } from '@energy/domain/schemas/fulfilment';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplay, type Display } from '../../../i18n/useDisplay';
import type { ListColumn } from '../../../components/data-table/columns';
import { StatusBadge } from '../../../components/StatusBadge';
import { MeasuredVolume } from '../../../components/fulfilment/MeasuredVolume';

/** Shipment Number (with its order), Origin, Destination, Status (with what was measured), Est. Departure, Est. Arrival. */
type ShipmentColumn = ListColumn<TShipment, (typeof SHIPMENT_SORTS)[number]>;

const shipmentColumns = (t: Translate, display: Display): ShipmentColumn[] => [
  {
    key: 'shipmentNumber',
    title: t('fulfilment.logistics.shipmentNumber'),
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
  { key: 'origin', title: t('fulfilment.logistics.origin'), render: (shipment) => shipment.originLocation },
  {
    key: 'destination',
    title: t('fulfilment.logistics.destination'),
    render: (shipment) => shipment.destinationLocation,
  },
  {
    key: 'status',
    title: t('fulfilment.fields.status'),
    noWrap: true,
    render: (shipment) => (
      <>
        <StatusBadge status={shipment.status} />
        <MeasuredVolume measured={shipment.measured} />
      </>
    ),
  },
  {
    key: 'estimatedDeparture',
    title: t('fulfilment.logistics.estDeparture'),
    noWrap: true,
    render: (shipment) => display.date(shipment.estimatedDeparture),
  },
  {
    key: 'estimatedArrival',
    title: t('fulfilment.logistics.estArrival'),
    sort: 'estimatedArrival',
    noWrap: true,
    render: (shipment) => display.date(shipment.estimatedArrival),
  },
];

/** The shipment list's columns in the user's language. */
export function useShipmentColumns(): ShipmentColumn[] {
  const { t } = useTranslation();
  const display = useDisplay();
  return useMemo(() => shipmentColumns(t, display), [t, display]);
}
