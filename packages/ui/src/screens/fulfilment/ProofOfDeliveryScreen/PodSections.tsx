import type { TShipment } from '@energy/domain/schemas/fulfilment';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { canDo } from '../../../components/allowedActions';
import { CountBadge } from '../../../components/CountBadge';
import { formatDateTime } from '../../../components/fulfilment/dateTime';
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
  return (
    <Stack gap={0}>
      <Text fw={600}>{shipment.shipmentNumber}</Text>
      <Text size="sm" c="dimmed">
        {shipment.orderNumber}: {shipment.originLocation} to {shipment.destinationLocation}
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
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <ShipmentHeading shipment={shipment} />
          <Text size="sm">
            {shipment.actualArrival
              ? `Arrived ${formatDateTime(shipment.actualArrival)}`
              : `Due ${formatDateTime(shipment.estimatedArrival)}`}
            {shipment.logisticsOrg ? ` with ${shipment.logisticsOrg.name}` : ''}
          </Text>
        </Stack>
        {canDo(shipment, 'shipment.submitPod') && (
          <Button
            color="green"
            aria-label={`Submit POD for ${shipment.shipmentNumber}`}
            onClick={() => onSubmitPod(shipment)}
          >
            Submit POD
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
