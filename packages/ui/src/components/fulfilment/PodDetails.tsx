import type { TShipment } from '@energy/domain/schemas/fulfilment';
import { Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDateTime } from './dateTime';

type PodData = NonNullable<TShipment['podData']>;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" fw={600}>{label}</Text>
      <Text size="sm">{value}</Text>
    </Stack>
  );
}

/** What the recipient signed for: who, when, remarks and the drawn signature. */
export function PodDetails({ pod }: { pod: PodData }) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={2}>
        <Fact label="Recipient" value={pod.recipientName} />
        <Fact label="Delivered At" value={formatDateTime(pod.deliveredAt)} />
      </SimpleGrid>
      <Fact label="Notes" value={pod.notes ?? 'No notes'} />
      {pod.signature ? (
        <Paper withBorder radius="sm" p="xs" maw={320}>
          <Image src={pod.signature} alt={`Signature of ${pod.recipientName}`} h={90} fit="contain" />
        </Paper>
      ) : (
        <Group><Text size="sm" c="dimmed">No signature was captured.</Text></Group>
      )}
    </Stack>
  );
}
