import type { TVehicleDetails } from '@energy/domain/schemas/fleet';
import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ExpiryDate } from '../../../components/fleet/ExpiryBadge';
import { formatDay, optionLabel } from '../../../components/fleet/fleetLabels';
import { StatusBadge } from '../../../components/StatusBadge';
import { Fact } from '../../../components/Fact';

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
  return (
    <>
      <Section title="Basic Info">
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          <Fact caps label="Make">
            {vehicle.make}
          </Fact>
          <Fact caps label="Model">
            {vehicle.model}
          </Fact>
          <Fact caps label="Year">
            {vehicle.year}
          </Fact>
          <Fact caps label="Vehicle Type">
            {optionLabel(vehicle.vehicleType)}
          </Fact>
          <Fact caps label="Capacity">{`${vehicle.capacity} ${optionLabel(vehicle.capacityUnit).toLowerCase()}`}</Fact>
          <Fact caps label="Status">
            <StatusBadge status={vehicle.status} />
          </Fact>
          <Fact caps label="Current Driver">
            {vehicle.currentDriver?.name ?? 'Unassigned'}
          </Fact>
        </SimpleGrid>
      </Section>
      <Section title="Certifications & Insurance">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <Fact caps label="ADR Certificate Number">
            {orDash(vehicle.adrCertificateNumber)}
          </Fact>
          <Fact caps label="ADR Expiry">
            <ExpiryDate day={vehicle.adrExpiryDate} />
          </Fact>
          <Fact caps label="Insurance Policy Number">
            {orDash(vehicle.insurancePolicyNumber)}
          </Fact>
          <Fact caps label="Insurance Expiry">
            <ExpiryDate day={vehicle.insuranceExpiryDate} />
          </Fact>
          <Fact caps label="Roadworthiness Expiry">
            <ExpiryDate day={vehicle.roadworthinessExpiry} />
          </Fact>
        </SimpleGrid>
      </Section>
      <Section title="Maintenance">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Fact caps label="Last Maintenance">
            {vehicle.lastMaintenanceDate ? formatDay(vehicle.lastMaintenanceDate) : '—'}
          </Fact>
          <Fact caps label="Next Maintenance">
            {vehicle.nextMaintenanceDate ? formatDay(vehicle.nextMaintenanceDate) : '—'}
          </Fact>
        </SimpleGrid>
        <Fact caps label="Maintenance Notes">
          {orDash(vehicle.maintenanceNotes)}
        </Fact>
      </Section>
      <Section title="Technical">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Fact caps label="Fuel Type">
            {optionLabel(vehicle.fuelType)}
          </Fact>
          <Fact caps label="Emission Standard">
            {vehicle.emissionStandard}
          </Fact>
          <Fact caps label="GPS Tracker ID">
            {orDash(vehicle.gpsTrackerId)}
          </Fact>
        </SimpleGrid>
      </Section>
      <Section title="Job History">
        {vehicle.jobs.length === 0 ? (
          <Text size="sm" c="dimmed">
            This vehicle has not carried a job yet.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table aria-label="Job history" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Job</Table.Th>
                  <Table.Th>Title</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Scheduled</Table.Th>
                  <Table.Th>Driver</Table.Th>
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
                    <Table.Td>{formatDay(job.scheduledDate)}</Table.Td>
                    <Table.Td>{orDash(job.driverName)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Section>
      <Section title="Blackout Dates">
        {vehicle.blackouts.length === 0 ? (
          <Text size="sm" c="dimmed">
            No blackout dates for this vehicle.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {vehicle.blackouts.map((blackout) => (
              <Text component="li" size="sm" key={blackout.id}>
                {formatDay(blackout.startDate)} – {formatDay(blackout.endDate)}: {blackout.reason}
              </Text>
            ))}
          </Stack>
        )}
      </Section>
    </>
  );
}
