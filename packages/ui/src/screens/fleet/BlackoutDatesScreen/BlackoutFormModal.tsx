import { BLACKOUT_ENTITY_TYPES } from '@energy/domain/constants';
import { en } from '@energy/i18n/messages/en/screens';
import { FLEET_MESSAGES, ZBlackoutInput, type TBlackout, type TBlackoutInput } from '@energy/domain/schemas/fleet';
import { PAGE_LIMIT_MAX } from '@energy/domain/schemas/paging-limits';
import { Button, Checkbox, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, type FormErrors } from '@mantine/form';
import { useForm } from '../../../components/forms/useForm';
import { useTranslation } from 'react-i18next';
import { useDirtyForm, useFormDialog } from '../../../components/forms/FormDialog';
import { driverName } from '@energy/domain/drivers';
import { todayDay } from '../../../components/fleet/fleetLabels';
import { useLabels } from '../../../i18n/labels';
import { showNotice } from '../../../components/notices';
import { ProcurementDateInput } from '../../../components/procurement/ProcurementDateInput';
import { failureMessage } from '../../../components/errors/serverFailure';
import { serverFieldErrors } from '../../../components/serverErrors';
import { trpc } from '../../../trpc';
import { RecordFormDialog } from '../../../components/forms/RecordFormDialog';

/** The English texts (tests read them); the dialog speaks the user's language. */
export const BLACKOUT_FORM_TEXTS = en.fleet.blackoutForm;

interface BlackoutFormValues {
  entityType: string;
  entityId: string;
  startDate: string | null;
  endDate: string | null;
  reason: string;
  description: string;
  isRecurring: boolean;
}

const EMPTY_BLACKOUT: BlackoutFormValues = {
  entityType: '',
  entityId: '',
  startDate: null,
  endDate: null,
  reason: '',
  description: '',
  isRecurring: false,
};

const blackoutPayload = (values: BlackoutFormValues): TBlackoutInput => ({
  entityType: (values.entityType || undefined) as TBlackoutInput['entityType'],
  entityId: values.entityId,
  startDate: values.startDate ?? '',
  endDate: values.endDate ?? '',
  reason: values.reason,
  description: values.description.trim() === '' ? null : values.description,
  isRecurring: values.isRecurring,
});

const resolveBlackout = schemaResolver(ZBlackoutInput, { sync: true });

/**
 * zod checks the order of the dates only once every field passes; the form says it with the other messages, so an
 * end date before the start reads "End date must be after or equal to start date" (spec 001), never "is required".
 */
function validateBlackout(values: BlackoutFormValues): FormErrors {
  const errors = resolveBlackout(blackoutPayload(values));
  if (values.startDate && values.endDate && values.endDate < values.startDate)
    return { ...errors, endDate: FLEET_MESSAGES.endBeforeStart };
  return errors;
}

/** The vehicles or drivers of the fleet to choose from (one page of the largest size). */
function useEntityOptions(entityType: string) {
  const vehicles = trpc.vehicle.list.useQuery(
    { limit: PAGE_LIMIT_MAX, sort: 'registrationNumber', order: 'asc' },
    { enabled: entityType === 'vehicle' },
  );
  const drivers = trpc.driver.list.useQuery(
    { limit: PAGE_LIMIT_MAX, sort: 'lastName', order: 'asc' },
    { enabled: entityType === 'driver' },
  );
  if (entityType === 'vehicle') {
    return {
      loading: vehicles.isPending,
      options: (vehicles.data?.items ?? []).map((v) => ({
        value: v.id,
        label: `${v.registrationNumber} (${v.make} ${v.model})`,
      })),
    };
  }
  if (entityType === 'driver')
    return {
      loading: drivers.isPending,
      options: (drivers.data?.items ?? []).map((d) => ({ value: d.id, label: driverName(d) })),
    };
  return { loading: false, options: [] };
}

