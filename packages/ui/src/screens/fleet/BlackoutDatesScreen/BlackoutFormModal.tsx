import { BLACKOUT_ENTITY_TYPES } from '@energy/domain/constants';
import { FLEET_MESSAGES, ZBlackoutInput, type TBlackout, type TBlackoutInput } from '@energy/domain/schemas/fleet';
import { PAGE_LIMIT_MAX } from '@energy/domain/schemas/paging';
import { Button, Checkbox, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import { FormDialog, useDirtyForm, useFormDialog } from '../../../components/forms/FormDialog';
import { driverName } from '@energy/domain/drivers';
import { optionsOf, todayDay } from '../../../components/fleet/fleetLabels';
import { BLACKOUT_NOTICES } from '../../../components/fleet/fleetNotices';
import { showNotice } from '../../../components/notices';
import { ProcurementDateInput } from '../../../components/procurement/ProcurementDateInput';
import { failureMessage } from '../../../components/errors/serverFailure';
import { serverFieldErrors } from '../../../components/serverErrors';
import { trpc } from '../../../trpc';

export const BLACKOUT_FORM_TEXTS = {
  createTitle: 'Add Blackout Date',
  editTitle: 'Edit Blackout Date',
  create: 'Create Blackout',
  save: 'Save Changes',
} as const;

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

/** The form's labels, also naming the fields in a refusal's notice. */
const BLACKOUT_LABELS = {
  entityType: 'Entity Type',
  entityId: 'Vehicle or Driver',
  startDate: 'Start Date',
  endDate: 'End Date',
  reason: 'Reason',
  description: 'Description',
} as const;

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
    showNotice({ title, message: failureMessage(error, fallback, BLACKOUT_LABELS), variant: 'destructive' });
  };
  const create = trpc.blackout.create.useMutation({
    onSuccess: saved(BLACKOUT_NOTICES.created, BLACKOUT_NOTICES.createdText),
    onError: failed(BLACKOUT_NOTICES.createFailed, BLACKOUT_NOTICES.createFailedFallback),
  });
  const update = trpc.blackout.update.useMutation({
    onSuccess: saved(BLACKOUT_NOTICES.updated, BLACKOUT_NOTICES.updatedText),
    onError: failed(BLACKOUT_NOTICES.updateFailed, BLACKOUT_NOTICES.updateFailedFallback),
  });
  const today = todayDay();
  const start = form.values.startDate;
  const pending = create.isPending || update.isPending;

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
            label="Entity Type"
            withAsterisk
            data={optionsOf(BLACKOUT_ENTITY_TYPES)}
            {...form.getInputProps('entityType')}
            onChange={(value) => {
              form.setFieldValue('entityType', value ?? '');
              form.setFieldValue('entityId', '');
            }}
          />
          <Select
            label={form.values.entityType === 'driver' ? 'Driver' : 'Vehicle'}
            withAsterisk
            searchable
            data={entities.options}
            disabled={!form.values.entityType}
            placeholder={entities.loading ? 'Loading...' : undefined}
            {...form.getInputProps('entityId')}
            onChange={(value) => form.setFieldValue('entityId', value ?? '')}
          />
          <ProcurementDateInput
            label={BLACKOUT_LABELS.startDate}
            withAsterisk
            minDate={today}
            {...form.getInputProps('startDate')}
          />
          {/* Days before the start cannot be clicked but can be typed, for the form to answer with the spec's message. */}
          <ProcurementDateInput
            label={BLACKOUT_LABELS.endDate}
            withAsterisk
            minDate={today}
            notBefore={start}
            {...form.getInputProps('endDate')}
          />
        </SimpleGrid>
        <TextInput label="Reason" withAsterisk {...form.getInputProps('reason')} />
        <Textarea label="Description" rows={3} {...form.getInputProps('description')} />
        <Checkbox label="Recurring" {...form.getInputProps('isRecurring', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={dialog?.requestClose ?? onDone} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {blackout ? BLACKOUT_FORM_TEXTS.save : BLACKOUT_FORM_TEXTS.create}
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
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={blackout ? BLACKOUT_FORM_TEXTS.editTitle : BLACKOUT_FORM_TEXTS.createTitle}
      size="lg"
    >
      {opened && <BlackoutForm key={blackout?.id ?? 'new'} blackout={blackout} onDone={onClose} />}
    </FormDialog>
  );
}
