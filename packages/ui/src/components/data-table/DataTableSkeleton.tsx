import { Skeleton, Stack, Text } from '@mantine/core';

const SKELETON_ROWS = 5;

/** Grey bars in the table's shape while its first page loads; with the loading text above them. */
export function DataTableSkeleton({ loadingText }: { loadingText: string }) {
  return (
    <Stack gap="sm" aria-busy="true" role="status">
      <Text size="sm" c="dimmed">
        {loadingText}
      </Text>
      <Skeleton height={28} />
      {Array.from({ length: SKELETON_ROWS }, (_, row) => (
        <Skeleton key={row} height={22} data-testid="skeleton-row" />
      ))}
    </Stack>
  );
}