function BlackoutForm({ blackout, onDone }: { blackout: TBlackout | null; onDone: () => void }) {
  const { t } = useTranslation();
  const labels = useLabels();
  /** The form's labels, also naming the fields in a refusal's notice. */
  const fieldLabels = {
    entityType: t('fleet.blackoutForm.entityType'),
    entityId: t('fleet.blackoutForm.vehicleOrDriver'),
    startDate: t('fleet.blackoutForm.startDate'),
    endDate: t('fleet.blackoutForm.endDate'),
    reason: t('fleet.blackoutForm.reason'),
    description: t('fleet.blackoutForm.description'),
  };
  const utils = trpc.useUtils();
  const form = useForm<BlackoutFormValues>({
    initialValues: blackout
      ? {
          entityType: blackout.entityType,
          entityId: blackout.entityId,
          startDate: blackout.startDate,
          endDate: blackout.endDate,
          reason: blackout.reason,
          description: blackout.description ?? '',
          isRecurring: blackout.isRecurring,
        }
      : EMPTY_BLACKOUT,
    validate: validateBlackout,
  });
  const dialog = useFormDialog();
  useDirtyForm(form.isDirty());
  const entities = useEntityOptions(form.values.entityType);
  const saved = (title: string, message: string) => () => {
    showNotice({ title, message });
    void utils.blackout.invalidate();
    onDone();
  };
  const failed = (title: string, fallback: string) => (error: Parameters<typeof failureMessage>[0]) => {
    form.setErrors(serverFieldErrors(error, Object.keys(EMPTY_BLACKOUT)));
    showNotice({ title, message: failureMessage(error, fallback, fieldLabels), variant: 'destructive' });
  };
  const create = trpc.blackout.create.useMutation({
    onSuccess: saved(t('fleet.blackoutNotices.created'), t('fleet.blackoutNotices.createdText')),
    onError: failed(t('fleet.blackoutNotices.createFailed'), t('fleet.blackoutNotices.createFailedFallback')),
  });
  const update = trpc.blackout.update.useMutation({
    onSuccess: saved(t('fleet.blackoutNotices.updated'), t('fleet.blackoutNotices.updatedText')),
    onError: failed(t('fleet.blackoutNotices.updateFailed'), t('fleet.blackoutNotices.updateFailedFallback')),
  });
  const today = todayDay();
  const start = form.values.startDate;
  const pending = create.isPending || update.isPending;
  const fields = {
    entityType: form.getInputProps('entityType'),
    entityId: form.getInputProps('entityId'),
    startDate: form.getInputProps('startDate'),
    endDate: form.getInputProps('endDate'),
    reason: form.getInputProps('reason'),
    description: form.getInputProps('description'),
    isRecurring: form.getInputProps('isRecurring', { type: 'checkbox' }),
  };
  const entityTypes = labels.options('status', BLACKOUT_ENTITY_TYPES);
  const chooseType = (value: string | null) => {
    form.setFieldValue('entityType', value ?? '');
    form.setFieldValue('entityId', '');
  };
  const chooseEntity = (value: string | null) => form.setFieldValue('entityId', value ?? '');
  const isDriver = form.values.entityType === 'driver';

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        blackout
          ? update.mutate({ id: blackout.id, ...blackoutPayload(values) })
          : create.mutate(blackoutPayload(values)),
      )}
    >
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={fieldLabels.entityType}
            withAsterisk
            data={entityTypes}
            {...fields.entityType}
            onChange={chooseType}
          />
          <Select
            label={isDriver ? t('fleet.blackoutForm.driver') : t('fleet.blackoutForm.vehicle')}
            withAsterisk
            searchable
            data={entities.options}
            disabled={!form.values.entityType}
            placeholder={entities.loading ? t('fleet.blackoutForm.loading') : undefined}
            {...fields.entityId}
            onChange={chooseEntity}
          />
          <ProcurementDateInput label={fieldLabels.startDate} withAsterisk minDate={today} {...fields.startDate} />
          {/* Days before the start cannot be clicked but can be typed, for the form to answer with the spec's message. */}
          <ProcurementDateInput
            label={fieldLabels.endDate}
            withAsterisk
            minDate={today}
            notBefore={start}
            {...fields.endDate}
          />
        </SimpleGrid>
        <TextInput label={fieldLabels.reason} withAsterisk {...fields.reason} />
        <Textarea label={fieldLabels.description} rows={3} {...fields.description} />
        <Checkbox label={t('fleet.blackoutForm.recurring')} {...fields.isRecurring} />
        <Group justify="flex-end">
          <Button variant="default" onClick={dialog?.requestClose ?? onDone} disabled={pending}>
            {t('fleet.common.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {blackout ? t('fleet.blackoutForm.save') : t('fleet.blackoutForm.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Create or edit a blackout date (spec 001 Blackout Dates, §5); mounted per opening. */
export function BlackoutFormModal({
  opened,
  blackout,
  onClose,
}: {
  opened: boolean;
  blackout: TBlackout | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <RecordFormDialog
      opened={opened}
      record={blackout}
      onClose={onClose}
      titles={{ create: t('fleet.blackoutForm.createTitle'), edit: t('fleet.blackoutForm.editTitle') }}
    >
      {(record) => <BlackoutForm blackout={record} onDone={onClose} />}
    </RecordFormDialog>
  );
}
