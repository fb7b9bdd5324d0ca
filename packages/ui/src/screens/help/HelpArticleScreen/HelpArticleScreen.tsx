import { Alert, Anchor, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ContentBody } from '../../../components/content/ContentBody';
import { trpc } from '../../../trpc';

export const HELP_ARTICLE_TEXTS = {
  back: 'Back to Help Center',
  loading: 'Loading article...',
  unavailable: 'This article is not available',
} as const;

/** /help/:id: one published item; drafts and archived items are not found. */
export function HelpArticleScreen() {
  const { id = '' } = useParams();
  const article = trpc.content.publishedItem.useQuery({ id }, { retry: false });
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/help" size="sm">
        {HELP_ARTICLE_TEXTS.back}
      </Anchor>
      {article.isPending && (
        <Center py="xl">
          <Group gap="sm">
            <Loader size="sm" />
            <Text>{HELP_ARTICLE_TEXTS.loading}</Text>
          </Group>
        </Center>
      )}
      {article.isError && (
        <Alert color="red" title={HELP_ARTICLE_TEXTS.unavailable}>
          {article.error.message}
        </Alert>
      )}
      {article.data && (
        <Paper withBorder radius="md" p="lg">
          <ContentBody item={article.data} headingOrder={1} />
        </Paper>
      )}
    </Stack>
  );
}
