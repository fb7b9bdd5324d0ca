import type { TJob } from '@energy/domain/schemas/fleet';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { canDo } from '../../../components/allowedActions';
import { Fact } from '../../../components/Fact';
import { PriorityBadge } from '../../../components/fleet/PriorityBadge';
import { StatusBadge } from '../../../components/StatusBadge';
import { RouteLine } from '../../../components/fleet/RouteLine';
import { useDisplay } from '../../../i18n/useDisplay';
import { useTranslation } from 'react-i18next';

interface AssignmentJobCardProps {
  job: TJob;
  /** The viewer assigns drivers (the carrier): Assign shows, enabled where the job lists job.assign. */
  assigns: boolean;
  unassigning: boolean;
  onAssign: () => void;
  onUnassign: () => void;
}

/** A job on the Driver Assignment screen (spec 001): what it needs, and who carries it once assigned. */
export function AssignmentJobCard({ job, assigns, unassigning, onAssign, onUnassign }: AssignmentJobCardProps) {
  const headingId = `assignment-job-${job.id}`;
  const { assignment } = job;
  const { t } = useTranslation();
  const display = useDisplay();
  return (
    <Paper component="article" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={0}>
            <Title order={3} size="h4" id={headingId}>
              {job.title}
            </Title>
            <Text size="xs" c="dimmed">
              {job.jobNumber}
            </Text>
          </Stack>
          <Group gap={6} justify="flex-end">
            <StatusBadge status={job.status} />
            <PriorityBadge priority={job.priority} />
          </Group>
        </Group>
        <RouteLine origin={job.origin} destination={job.destination} />
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
          <Fact label={t('fleet.assignment.scheduled')}>{display.day(job.scheduledDate)}</Fact>
          <Fact label={t('fleet.assignment.estDuration')}>{job.estimatedDuration ?? '—'}</Fact>
          <Fact label={t('fleet.assignment.client')}>{job.clientCompany}</Fact>
        </SimpleGrid>
        {job.specialRequirements.length > 0 && (
          <Group gap={6}>
            {job.specialRequirements.map((requirement) => (
              <Badge key={requirement} variant="light" color="gray">
                {requirement}
              </Badge>
            ))}
          </Group>
        )}
        {assignment && (
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
            <Fact label={t('fleet.assignment.driver')}>{assignment.driverName}</Fact>
            <Fact label={t('fleet.assignment.vehicle')}>{assignment.vehicleLabel}</Fact>
            <Fact label={t('fleet.assignment.assignedAt')}>{display.dateTime(assignment.assignedAt)}</Fact>
            {assignment.notes && <Fact label={t('fleet.assignment.notes')}>{assignment.notes}</Fact>}
          </SimpleGrid>
        )}
        <Group justify="flex-end" gap="xs">
          {assignment && canDo(job, 'job.unassign') && (
            <Button
              size="xs"
              variant="light"
              color="red"
              loading={unassigning}
              aria-label={t('fleet.assignment.unassignJob', { title: job.title })}
              onClick={onUnassign}
            >
              {t('fleet.assignment.unassign')}
            </Button>
          )}
          {!assignment && assigns && (
            <Button
              size="xs"
              disabled={!canDo(job, 'job.assign')}
              aria-label={t('fleet.assignment.assignJob', { title: job.title })}
              onClick={onAssign}
            >
              {t('fleet.assignment.assign')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
