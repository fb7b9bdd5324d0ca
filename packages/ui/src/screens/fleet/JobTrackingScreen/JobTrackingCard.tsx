import { JOB_PROGRESS } from '@energy/domain/constants';
import type { TJob } from '@energy/domain/schemas/fleet';
import { Badge, Button, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconPhone } from '@tabler/icons-react';
import { canDo } from '../../../components/allowedActions';
import { Fact } from '../../../components/Fact';
import { formatElapsed, formatLocation } from '../../../components/fleet/jobFacts';
import { PriorityBadge } from '../../../components/fleet/PriorityBadge';
import { StatusBadge } from '../../../components/StatusBadge';
import { RouteLine } from '../../../components/fleet/RouteLine';
import { useDisplay } from '../../../i18n/useDisplay';
import { useNsv } from '../../../components/fulfilment/MeasuredVolume';
import { useTranslation } from 'react-i18next';
import { JobSiteActions, JobSiteFacts } from './JobSiteEvents';

/** One job on the tracking grid (spec 001, Live Job Tracking). */
/** The driver's phone as a tel: link target: digits and a leading +, e.g. "+234 803 555 0101" -> "tel:+2348035550101". */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function JobTrackingCard({ job, onUpdate, onTrack }: { job: TJob; onUpdate: () => void; onTrack: () => void }) {
  const headingId = `job-${job.id}`;
  const progress = JOB_PROGRESS[job.status];
  const { t } = useTranslation();
  const display = useDisplay();
  const nsv = useNsv();
  const elapsed = formatElapsed(job.actualStartTime, undefined, t);
  return (
    <Paper component="article" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={0}>
            <Title order={3} size="h4" id={headingId}>
              {job.title}
            </Title>
            <Text size="xs" c="dimmed">
              {job.jobNumber} · {job.shipmentNumber}
            </Text>
            {job.loadedNsvLitres && (
              <Text size="xs" c="dimmed">
                {t('fulfilment.measured.loaded', { nsv: nsv(job.loadedNsvLitres) })}
              </Text>
            )}
          </Stack>
          <Group gap={6} justify="flex-end">
            <StatusBadge status={job.status} />
            <PriorityBadge priority={job.priority} />
            {job.overdue && (
              <Badge color="red" variant="filled">
                {t('fleet.tracking.overdue')}
              </Badge>
            )}
          </Group>
        </Group>
        <RouteLine origin={job.origin} destination={job.destination} />
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
          <Fact label={t('fleet.tracking.scheduled')}>{display.day(job.scheduledDate)}</Fact>
          <Fact label={t('fleet.tracking.estCompletion')}>
            {job.estimatedCompletion ? display.dateTime(job.estimatedCompletion) : '—'}
          </Fact>
          <Fact label={t('fleet.tracking.client')}>{job.clientCompany}</Fact>
          <Fact label={t('fleet.tracking.driver')}>{job.driver ? job.driver.name : t('fleet.common.unassigned')}</Fact>
          <Fact label={t('fleet.tracking.vehicle')}>
            {job.vehicle ? job.vehicle.label : t('fleet.common.unassigned')}
          </Fact>
          <Fact label={t('fleet.tracking.currentLocation')}>{formatLocation(job.currentLocation) ?? '—'}</Fact>
        </SimpleGrid>
        <JobSiteFacts job={job} />
        <Stack gap={4}>
          <Group justify="space-between">
            <Text size="xs" fw={600} id={`${headingId}-progress`}>
              {t('fleet.tracking.progress')}
            </Text>
            <Text size="xs">{t('fleet.tracking.percent', { progress: display.number(progress) })}</Text>
          </Group>
          <Progress.Root>
            <Progress.Section
              value={progress}
              aria-labelledby={`${headingId}-progress ${headingId}`}
              color={job.status === 'delayed' ? 'orange' : job.status === 'cancelled' ? 'gray' : 'blue'}
            />
          </Progress.Root>
        </Stack>
        <Group justify="space-between" align="flex-end">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {elapsed ? t('fleet.tracking.elapsed', { elapsed }) : t('fleet.tracking.notStarted')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('fleet.tracking.lastUpdateAt', { time: display.dateTime(job.lastUpdate) })}
            </Text>
          </Stack>
          <Group gap="xs">
            <JobSiteActions job={job} />
            {job.driver?.phone && (
              <Button
                size="xs"
                variant="default"
                component="a"
                href={telHref(job.driver.phone)}
                leftSection={<IconPhone size={14} />}
                aria-label={t('fleet.tracking.callDriver', { name: job.driver.name, phone: job.driver.phone })}
              >
                {t('fleet.tracking.call')}
              </Button>
            )}
            <Button
              size="xs"
              variant="light"
              leftSection={<IconMapPin size={14} />}
              aria-label={t('fleet.tracking.trackJob', { title: job.title })}
              onClick={onTrack}
            >
              {t('fleet.tracking.track')}
            </Button>
            {canDo(job, 'job.updateStatus') && (
              <Button size="xs" aria-label={t('fleet.tracking.updateJob', { title: job.title })} onClick={onUpdate}>
                {t('fleet.tracking.update')}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
