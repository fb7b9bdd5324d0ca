import { Alert, Anchor, Center, Container, Divider, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { en } from '@energy/i18n/messages/en/screens';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentBody } from '../../../components/content/ContentBody';
import { trpc } from '../../../trpc';

/** The page's English texts (tests read them); the page speaks the page's language. */
export const TERMS_TEXTS = en.help.terms;

/** /terms: the published terms, public, linked from the sign-up form. */
export function TermsScreen() {
  const terms = trpc.content.terms.useQuery();
  const { t } = useTranslation();
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('help.terms.title')}
        </Title>
        {terms.isPending && (
          <Center py="xl">
            <Group gap="sm">
              <Loader size="sm" />
              <Text>{t('help.terms.loading')}</Text>
            </Group>
          </Center>
        )}
        {terms.isError && (
          <Alert color="red" title={t('help.terms.loadFailed')}>
            {terms.error.message}
          </Alert>
        )}
        {terms.data?.length === 0 && <Text c="dimmed">{t('help.terms.none')}</Text>}
        {terms.data && terms.data.length > 0 && (
          <Paper withBorder radius="md" p="lg">
            <Stack gap="lg">
              {terms.data.map((item, index) => (
                <Stack key={item.id} gap="lg">
                  {index > 0 && <Divider />}
                  <ContentBody item={item} />
                </Stack>
              ))}
            </Stack>
          </Paper>
        )}
        <Anchor component={Link} to="/auth" size="sm">
          {t('help.terms.back')}
        </Anchor>
      </Stack>
    </Container>
  );
}
