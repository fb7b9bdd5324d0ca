import type { TShipment } from '@energy/domain/schemas/fulfilment';
import { Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDisplay } from '../../i18n/useDisplay';
import { Fact } from '../Fact';

type PodData = NonNullable<TShipment['podData']>;

/** What the recipient signed for: who, when, remarks and the drawn signature. */
export function PodDetails({ pod }: { pod: PodData }) {
  const { t } = useTranslation();
  const display = useDisplay();
  return (
    <Stack gap="sm">
      <SimpleGrid cols={2}>
        <Fact label={t('fulfilment.podDetails.recipient')}>{pod.recipientName}</Fact>
        <Fact label={t('fulfilment.podDetails.deliveredAt')}>{display.dateTime(pod.deliveredAt)}</Fact>
      </SimpleGrid>
      <Fact label={t('fulfilment.fields.notes')}>{pod.notes ?? t('fulfilment.podDetails.noNotes')}</Fact>
      {pod.signature ? (
        <Paper withBorder radius="sm" p="xs" maw={320}>
          <Image
            src={pod.signature}
            alt={t('fulfilment.podDetails.signatureOf', { name: pod.recipientName })}
            h={90}
            fit="contain"
          />
        </Paper>
      ) : (
        <Group>
          <Text size="sm" c="dimmed">
            {t('fulfilment.podDetails.noSignature')}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
