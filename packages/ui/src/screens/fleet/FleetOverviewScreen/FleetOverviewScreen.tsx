import type { ActionName } from '@energy/domain/actions/catalog';
import { en } from '@energy/i18n/messages/en/screens';
import { Alert, Anchor, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { roleMay } from '../../../components/allowedActions';
import { useSessionParty } from '../../../session/useSessionParty';
import { MetricCard } from '../../../components/fulfilment/MetricCard';
import { useFleetCounts } from './fleetCounts';
import { PageHeading } from '../../../components/PageHeading';

/** The English texts (tests read them); the screen speaks the user's language. */
export const FLEET_OVERVIEW_TEXTS = en.fleet.overview;

type FleetLinkKey = keyof typeof en.fleet.overview.links;

/** Every fleet screen, with what it is for (its texts under fleet.overview.links); `action`: offered only to a role the server lets do it. */
export const FLEET_LINKS: readonly { href: string; key: FleetLinkKey; label: string; action?: ActionName }[] = (
  [
    { href: '/fleet/vehicles', key: 'vehicles' },
    { href: '/fleet/vehicles/onboard', key: 'onboard', action: 'vehicle.create' },
    { href: '/fleet/drivers', key: 'drivers' },
    { href: '/fleet/blackouts', key: 'blackouts' },
    { href: '/fleet/tenders', key: 'tenders' },
    { href: '/fleet/assignments', key: 'assignments' },
    { href: '/fleet/jobs', key: 'jobs' },
  ] as const
).map((link) => ({ ...link, label: en.fleet.overview.links[link.key].label }));

/** /fleet: counts from the lists and a link to every fleet screen. */
export function FleetOverviewScreen() {
  const { t } = useTranslation();
  const counts = useFleetCounts();
  const { role } = useSessionParty();
  const links = FLEET_LINKS.filter((link) => !link.action || roleMay(role, link.action));
  return (
    <Stack gap="lg">
      <PageHeading title={t('fleet.overview.title')} subtitle={t('fleet.overview.intro')} subtitleSize="sm" />
      {counts.error && (
        <Alert color="red" title={t('fleet.overview.loadFailed')}>
          {counts.error.message}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, md: 5 }}>
        <MetricCard label={t('fleet.overview.activeVehicles')} value={counts.active} />
        <MetricCard label={t('fleet.overview.inMaintenance')} value={counts.maintenance} />
        <MetricCard label={t('fleet.overview.inactiveVehicles')} value={counts.inactive} />
        <MetricCard label={t('fleet.overview.driversAvailable')} value={counts.availableDrivers} />
        <MetricCard
          label={t('fleet.overview.upcomingBlackouts')}
          value={counts.upcomingBlackouts}
          hint={t('fleet.overview.notYetEnded')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="nav" aria-label={t('fleet.overview.screens')}>
        {links.map((link) => (
          <Paper key={link.href} withBorder radius="md" p="md">
            <Anchor component={Link} to={link.href} fw={600}>
              {t(`fleet.overview.links.${link.key}.label`)}
            </Anchor>
            <Text size="sm" c="dimmed" mt={4}>
              {t(`fleet.overview.links.${link.key}.text`)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
