import type { TVehicleDetails } from '@energy/domain/schemas/fleet';
import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpiryDate } from '../../../components/fleet/ExpiryBadge';
import { StatusBadge } from '../../../components/StatusBadge';
import { Fact } from '../../../components/Fact';
import { useLabels } from '../../../i18n/labels';
import { useDisplay } from '../../../i18n/useDisplay';

const orDash = (text: string | null) => text ?? '—';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** Every field of the vehicle, by the onboarding form's tabs, with expiry warnings (30 days) and Expired badges. */
export function VehicleFacts({ vehicle }: { vehicle: TVehicleDetails }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const display = useDisplay();
  const vehicleType = labels.of('vehicleType', vehicle.vehicleType);
  const capacityUnit = labels.of('capacityUnit', vehicle.capacityUnit).toLowerCase();
  const fuelType = labels.of('fuelType', vehicle.fuelType);
  return (
    <>
      <Section title={t('fleet.vehicleDetails.basicInfo')}>
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          <Fact caps label={t('fleet.vehicleDetails.make')}>
            {vehicle.make}
          </Fact>
          <Fact caps label={t('fleet.vehicleDetails.model')}>
            {vehicle.model}
          </Fact>
          <Fact caps label={t('fleet.vehicleDetails.year')}>
            {vehicle.year}
          </Fact>
          <Fact caps label={t('fleet.vehicleDetails.vehicleType')}>
            {vehicleType}
          </Fact>
          <Fact caps label={t('fleet.vehicleDetails.capacity')}>{`${vehicle.capacity} ${capacityUnit}`}</Fact>
          <Fact caps label={t('fleet.common.status')}>
            <StatusBadge status={vehicle.status} />
          </Fact>
          <Fact caps label={t('fleet.vehicleDetails.currentDriver')}>
            {vehicle.currentDriver?.name ?? t('fleet.common.unassigned')}
          </Fact>
        </SimpleGrid>
      </Section>
      <Section title={t('fleet.vehicleDetails.certifications')}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <Fact caps label={t('fleet.vehicleDetails.adrNumber')}>
            {orDash(vehicle.adrCertificateNumber)}
          </Fact>
          <Fact caps label={t('fleet.vehicleDetails.adrExpiry')}>
            <ExpiryDate day={vehicle.adrExpiryDate} />
          </Fact>
          <Fact caps label={t('fleet.vehicleDetails.insuranceNumber')}>
            {orDash(vehicle.insurancePolicyNumber)}
          </Fact>
          <Fact caps label={t('fleet.vehicleDetails.insuranceExpiry')}>
            <ExpiryDate day={vehicle.insuranceExpiryDate} />
          </Fact>
          <Fact caps label={t('fleet.vehicleDetails.roadworthinessExpiry')}>
            <ExpiryDate day={vehicle.roadworthinessExpiry} />
          </Fact>
        </SimpleGrid>
      </Section>
      <Section title={t('fleet.vehicleDetails.maintenance')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Fact caps label={t('fleet.vehicleDetails.lastMaintenance')}>
            {vehicle.lastMaintenanceDate ? display.day(vehicle.lastMaintenanceDate) : '—'}
          </Fact>
          <Fact caps label={t('fleet.vehicleDetails.nextMaintenance')}>
            {vehicle.nextMaintenanceDate ? display.day(vehicle.nextMaintenanceDate) : '—'}
          </Fact>
        </SimpleGrid>
        <Fact caps label={t('fleet.vehicleDetails.maintenanceNotes')}>
          {orDash(vehicle.maintenanceNotes)}
        </Fact>
      </Section>
      <Section title={t('fleet.vehicleDetails.technical')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Fact caps label={t('fleet.vehicleDetails.fuelType')}>
            {fuelType}
          </Fact>
          <Fact caps label={t('fleet.vehicleDetails.emissionStandard')}>
            {vehicle.emissionStandard}
          </Fact>
          <Fact caps label={t('fleet.vehicleDetails.gpsTrackerId')}>
            {orDash(vehicle.gpsTrackerId)}
          </Fact>
        </SimpleGrid>
      </Section>
      <Section title={t('fleet.vehicleDetails.jobHistory')}>
        {vehicle.jobs.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('fleet.vehicleDetails.noJobs')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table aria-label={t('fleet.vehicleDetails.jobHistoryTable')} striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('fleet.vehicleDetails.job')}</Table.Th>
                  <Table.Th>{t('fleet.vehicleDetails.jobTitle')}</Table.Th>
                  <Table.Th>{t('fleet.common.status')}</Table.Th>
                  <Table.Th>{t('fleet.vehicleDetails.scheduled')}</Table.Th>
                  <Table.Th>{t('fleet.vehicleDetails.driver')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {vehicle.jobs.map((job) => (
                  <Table.Tr key={job.id}>
                    <Table.Td>{job.jobNumber}</Table.Td>
                    <Table.Td>{job.title}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={job.status} />
                    </Table.Td>
                    <Table.Td>{display.day(job.scheduledDate)}</Table.Td>
                    <Table.Td>{orDash(job.driverName)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Section>
      <Section title={t('fleet.vehicleDetails.blackouts')}>
        {vehicle.blackouts.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('fleet.vehicleDetails.noBlackouts')}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {vehicle.blackouts.map((blackout) => (
              <Text component="li" size="sm" key={blackout.id}>
                {display.day(blackout.startDate)} – {display.day(blackout.endDate)}: {blackout.reason}
              </Text>
            ))}
          </Stack>
        )}
      </Section>
    </>
  );
}
