import { Button, Center, Group, Text } from '@mantine/core';
import { formatCount } from '@energy/domain/intl';
import { en } from '@energy/i18n/messages/en/screens';
import { useTranslation } from 'react-i18next';
import type { PagedList } from './usePagedList';

/** The English texts (tests read them); the list's end speaks the page's language. */
export const LOAD_MORE_TEXTS = {
  button: en.components.loadMore.button,
  shown: (shown: number, total: number) => `Showing ${formatCount(shown)} of ${formatCount(total)}`,
} as const;

/** The end of a paged list: how much is shown and, while more rows exist, a button to fetch the next page. */
export function LoadMore({
  list,
}: {
  list: Pick<PagedList<unknown>, 'items' | 'total' | 'hasMore' | 'loadingMore' | 'loadMore'>;
}) {
  const { t } = useTranslation();
  if (!list.hasMore) return null;
  return (
    <Center pt="md">
      <Group gap="md">
        {typeof list.total === 'number' && (
          <Text size="sm" c="dimmed">
            {t('components.loadMore.shown', { shown: list.items.length, total: list.total })}
          </Text>
        )}
        <Button variant="light" onClick={list.loadMore} loading={list.loadingMore}>
          {t('components.loadMore.button')}
        </Button>
      </Group>
    </Center>
  );
}
