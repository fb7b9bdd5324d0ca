import { DASHBOARD_PATHS, isRole } from '@energy/domain/roles';
import { Button, Code, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link, Navigate } from 'react-router';
import { CenteredPanel } from '../../../components/CenteredPanel';
import { useLogout } from '../../../session/useLogout';
import { useSessionUser } from '../../../session/useSessionUser';

/** Shown on / to a user whose stored role the platform does not know (spec 000 §2, Dashboard entry). */
export function RoleConfigurationRequired({ role }: { role: string }) {
  const { logout, isPending } = useLogout();
  return (
    <CenteredPanel maw={520} inLayout>
      <Stack align="center" ta="center">
        <ThemeIcon size={56} radius="xl" color="yellow" variant="light">
          <IconAlertTriangle size={30} />
        </ThemeIcon>
        <Title order={1} size="h2">
          Role Configuration Required
        </Title>
        <Text>Your account does not have a role this platform recognizes, so no dashboard can be shown.</Text>
        <Group gap="xs" justify="center">
          <Text size="sm" c="dimmed">
            Current role:
          </Text>
          <Code>{role || 'none'}</Code>
        </Group>
        <Text size="sm" c="dimmed">
          Please contact your administrator to have your role configured.
        </Text>
        <Group justify="center">
          <Button component={Link} to="/settings" variant="default">
            Account Settings
          </Button>
          <Button variant="light" color="red" onClick={logout} loading={isPending}>
            Sign Out
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
