import { navigationFor } from '@energy/domain/navigation';
import { DASHBOARD_PATHS, LANDING_PATHS } from '@energy/domain/roles';
import { checkRouteAccess, findRoute } from '@energy/domain/routes';
import { Anchor, EmptyState, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useSessionParty } from '../../../session/useSessionParty';

export const COMING_SOON_TEXT = 'This screen is coming in a later release.';
export const LANDING_TEXTS = {
  figuresLater: 'The figures of this dashboard come in a later release. Meanwhile, your working screens:',
  workingScreens: 'Your working screens',
} as const;

interface ComingSoonScreenProps {
  /** The paths whose screens are built; the app passes its router's. Only those are offered as links. */
  workingPaths?: readonly string[];
}

/**
 * Stands in for every screen not built yet. It names the page from the route table and shows no figures at
 * all: a placeholder number would be read as real data. On a role's landing page (its dashboard, or the
 * admin's /admin) it links to the role's working screens, so nobody lands on a dead end.
 */
export function ComingSoonScreen({ workingPaths = [] }: ComingSoonScreenProps) {
  const { pathname } = useLocation();
  const { role } = useSessionParty();
  const title = findRoute(pathname)?.title ?? 'Coming soon';
  const isLanding = role !== null && (pathname === DASHBOARD_PATHS[role] || pathname === LANDING_PATHS[role]);
  const links = isLanding
    ? navigationFor(role).filter(
        (item) =>
          item.href !== pathname && workingPaths.includes(item.href) && checkRouteAccess(role, item.href).allowed,
      )
    : [];

  return (
    <Stack gap="xl">
      <Title order={1} size="h2">
        {title}
      </Title>
      {links.length > 0 ? (
        <Stack component="section" aria-label={LANDING_TEXTS.workingScreens}>
          <Text c="dimmed">{LANDING_TEXTS.figuresLater}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {links.map((item) => (
              <Paper key={item.href} withBorder radius="md" p="md">
                <Anchor component={Link} to={item.href} fw={600}>
                  {item.label}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {findRoute(item.href)?.title}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </Stack>
      ) : (
        <EmptyState
          icon={<IconHourglass size={32} />}
          variant="light"
          title="Coming in a later release"
          description={COMING_SOON_TEXT}
        />
      )}
    </Stack>
  );
}
