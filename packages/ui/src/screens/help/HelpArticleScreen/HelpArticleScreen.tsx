import { Alert, Anchor, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { en } from '@energy/i18n/messages/en/screens';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ContentBody } from '../../../components/content/ContentBody';
import { trpc } from '../../../trpc';

/** The page's English texts (tests read them); the page speaks the page's language. */
export const HELP_ARTICLE_TEXTS = en.help.article;

/** /help/:id: one published item; drafts and archived items are not found. */
export function HelpArticleScreen() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const article = trpc.content.publishedItem.useQuery({ id }, { retry: false });
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/help" size="sm">
        {t('help.article.back')}
      </Anchor>
      {article.isPending && (
        <Center py="xl">
          <Group gap="sm">
            <Loader size="sm" />
            <Text>{t('help.article.loading')}</Text>
          </Group>
        </Center>
      )}
      {article.isError && (
        <Alert color="red" title={t('help.article.unavailable')}>
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
