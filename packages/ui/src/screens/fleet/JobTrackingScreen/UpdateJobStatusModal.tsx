import { ZJobStatusInput, type TJob, type TJobStatusInput } from '@energy/domain/schemas/fleet';
import { Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { DeferredModal } from '../../../components/DeferredModal';
import { schemaResolver } from '@mantine/form';
import { useForm } from '../../../components/forms/useForm';
import { DateTimeInput, fromDateTimeValue, toDateTimeValue } from '../../../components/fulfilment/DateTimeInput';
import { useLabels } from '../../../i18n/labels';
import { useTranslation } from 'react-i18next';

interface StatusValues {
  status: string | null;
  notes: string;
  estimatedCompletion: string | null;
}

const resolveStatus = schemaResolver(ZJobStatusInput, { sync: true });

/** The form as the schema reads it; a status not chosen yet stays empty and the schema says "Please select a status". */
function statusPayload(jobId: string, values: StatusValues) {
  const notes = values.notes.trim();
  return {
    jobId,
    status: values.status ?? '',
    ...(notes ? { notes } : {}),
    ...(values.estimatedCompletion ? { estimatedCompletion: fromDateTimeValue(values.estimatedCompletion) } : {}),
  };
}

/** What the server takes, once the form passed the schema. */
export function toStatusInput(jobId: string, values: StatusValues): TJobStatusInput {
  return ZJobStatusInput.parse(statusPayload(jobId, values));
}

interface UpdateJobStatusModalProps {
  job: TJob | null;
  saving: boolean;
  onClose: () => void;
  onSubmit: (input: TJobStatusInput) => void;
}

function StatusForm({ job, saving, onSubmit }: Omit<UpdateJobStatusModalProps, 'job' | 'onClose'> & { job: TJob }) {
  const form = useForm<StatusValues>({
    initialValues: {
      status: null,
      notes: job.notes ?? '',
      estimatedCompletion: job.estimatedCompletion ? toDateTimeValue(new Date(job.estimatedCompletion)) : null,
    },
    validate: (values) => resolveStatus(statusPayload(job.id, values)),
  });
  const { t } = useTranslation();
  const labels = useLabels();
  // The choices are the server's: the statuses this job may be set to now (the job row's statusTargets).
  const options = job.statusTargets.map((value) => ({ value, label: labels.status(value) }));
  return (
    <form noValidate onSubmit={form.onSubmit((values) => onSubmit(toStatusInput(job.id, values)))}>
      <Stack>
        <Text size="sm">
          {t('fleet.tracking.now', {
            line: t('fleet.tracking.jobLine', {
              jobNumber: job.jobNumber,
              origin: job.origin,
              destination: job.destination,
            }),
          })}{' '}
          <strong>{labels.status(job.status)}</strong>
        </Text>
        <Select
          label={t('fleet.tracking.status')}
          withAsterisk
          placeholder={t('fleet.tracking.selectStatus')}
          data={options}
          {...form.getInputProps('status')}
        />
        <Textarea label={t('fleet.tracking.notes')} rows={3} {...form.getInputProps('notes')} />
        <DateTimeInput
          label={t('fleet.tracking.estimatedCompletion')}
          minDate={new Date()}
          {...form.getInputProps('estimatedCompletion')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {t('fleet.tracking.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Set a job's status, notes and estimated completion (spec 001 §5, Status update form). */
export function UpdateJobStatusModal({ job, onClose, ...form }: UpdateJobStatusModalProps) {
  const { t } = useTranslation();
  return (
    <DeferredModal
      opened={job !== null}
      onClose={onClose}
      title={job ? t('fleet.tracking.modalTitle', { title: job.title }) : t('fleet.tracking.modalTitleEmpty')}
      size="lg"
    >
      {job && <StatusForm key={job.id} job={job} {...form} />}
    </DeferredModal>
  );
}
