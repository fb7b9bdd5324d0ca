import { navigationFor } from '@energy/domain/navigation';
import { DASHBOARD_PATHS, LANDING_PATHS } from '@energy/domain/roles';
import { checkRouteAccess, findRoute } from '@energy/domain/routes';
import { Anchor, EmptyState, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { en } from '@energy/i18n/messages/en/screens';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePageTitles } from '../../../i18n/pageTitles';
import { useSessionParty } from '../../../session/useSessionParty';

/** The English texts (tests read them); the screen speaks the page's language. */
export const COMING_SOON_TEXT = en.access.comingSoon.text;
export const LANDING_TEXTS = {
  figuresLater: en.access.comingSoon.figuresLater,
  workingScreens: en.access.comingSoon.workingScreens,
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
  const { t } = useTranslation();
  const pages = usePageTitles();
  const routeTitle = findRoute(pathname)?.title;
  const title = routeTitle ? pages.title(routeTitle) : t('access.comingSoon.fallbackTitle');
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
        <Stack component="section" aria-label={t('access.comingSoon.workingScreens')}>
          <Text c="dimmed">{t('access.comingSoon.figuresLater')}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {links.map((item) => (
              <Paper key={item.href} withBorder radius="md" p="md">
                <Anchor component={Link} to={item.href} fw={600}>
                  {pages.title(item.label)}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {pages.title(findRoute(item.href)?.title ?? '')}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </Stack>
      ) : (
        <EmptyState
          icon={<IconHourglass size={32} />}
          variant="light"
          title={t('access.comingSoon.title')}
          description={t('access.comingSoon.text')}
        />
      )}
    </Stack>
  );
}
