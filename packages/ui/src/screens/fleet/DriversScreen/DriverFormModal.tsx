import { DRIVER_STATUSES } from '@energy/domain/constants';
import type { TDriver } from '@energy/domain/schemas/fleet';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { DRIVER_NOTICES } from '../../../components/fleet/fleetNotices';
import { driverName } from '@energy/domain/drivers';
import { optionsOf, todayDay } from '../../../components/fleet/fleetLabels';
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

export const DRIVER_FORM_TEXTS = {
  createTitle: 'Add Driver',
  editTitle: 'Edit Driver',
  create: 'Add Driver',
  save: 'Save Changes',
  addWindow: 'Add availability window',
  noWindows: 'No availability windows: the driver is not offered for jobs.',
} as const;

/** The driver's fields; `driver` null adds a new one. Mounted per opening, so it starts from the driver's values. */
function DriverForm({ driver, onDone }: { driver: TDriver | null; onDone: () => void }) {
  const utils = trpc.useUtils();
  const form = useForm<DriverFormValues>({
    initialValues: driver ? driverFormValues(driver) : EMPTY_DRIVER,
    validate: validateDriver,
  });
  const onSaved = (saved: TDriver) => {
    const name = driverName(saved);
    showNotice(
      driver
        ? { title: DRIVER_NOTICES.updated, message: DRIVER_NOTICES.updatedText(name) }
        : { title: DRIVER_NOTICES.created, message: DRIVER_NOTICES.createdText(name) },
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
    onError: onFailed(DRIVER_NOTICES.createFailed, DRIVER_NOTICES.createFailedFallback),
  });
  const update = trpc.driver.update.useMutation({
    onSuccess: onSaved,
    onError: onFailed(DRIVER_NOTICES.updateFailed, DRIVER_NOTICES.updateFailedFallback),
  });
  const pending = create.isPending || update.isPending;
  const today = todayDay();

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        driver ? update.mutate({ id: driver.id, ...driverPayload(values) }) : create.mutate(driverPayload(values)),
      )}
    >
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="First Name" withAsterisk {...form.getInputProps('firstName')} />
          <TextInput label="Last Name" withAsterisk {...form.getInputProps('lastName')} />
          <TextInput label="Phone" {...form.getInputProps('phone')} />
          <TextInput label="Email" type="email" {...form.getInputProps('email')} />
          <TextInput label="License Number" withAsterisk {...form.getInputProps('licenseNumber')} />
          <TextInput label="License Class" withAsterisk {...form.getInputProps('licenseClass')} />
          <ProcurementDateInput label="License Expiry" minDate={today} {...form.getInputProps('licenseExpiry')} />
          <Select
            label="Status"
            data={optionsOf(DRIVER_STATUSES)}
            allowDeselect={false}
            {...form.getInputProps('status')}
            onChange={(value) => form.setFieldValue('status', value ?? 'available')}
          />
          <NumberInput
            label="Rating"
            min={0}
            max={5}
            step={0.1}
            decimalScale={1}
            clampBehavior="none"
            {...form.getInputProps('rating')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap="xs">
            <Checkbox label="ADR certified" {...form.getInputProps('hasADR', { type: 'checkbox' })} />
            {form.values.hasADR && (
              <ProcurementDateInput label="ADR Expiry" minDate={today} {...form.getInputProps('adrExpiry')} />
            )}
          </Stack>
          <Stack gap="xs">
            <Checkbox label="HSE certified" {...form.getInputProps('hasHSE', { type: 'checkbox' })} />
            {form.values.hasHSE && (
              <ProcurementDateInput label="HSE Expiry" minDate={today} {...form.getInputProps('hseExpiry')} />
            )}
          </Stack>
        </SimpleGrid>
        <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" fw={600} size="sm">
            Availability Windows
          </Text>
          {form.values.availability.length === 0 && (
            <Text size="sm" c="dimmed">
              {DRIVER_FORM_TEXTS.noWindows}
            </Text>
          )}
          {form.values.availability.map((_window, index) => (
            // Windows have no id of their own; their position is their identity while the dialog is open.
            <Group key={index} align="flex-end" wrap="nowrap">
              <ProcurementDateInput
                label={`Available From (window ${index + 1})`}
                minDate={undefined}
                {...form.getInputProps(`availability.${index}.availableFrom`)}
                style={{ flex: 1 }}
              />
              <ProcurementDateInput
                label={`Available Until (window ${index + 1})`}
                minDate={form.values.availability[index]?.availableFrom ?? undefined}
                {...form.getInputProps(`availability.${index}.availableUntil`)}
                style={{ flex: 1 }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Remove window ${index + 1}`}
                onClick={() => form.removeListItem('availability', index)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          ))}
          <Button
            variant="light"
            w="fit-content"
            leftSection={<IconPlus size={16} />}
            onClick={() => form.insertListItem('availability', { availableFrom: today, availableUntil: null })}
          >
            {DRIVER_FORM_TEXTS.addWindow}
          </Button>
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {driver ? DRIVER_FORM_TEXTS.save : DRIVER_FORM_TEXTS.create}
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
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={driver ? DRIVER_FORM_TEXTS.editTitle : DRIVER_FORM_TEXTS.createTitle}
      size="lg"
    >
      {opened && <DriverForm key={driver?.id ?? 'new'} driver={driver} onDone={onClose} />}
    </Modal>
  );
}
