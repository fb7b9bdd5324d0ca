import { findRoute } from '@energy/domain/routes';
import { EmptyState, Stack, Title } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useLocation } from 'react-router';

export const COMING_SOON_TEXT = 'This screen is coming in a later release.';

/**
 * Stands in for every screen not built yet. It names the page from the route table and shows no figures at
 * all: a placeholder number would be read as real data.
 */
export function ComingSoonScreen() {
  const { pathname } = useLocation();
  const title = findRoute(pathname)?.title ?? 'Coming soon';
  return (
    <Stack gap="xl">
      <Title order={2}>{title}</Title>
      <EmptyState
        icon={<IconHourglass size={32} />}
        variant="light"
        title="Coming in a later release"
        description={COMING_SOON_TEXT}
      />
    </Stack>
  );
}
