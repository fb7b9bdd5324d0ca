import type { TJob } from '@energy/domain/schemas/fleet';
import { Button, Group, Stack } from '@mantine/core';
import { DeferredModal } from '../../../components/DeferredModal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeInput, fromDateTimeValue } from '../../../components/fulfilment/DateTimeInput';

/** Which of the job's two events at the delivery site the dialog records. */
export type SiteEvent = 'arrive' | 'endDischarge';

interface SiteEventModalProps {
  job: TJob;
  event: SiteEvent | null;
  saving: boolean;
  onClose: () => void;
  /** `at`: the time chosen (ISO), or undefined for now. */
  onSubmit: (at: string | undefined) => void;
}

/** Records the arrival at the delivery site or the end of discharge, at the time given (empty: now, the server's). */
export function SiteEventModal({ job, event, saving, onClose, onSubmit }: SiteEventModalProps) {
  const { t } = useTranslation();
  const [time, setTime] = useState<string | null>(null);
  const close = () => {
    setTime(null);
    onClose();
  };
  return (
    <DeferredModal
      opened={event !== null}
      onClose={close}
      title={t(event === 'endDischarge' ? 'fleet.siteEvents.endDischargeTitle' : 'fleet.siteEvents.arriveTitle', {
        title: job.title,
      })}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit(time ? fromDateTimeValue(time) : undefined);
        }}
      >
        <Stack>
          <DateTimeInput
            label={t('fleet.siteEvents.time')}
            description={t('fleet.siteEvents.timeHint')}
            maxDate={new Date()}
            value={time}
            onChange={setTime}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              {t('fleet.siteEvents.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </DeferredModal>
  );
}
