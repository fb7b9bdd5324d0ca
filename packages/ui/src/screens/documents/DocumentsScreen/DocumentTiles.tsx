import type { TDocumentSummary } from '@energy/domain/schemas/document';
import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { formatBytes } from './documentColumns';

export const TILE_TEXTS = {
  total: 'Total Documents',
  categories: 'Categories',
  storage: 'Storage Used',
  pending: 'Pending Review',
} as const;

/** The four tiles, computed by the server over the documents the caller sees. */
export function DocumentTiles({ summary }: { summary: TDocumentSummary | undefined }) {
  const tiles = [
    { label: TILE_TEXTS.total, value: summary && String(summary.total) },
    { label: TILE_TEXTS.categories, value: summary && String(summary.categories) },
    { label: TILE_TEXTS.storage, value: summary && formatBytes(summary.storageUsedBytes) },
    { label: TILE_TEXTS.pending, value: summary && String(summary.pendingReview) },
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
