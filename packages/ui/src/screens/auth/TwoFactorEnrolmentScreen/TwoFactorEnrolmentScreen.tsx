import type { TSessionUser } from '@energy/domain/schemas/auth';
import { Button, Card, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TwoFactorEnrolment } from '../../../components/two-factor/TwoFactorEnrolment';
import { useLogout } from '../../../session/useLogout';
import { trpc } from '../../../trpc';

/**
 * Shown instead of the application to a signed-in user whose role or organization requires two-factor sign-in
 * and who has none yet: the server answers every other call 403 until it is set up. Once the recovery codes are
 * acknowledged, the session user is read again and the application opens.
 */
export function TwoFactorEnrolmentScreen({ user }: { user: TSessionUser }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const { logout, isPending } = useLogout();
  return (
    <Center mih="100vh" p="md">
      <Card withBorder shadow="sm" maw={560} w="100%" padding="xl" component="main">
        <Stack>
          <Title order={2}>{t('twoFactor.gate.title')}</Title>
          <Text size="sm">{t('twoFactor.gate.intro')}</Text>
          <TwoFactorEnrolment username={user.username} onDone={() => void utils.auth.me.invalidate()} />
          <Group justify="flex-end">
            <Button variant="subtle" onClick={logout} loading={isPending}>
              {t('twoFactor.gate.signOut')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Center>
  );
}
