import type { TJob } from '@energy/domain/schemas/fleet';
import { Button, Group, SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canDo } from '../../../components/allowedActions';
import { Fact } from '../../../components/Fact';
import { noticeFailure } from '../../../components/fleet/mutationFailure';
import { showNotice } from '../../../components/notices';
import { useDisplay } from '../../../i18n/useDisplay';
import { trpc } from '../../../trpc';
import { type SiteEvent, SiteEventModal } from './SiteEventModal';

/** The job's actions at the delivery site, offered from its allowedActions. */
const VERBS = { arrive: 'job.arriveAtSite', endDischarge: 'job.endDischarge' } as const;

/** The wait at the delivery site once the truck arrived (times, waited, demurrage) and the two site actions. */
export function JobSiteFacts({ job }: { job: TJob }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const wait = job.siteWait;
  if (!wait.arrivedAtSiteAt) return null;
  const waited =
    wait.waitedMinutes === null
      ? null
      : t('fleet.elapsed.hours', { hours: Math.floor(wait.waitedMinutes / 60), minutes: wait.waitedMinutes % 60 });
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
      <Fact label={t('fleet.siteEvents.arrivedAt')}>{display.dateTime(wait.arrivedAtSiteAt)}</Fact>
      <Fact label={t('fleet.siteEvents.dischargeEndedAt')}>
        {wait.dischargeEndedAt ? display.dateTime(wait.dischargeEndedAt) : '—'}
      </Fact>
      <Fact label={t('fleet.siteEvents.waited')}>{waited ?? '—'}</Fact>
      <Fact label={t('fleet.siteEvents.demurrage')}>
        {wait.demurrage === null || wait.currency === null
          ? '—'
          : wait.demurrage === 0
            ? t('fleet.siteEvents.none')
            : t('fleet.siteEvents.demurrageValue', {
                amount: display.money(wait.demurrage, wait.currency),
                hours: display.number(Number(wait.chargedHours ?? '0')),
              })}
      </Fact>
    </SimpleGrid>
  );
}

/** "Arrived at site" and "Discharge ended", each asking the time (now when left empty). */
export function JobSiteActions({ job }: { job: TJob }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [event, setEvent] = useState<SiteEvent | null>(null);
  const onSuccess = (text: 'arrivalRecordedText' | 'dischargeRecordedText') => (saved: TJob) => {
    showNotice({
      title: t('fleet.siteEvents.recorded'),
      message: t(`fleet.siteEvents.${text}`, { jobNumber: saved.jobNumber }),
    });
    void utils.job.invalidate();
    setEvent(null);
  };
  const onError = noticeFailure(t('fleet.siteEvents.failed'), t('fleet.siteEvents.failedFallback'));
  const arrive = trpc.job.arriveAtSite.useMutation({ onSuccess: onSuccess('arrivalRecordedText'), onError });
  const endDischarge = trpc.job.endDischarge.useMutation({ onSuccess: onSuccess('dischargeRecordedText'), onError });
  const offered = (Object.keys(VERBS) as SiteEvent[]).filter((e) => canDo(job, VERBS[e]));
  if (offered.length === 0) return null;
  return (
    <>
      <Group gap="xs">
        {offered.map((e) => (
          <Button
            key={e}
            size="xs"
            variant="light"
            aria-label={t(`fleet.siteEvents.${e}Label`, { title: job.title })}
            onClick={() => setEvent(e)}
          >
            {t(`fleet.siteEvents.${e}`)}
          </Button>
        ))}
      </Group>
      <SiteEventModal
        job={job}
        event={event}
        saving={arrive.isPending || endDischarge.isPending}
        onClose={() => setEvent(null)}
        onSubmit={(at) => {
          const input = { jobId: job.id, ...(at ? { at } : {}) };
          if (event === 'endDischarge') endDischarge.mutate(input);
          else arrive.mutate(input);
        }}
      />
    </>
  );
}
