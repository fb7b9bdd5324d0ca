import { Button, Center, Group, Text } from '@mantine/core';
import { formatCount } from '@energy/domain/intl';
import type { PagedList } from './usePagedList';

export const LOAD_MORE_TEXTS = {
  button: 'Load more',
  shown: (shown: number, total: number) => `Showing ${formatCount(shown)} of ${formatCount(total)}`,
} as const;

/** The end of a paged list: how much is shown and, while more rows exist, a button to fetch the next page. */
export function LoadMore({
  list,
}: {
  list: Pick<PagedList<unknown>, 'items' | 'total' | 'hasMore' | 'loadingMore' | 'loadMore'>;
}) {
  if (!list.hasMore) return null;
  return (
    <Center pt="md">
      <Group gap="md">
        {typeof list.total === 'number' && (
          <Text size="sm" c="dimmed">
            {LOAD_MORE_TEXTS.shown(list.items.length, list.total)}
          </Text>
        )}
        <Button variant="light" onClick={list.loadMore} loading={list.loadingMore}>
          {LOAD_MORE_TEXTS.button}
        </Button>
      </Group>
    </Center>
  );
}
