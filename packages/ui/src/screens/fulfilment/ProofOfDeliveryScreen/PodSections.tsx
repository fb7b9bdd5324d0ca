import type { TShipment } from '@energy/domain/schemas/fulfilment';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { canDo } from '../../../components/allowedActions';
import { CountBadge } from '../../../components/CountBadge';
import { useTranslation } from 'react-i18next';
import { useDisplay } from '../../../i18n/useDisplay';
import { PodDetails } from '../../../components/fulfilment/PodDetails';

/** A titled region; the title names it for screen readers (and tests). */
export function PodSection({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  const titleId = useId();
  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm">
      <Group gap="xs">
        <Title order={3} id={titleId}>
          {title}
        </Title>
        <CountBadge variant="light" color="gray" count={count} />
      </Group>
      {children}
    </Stack>
  );
}

function ShipmentHeading({ shipment }: { shipment: TShipment }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <Text fw={600}>{shipment.shipmentNumber}</Text>
      <Text size="sm" c="dimmed">
        {t('fulfilment.pod.heading', {
          orderNumber: shipment.orderNumber,
          origin: shipment.originLocation,
          destination: shipment.destinationLocation,
        })}
      </Text>
    </Stack>
  );
}

/** A delivered shipment still waiting for the recipient's signature; Submit POD when the server allows it. */
export function AwaitingPodCard({
  shipment,
  onSubmitPod,
}: {
  shipment: TShipment;
  onSubmitPod: (shipment: TShipment) => void;
}) {
  const { t } = useTranslation();
  const display = useDisplay();
  const at = display.dateTime(shipment.actualArrival ?? shipment.estimatedArrival);
  const carrier = shipment.logisticsOrg?.name;
  const arrival = shipment.actualArrival
    ? carrier
      ? t('fulfilment.pod.arrivedWith', { at, carrier })
      : t('fulfilment.pod.arrived', { at })
    : carrier
      ? t('fulfilment.pod.dueWith', { at, carrier })
      : t('fulfilment.pod.due', { at });
  const maySubmitPod = canDo(shipment, 'shipment.submitPod');
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <ShipmentHeading shipment={shipment} />
          <Text size="sm">{arrival}</Text>
        </Stack>
        {maySubmitPod && (
          <Button
            color="green"
            aria-label={t('fulfilment.moves.submitPodFor', { shipmentNumber: shipment.shipmentNumber })}
            onClick={() => onSubmitPod(shipment)}
          >
            {t('fulfilment.moves.submitPod')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/** A confirmed delivery: who signed, when, their notes and signature. */
export function SubmittedProofs({ shipments }: { shipments: TShipment[] }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {shipments.map((shipment) => (
        <Paper key={shipment.id} withBorder radius="md" p="md">
          <Stack>
            <ShipmentHeading shipment={shipment} />
            {shipment.podData && <PodDetails pod={shipment.podData} />}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
