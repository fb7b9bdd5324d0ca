import type { ActionName } from '@energy/domain/actions/catalog';
import { Alert, Anchor, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { roleMay } from '../../../components/allowedActions';
import { useSessionParty } from '../../../session/useSessionParty';
import { MetricCard } from '../../../components/fulfilment/MetricCard';
import { useFleetCounts } from './fleetCounts';
import { PageHeading } from '../../../components/PageHeading';

export const FLEET_OVERVIEW_TEXTS = {
  title: 'Fleet Management',
  intro: 'Your vehicles, drivers and their unavailability, the tenders offered to you, and the jobs you run.',
  loadFailed: 'Failed to load fleet counts',
} as const;

/** Every fleet screen, with what it is for; `action`: offered only to a role the server lets do it. */
export const FLEET_LINKS: readonly { href: string; label: string; text: string; action?: ActionName }[] = [
  { href: '/fleet/vehicles', label: 'Vehicles', text: 'Search, filter and export the fleet; toggle maintenance.' },
  {
    href: '/fleet/vehicles/onboard',
    label: 'Onboard Vehicle',
    text: 'Register a vehicle with its certifications.',
    action: 'vehicle.create',
  },
  { href: '/fleet/drivers', label: 'Drivers', text: 'Licenses, ADR and HSE certifications, availability windows.' },
  { href: '/fleet/blackouts', label: 'Blackout Dates', text: 'Days a vehicle or driver is unavailable.' },
  { href: '/fleet/tenders', label: 'Tender Inbox', text: 'Shipments tendered to you: bid or reject.' },
  { href: '/fleet/assignments', label: 'Driver Assignment', text: 'Assign drivers and vehicles to jobs.' },
  { href: '/fleet/jobs', label: 'Live Job Tracking', text: 'Follow jobs and update their status.' },
];

/** /fleet: counts from the lists and a link to every fleet screen. */
export function FleetOverviewScreen() {
  const counts = useFleetCounts();
  const { role } = useSessionParty();
  const links = FLEET_LINKS.filter((link) => !link.action || roleMay(role, link.action));
  return (
    <Stack gap="lg">
      <PageHeading title={FLEET_OVERVIEW_TEXTS.title} subtitle={FLEET_OVERVIEW_TEXTS.intro} subtitleSize="sm" />
      {counts.error && (
        <Alert color="red" title={FLEET_OVERVIEW_TEXTS.loadFailed}>
          {counts.error.message}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, md: 5 }}>
        <MetricCard label="Active Vehicles" value={counts.active} />
        <MetricCard label="In Maintenance" value={counts.maintenance} />
        <MetricCard label="Inactive Vehicles" value={counts.inactive} />
        <MetricCard label="Drivers Available" value={counts.availableDrivers} />
        <MetricCard label="Upcoming Blackouts" value={counts.upcomingBlackouts} hint="Not yet ended" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="nav" aria-label="Fleet screens">
        {links.map((link) => (
          <Paper key={link.href} withBorder radius="md" p="md">
            <Anchor component={Link} to={link.href} fw={600}>
              {link.label}
            </Anchor>
            <Text size="sm" c="dimmed" mt={4}>
              {link.text}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
