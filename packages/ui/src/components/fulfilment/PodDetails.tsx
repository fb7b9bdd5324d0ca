import type { TShipment } from '@energy/domain/schemas/fulfilment';
import { Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDateTime } from './dateTime';
import { Fact } from '../Fact';

type PodData = NonNullable<TShipment['podData']>;

/** What the recipient signed for: who, when, remarks and the drawn signature. */
export function PodDetails({ pod }: { pod: PodData }) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={2}>
        <Fact label="Recipient">{pod.recipientName}</Fact>
        <Fact label="Delivered At">{formatDateTime(pod.deliveredAt)}</Fact>
      </SimpleGrid>
      <Fact label="Notes">{pod.notes ?? 'No notes'}</Fact>
      {pod.signature ? (
        <Paper withBorder radius="sm" p="xs" maw={320}>
          <Image src={pod.signature} alt={`Signature of ${pod.recipientName}`} h={90} fit="contain" />
        </Paper>
      ) : (
        <Group>
          <Text size="sm" c="dimmed">
            No signature was captured.
          </Text>
        </Group>
      )}
    </Stack>
  );
}
