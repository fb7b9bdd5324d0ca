import type { TDocumentSummary } from '@energy/domain/schemas/document';
import { en } from '@energy/i18n/messages/en/screens';
import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDisplay } from '../../../i18n/useDisplay';
import { bytesIn } from './documentColumns';

/** The tiles' English texts (tests read them); the tiles speak the page's language. */
export const TILE_TEXTS = en.documents.tiles;

/** The four tiles, computed by the server over the documents the caller sees. */
export function DocumentTiles({ summary }: { summary: TDocumentSummary | undefined }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const tiles = [
    { label: t('documents.tiles.total'), value: summary && display.number(summary.total) },
    { label: t('documents.tiles.categories'), value: summary && display.number(summary.categories) },
    { label: t('documents.tiles.storage'), value: summary && bytesIn(display)(summary.storageUsedBytes) },
    { label: t('documents.tiles.pending'), value: summary && display.number(summary.pendingReview) },
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }}>
      {tiles.map((tile) => (
        <Paper key={tile.label} withBorder radius="md" p="md" aria-label={tile.label}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {tile.label}
          </Text>
          {tile.value === undefined ? (
            <Skeleton height={28} mt={6} width={60} />
          ) : (
            <Text fz={24} fw={700}>
              {tile.value}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
