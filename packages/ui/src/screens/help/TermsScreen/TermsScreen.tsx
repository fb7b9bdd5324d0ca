import { Alert, Anchor, Center, Container, Divider, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ContentBody } from '../../../components/content/ContentBody';
import { trpc } from '../../../trpc';

export const TERMS_TEXTS = {
  title: 'Terms of Service',
  back: 'Back to sign in',
  loading: 'Loading terms...',
  loadFailed: 'Failed to load the terms',
  none: 'The terms have not been published yet.',
} as const;

/** /terms: the published terms, public, linked from the sign-up form. */
export function TermsScreen() {
  const terms = trpc.content.terms.useQuery();
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1} size="h2">
          {TERMS_TEXTS.title}
        </Title>
        {terms.isPending && (
          <Center py="xl">
            <Group gap="sm">
              <Loader size="sm" />
              <Text>{TERMS_TEXTS.loading}</Text>
            </Group>
          </Center>
        )}
        {terms.isError && (
          <Alert color="red" title={TERMS_TEXTS.loadFailed}>
            {terms.error.message}
          </Alert>
        )}
        {terms.data?.length === 0 && <Text c="dimmed">{TERMS_TEXTS.none}</Text>}
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
          {TERMS_TEXTS.back}
        </Anchor>
      </Stack>
    </Container>
  );
}
