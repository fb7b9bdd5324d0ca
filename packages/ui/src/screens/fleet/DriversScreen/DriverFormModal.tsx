import { DRIVER_STATUSES } from '@energy/domain/constants';
import { en } from '@energy/i18n/messages/en/screens';
import type { TDriver } from '@energy/domain/schemas/fleet';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '../../../components/forms/useForm';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { driverName } from '@energy/domain/drivers';
import { todayDay } from '../../../components/fleet/fleetLabels';
import { useLabels } from '../../../i18n/labels';
import { showNotice } from '../../../components/notices';
import { ProcurementDateInput } from '../../../components/procurement/ProcurementDateInput';
import { failureMessage } from '../../../components/errors/serverFailure';
import { serverFieldErrors } from '../../../components/serverErrors';
import { trpc } from '../../../trpc';
import {
  driverFormValues,
  driverPayload,
  EMPTY_DRIVER,
  validateDriver,
  type DriverFormValues,
} from './driverFormValues';
import { RecordFormDialog } from '../../../components/forms/RecordFormDialog';

/** The English texts (tests read them); the dialog speaks the user's language. */
export const DRIVER_FORM_TEXTS = en.fleet.driverForm;

/** The driver's fields; `driver` null adds a new one. Mounted per opening, so it starts from the driver's values. */
function DriverForm({ driver, onDone }: { driver: TDriver | null; onDone: () => void }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const utils = trpc.useUtils();
  const form = useForm<DriverFormValues>({
    initialValues: driver ? driverFormValues(driver) : EMPTY_DRIVER,
    validate: validateDriver,
  });
  const onSaved = (saved: TDriver) => {
    const name = driverName(saved);
    showNotice(
      driver
        ? { title: t('fleet.driverNotices.updated'), message: t('fleet.driverNotices.updatedText', { name }) }
        : { title: t('fleet.driverNotices.created'), message: t('fleet.driverNotices.createdText', { name }) },
    );
    void utils.driver.invalidate();
    onDone();
  };
  const onFailed = (title: string, fallback: string) => (error: Parameters<typeof failureMessage>[0]) => {
    form.setErrors(serverFieldErrors(error, Object.keys(EMPTY_DRIVER)));
    showNotice({ title, message: failureMessage(error, fallback), variant: 'destructive' });
  };
  const create = trpc.driver.create.useMutation({
    onSuccess: onSaved,
    onError: onFailed(t('fleet.driverNotices.createFailed'), t('fleet.driverNotices.createFailedFallback')),
  });
  const update = trpc.driver.update.useMutation({
    onSuccess: onSaved,
    onError: onFailed(t('fleet.driverNotices.updateFailed'), t('fleet.driverNotices.updateFailedFallback')),
  });
  const pending = create.isPending || update.isPending;
  const today = todayDay();
  const input = (field: string) => form.getInputProps(field);
  const fields = {
    firstName: input('firstName'),
    lastName: input('lastName'),
    phone: input('phone'),
    email: input('email'),
    licenseNumber: input('licenseNumber'),
    licenseClass: input('licenseClass'),
    licenseExpiry: input('licenseExpiry'),
    status: input('status'),
    rating: input('rating'),
    hasADR: form.getInputProps('hasADR', { type: 'checkbox' }),
    adrExpiry: input('adrExpiry'),
    hasHSE: form.getInputProps('hasHSE', { type: 'checkbox' }),
    hseExpiry: input('hseExpiry'),
  };
  const windowFields = (index: number) => ({
    from: form.getInputProps(`availability.${index}.availableFrom`),
    until: form.getInputProps(`availability.${index}.availableUntil`),
  });
  const statusOptions = labels.options('status', DRIVER_STATUSES);
  const setStatus = (value: string | null) => form.setFieldValue('status', value ?? 'available');
  const removeWindow = (index: number) => form.removeListItem('availability', index);
  const addWindow = () => form.insertListItem('availability', { availableFrom: today, availableUntil: null });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        driver ? update.mutate({ id: driver.id, ...driverPayload(values) }) : create.mutate(driverPayload(values)),
      )}
    >
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('fleet.driverForm.firstName')} withAsterisk {...fields.firstName} />
          <TextInput label={t('fleet.driverForm.lastName')} withAsterisk {...fields.lastName} />
          <TextInput label={t('fleet.driverForm.phone')} {...fields.phone} />
          <TextInput label={t('fleet.driverForm.email')} type="email" {...fields.email} />
          <TextInput label={t('fleet.driverForm.licenseNumber')} withAsterisk {...fields.licenseNumber} />
          <TextInput label={t('fleet.driverForm.licenseClass')} withAsterisk {...fields.licenseClass} />
          <ProcurementDateInput label={t('fleet.driverForm.licenseExpiry')} minDate={today} {...fields.licenseExpiry} />
          <Select
            label={t('fleet.driverForm.status')}
            data={statusOptions}
            allowDeselect={false}
            {...fields.status}
            onChange={setStatus}
          />
          <NumberInput
            label={t('fleet.driverForm.rating')}
            min={0}
            max={5}
            step={0.1}
            decimalScale={1}
            clampBehavior="none"
            {...fields.rating}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap="xs">
            <Checkbox label={t('fleet.driverForm.adrCertified')} {...fields.hasADR} />
            {form.values.hasADR && (
              <ProcurementDateInput label={t('fleet.driverForm.adrExpiry')} minDate={today} {...fields.adrExpiry} />
            )}
          </Stack>
          <Stack gap="xs">
            <Checkbox label={t('fleet.driverForm.hseCertified')} {...fields.hasHSE} />
            {form.values.hasHSE && (
              <ProcurementDateInput label={t('fleet.driverForm.hseExpiry')} minDate={today} {...fields.hseExpiry} />
            )}
          </Stack>
        </SimpleGrid>
        <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" fw={600} size="sm">
            {t('fleet.driverForm.windows')}
          </Text>
          {form.values.availability.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('fleet.driverForm.noWindows')}
            </Text>
          )}
          {form.values.availability.map((_window, index) => (
            // Windows have no id of their own; their position is their identity while the dialog is open.
            <Group key={index} align="flex-end" wrap="nowrap">
              <ProcurementDateInput
                label={t('fleet.driverForm.availableFrom', { number: index + 1 })}
                minDate={undefined}
                {...windowFields(index).from}
                style={{ flex: 1 }}
              />
              <ProcurementDateInput
                label={t('fleet.driverForm.availableUntil', { number: index + 1 })}
                minDate={form.values.availability[index]?.availableFrom ?? undefined}
                {...windowFields(index).until}
                style={{ flex: 1 }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('fleet.driverForm.removeWindow', { number: index + 1 })}
                onClick={() => removeWindow(index)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          ))}
          <Button variant="light" w="fit-content" leftSection={<IconPlus size={16} />} onClick={addWindow}>
            {t('fleet.driverForm.addWindow')}
          </Button>
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={pending}>
            {t('fleet.common.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {driver ? t('fleet.driverForm.save') : t('fleet.driverForm.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Add or edit a driver: license, ADR and HSE with expiry, rating, status and availability windows. */
export function DriverFormModal({
  opened,
  driver,
  onClose,
}: {
  opened: boolean;
  driver: TDriver | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <RecordFormDialog
      opened={opened}
      record={driver}
      onClose={onClose}
      titles={{ create: t('fleet.driverForm.createTitle'), edit: t('fleet.driverForm.editTitle') }}
    >
      {(record) => <DriverForm driver={record} onDone={onClose} />}
    </RecordFormDialog>
  );
}
