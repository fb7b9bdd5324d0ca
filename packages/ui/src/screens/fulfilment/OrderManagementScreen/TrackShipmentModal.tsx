import type { TShipment } from '@energy/domain/schemas/fulfilment';
import { Divider, Group, Stack, Text } from '@mantine/core';
import { DeferredModal } from '../../../components/DeferredModal';
import { useTranslation } from 'react-i18next';
import { RaiseDisputeButton } from '../../../components/admin/RaiseDisputeButton';
import { StatusBadge } from '../../../components/StatusBadge';
import { MeasuredVolume } from '../../../components/fulfilment/MeasuredVolume';
import { PodDetails } from '../../../components/fulfilment/PodDetails';
import { ShipmentTimeline } from '../../../components/fulfilment/ShipmentTimeline';
import { ShipmentBids } from './ShipmentBids';

/**
 * Where an order's shipment is, what was loaded and received (volumes at 15 °C), and once confirmed, who signed for it. Its shipper (and the admin) also see
 * the logistics companies' bids, and award one while the shipment is tendered.
 */
export function TrackShipmentModal({
  shipment,
  showBids,
  onClose,
}: {
  shipment: TShipment | null;
  showBids: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <DeferredModal opened={shipment !== null} onClose={onClose} title={t('fulfilment.tracking.title')} size="lg">
      {shipment && (
        <Stack>
          <Group justify="space-between">
            <Stack gap={0}>
              <Text fw={600}>{shipment.shipmentNumber}</Text>
              <Text size="sm" c="dimmed">
                {t('fulfilment.tracking.route', {
                  origin: shipment.originLocation,
                  destination: shipment.destinationLocation,
                })}
              </Text>
            </Stack>
            <StatusBadge status={shipment.status} />
          </Group>
          <Group justify="space-between">
            <Stack gap={0}>
              <Text size="sm">{shipment.cargoDescription}</Text>
              <MeasuredVolume measured={shipment.measured} />
            </Stack>
            <RaiseDisputeButton
              relatedEntityType="shipment"
              relatedEntityId={shipment.id}
              label={shipment.shipmentNumber}
            />
          </Group>
          <ShipmentTimeline shipment={shipment} />
          {showBids && (
            <>
              <Divider label={t('fulfilment.tracking.bids')} labelPosition="left" />
              <ShipmentBids shipmentId={shipment.id} />
            </>
          )}
          {shipment.status === 'pod_confirmed' && shipment.podData && (
            <>
              <Divider label={t('fulfilment.tracking.pod')} labelPosition="left" />
              <PodDetails pod={shipment.podData} />
            </>
          )}
        </Stack>
      )}
    </DeferredModal>
  );
}
