import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CenteredPanel } from '../../../components/CenteredPanel';

/** The fallback for any path the app does not know (spec 000 §2). */
export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <CenteredPanel>
      <Stack align="center" ta="center">
        <Title order={1}>{t('access.notFound.title')}</Title>
        <Text c="dimmed">{t('access.notFound.text')}</Text>
        <Button component={Link} to="/">
          {t('access.notFound.returnToDashboard')}
        </Button>
      </Stack>
    </CenteredPanel>
  );
}
