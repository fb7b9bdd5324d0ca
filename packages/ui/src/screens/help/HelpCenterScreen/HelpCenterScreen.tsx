import { CONTENT_TYPE_LABELS, READABLE_CONTENT_TYPES } from '@energy/domain/schemas/content';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { FilterEmptyState } from '../../../components/data-table/FilterEmptyState';
import { ListToolbar } from '../../../components/data-table/ListToolbar';
import { useListState } from '../../../components/data-table/useListState';
import { QueryState } from '../../../components/fulfilment/QueryState';
import { LoadMore } from '../../../components/paging/LoadMore';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { trpc } from '../../../trpc';
import { ListScreenFrame } from '../../../components/ListScreenFrame';

export const HELP_TEXTS = {
  title: 'Help Center',
  subtitle: "Guides, answers to common questions, and the platform's policies and terms.",
  search: 'Search help',
  loading: 'Loading articles...',
  loadFailed: 'Failed to load help articles',
  empty: 'No articles yet',
  emptyText: 'Published help articles, FAQ, policies and terms will appear here.',
} as const;

const LIST_CONFIG = { sorts: ['updatedAt'] as const, filters: { type: READABLE_CONTENT_TYPES } } as const;
const FILTERS = [
  {
    key: 'type' as const,
    label: 'Type',
    options: READABLE_CONTENT_TYPES.map((value) => ({ value, label: CONTENT_TYPE_LABELS[value] })),
  },
];

/** /help: every signed-in user's list of published help articles, FAQ, policies and terms; each opens on its own page. */
export function HelpCenterScreen() {
  const listState = useListState(LIST_CONFIG);
  // Announcements and news belong on the dashboard; the help center asks for its reference types only.
  const articles = usePagedList(
    trpc.content.published.useInfiniteQuery({ ...listState.input, section: 'help' }, PAGED_QUERY),
  );
  const readable = articles.items;
  return (
    <ListScreenFrame title={HELP_TEXTS.title} subtitle={HELP_TEXTS.subtitle}>
      <Stack gap="md">
        <ListToolbar state={listState} searchLabel={HELP_TEXTS.search} filters={FILTERS} />
        {articles.isSuccess && readable.length === 0 && listState.narrowed ? (
          <FilterEmptyState onClear={listState.clear} />
        ) : (
          <QueryState
            isPending={articles.isPending}
            error={articles.error}
            isEmpty={readable.length === 0}
            loadingText={HELP_TEXTS.loading}
            errorTitle={HELP_TEXTS.loadFailed}
            emptyTitle={HELP_TEXTS.empty}
            emptyText={HELP_TEXTS.emptyText}
            icon={<IconHelpCircle size={32} />}
          >
            <Stack
              gap="xs"
              component="ul"
              aria-label="Help articles"
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {readable.map((item) => (
                <Paper key={item.id} withBorder radius="sm" p="sm" component="li">
                  <Group justify="space-between" wrap="nowrap">
                    <Anchor component={Link} to={`/help/${item.id}`} fw={500}>
                      {item.title}
                    </Anchor>
                    <Badge variant="light">{CONTENT_TYPE_LABELS[item.type]}</Badge>
                  </Group>
                  <Text size="sm" c="dimmed" lineClamp={2}>
                    {item.content}
                  </Text>
                </Paper>
              ))}
            </Stack>
            <LoadMore list={articles} />
          </QueryState>
        )}
      </Stack>
    </ListScreenFrame>
  );
}
