import { READABLE_CONTENT_TYPES } from '@energy/domain/schemas/content';
import { en } from '@energy/i18n/messages/en/screens';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLabels } from '../../../i18n/labels';
import { FilterEmptyState } from '../../../components/data-table/FilterEmptyState';
import { ListToolbar } from '../../../components/data-table/ListToolbar';
import { useListState } from '../../../components/data-table/useListState';
import { QueryState } from '../../../components/fulfilment/QueryState';
import { LoadMore } from '../../../components/paging/LoadMore';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { trpc } from '../../../trpc';
import { ListScreenFrame } from '../../../components/ListScreenFrame';

/** The screen's English texts (tests read them); the screen speaks the page's language. */
export const HELP_TEXTS = en.help;

const LIST_CONFIG = { sorts: ['updatedAt'] as const, filters: { type: READABLE_CONTENT_TYPES } } as const;

/** /help: every signed-in user's list of published help articles, FAQ, policies and terms; each opens on its own page. */
export function HelpCenterScreen() {
  const listState = useListState(LIST_CONFIG);
  const { t } = useTranslation();
  const labels = useLabels();
  const filters = [
    { key: 'type' as const, label: t('help.type'), options: labels.options('contentType', READABLE_CONTENT_TYPES) },
  ];
  // Announcements and news belong on the dashboard; the help center asks for its reference types only.
  const articles = usePagedList(
    trpc.content.published.useInfiniteQuery({ ...listState.input, section: 'help' }, PAGED_QUERY),
  );
  const readable = articles.items;
  const typeOf = (type: string) => labels.of('contentType', type);
  return (
    <ListScreenFrame title={t('help.title')} subtitle={t('help.subtitle')}>
      <Stack gap="md">
        <ListToolbar state={listState} searchLabel={t('help.search')} filters={filters} />
        {articles.isSuccess && readable.length === 0 && listState.narrowed ? (
          <FilterEmptyState onClear={listState.clear} />
        ) : (
          <QueryState
            isPending={articles.isPending}
            error={articles.error}
            isEmpty={readable.length === 0}
            loadingText={t('help.loading')}
            errorTitle={t('help.loadFailed')}
            emptyTitle={t('help.empty')}
            emptyText={t('help.emptyText')}
            icon={<IconHelpCircle size={32} />}
          >
            <Stack
              gap="xs"
              component="ul"
              aria-label={t('help.articles')}
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {readable.map((item) => (
                <Paper key={item.id} withBorder radius="sm" p="sm" component="li">
                  <Group justify="space-between" wrap="nowrap">
                    <Anchor component={Link} to={`/help/${item.id}`} fw={500}>
                      {item.title}
                    </Anchor>
                    <Badge variant="light">{typeOf(item.type)}</Badge>
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
