import { Skeleton, Stack } from '@mantine/core';

const SKELETON_ROWS = 5;

/** Grey bars in the table's shape while its first page loads; the loading text stays for screen readers. */
export function DataTableSkeleton({ loadingText }: { loadingText: string }) {
  return (
    <Stack gap="sm" aria-busy="true" aria-label={loadingText} role="status">
      <Skeleton height={28} />
      {Array.from({ length: SKELETON_ROWS }, (_, row) => (
        <Skeleton key={row} height={22} data-testid="skeleton-row" />
      ))}
    </Stack>
  );
}
