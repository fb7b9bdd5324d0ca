import { DASHBOARD_PATHS, isRole } from '@energy/domain/roles';
import { Button, Code, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { CenteredPanel } from '../../../components/CenteredPanel';
import { useLogout } from '../../../session/useLogout';
import { useSessionUser } from '../../../session/useSessionUser';

/** Shown on / to a user whose stored role the platform does not know (spec 000 §2, Dashboard entry). */
export function RoleConfigurationRequired({ role }: { role: string }) {
  const { t } = useTranslation();
  const { logout, isPending } = useLogout();
  return (
    <CenteredPanel maw={520} inLayout>
      <Stack align="center" ta="center">
        <ThemeIcon size={56} radius="xl" color="yellow" variant="light">
          <IconAlertTriangle size={30} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {t('dashboard.entry.title')}
        </Title>
        <Text>{t('dashboard.entry.body')}</Text>
        <Group gap="xs" justify="center">
          <Text size="sm" c="dimmed">
            {t('dashboard.entry.currentRole')}
          </Text>
          <Code>{role || t('dashboard.entry.noRole')}</Code>
        </Group>
        <Text size="sm" c="dimmed">
          {t('dashboard.entry.contact')}
        </Text>
        <Group justify="center">
          <Button component={Link} to="/settings" variant="default">
            {t('dashboard.entry.accountSettings')}
          </Button>
          <Button variant="light" color="red" onClick={logout} loading={isPending}>
            {t('dashboard.entry.signOut')}
          </Button>
        </Group>
      </Stack>
    </CenteredPanel>
  );
}

/** `/`: sends each role to its dashboard; an unknown role gets the configuration card instead. */
export function DashboardEntry() {
  const session = useSessionUser();
  // Mounted under ProtectedRoute, which shows the spinner and the redirect; nothing to do until signed in.
  if (session.status !== 'signed-in') return null;
  const { role } = session.user;
  if (isRole(role)) return <Navigate to={DASHBOARD_PATHS[role]} replace />;
  return <RoleConfigurationRequired role={role} />;
}
