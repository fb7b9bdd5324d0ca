import { VEHICLE_MIN_YEAR, VEHICLE_STATUSES } from '@energy/domain/constants';
import { CAPACITY_UNITS, EMISSION_STANDARDS, FUEL_TYPES, VEHICLE_TYPES } from '@energy/domain/schemas/fleet';
import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Tabs, Textarea, TextInput } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { useForm } from '../../../components/forms/useForm';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayDay } from '../../../components/fleet/fleetLabels';
import { useLabels } from '../../../i18n/labels';
import { ProcurementDateInput } from '../../../components/procurement/ProcurementDateInput';
import {
  firstTabWithError,
  VEHICLE_TABS,
  validateVehicle,
  type VehicleFormValues,
  type VehicleTab,
} from './vehicleFormValues';

interface VehicleFormProps {
  initialValues: VehicleFormValues;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: VehicleFormValues) => void;
  onCancel: () => void;
  /** Field errors the server sent back, shown on their fields (and their tab). */
  serverErrors?: FormErrors;
}

// The bounds guide the stepper only; a typed year outside them gets the spec's message instead of a silent clamp.
const nextYear = () => dayjs().year() + 1;

/** The tabbed vehicle form (spec 001 Vehicle Onboarding, §5): Basic Info, Certifications, Maintenance, Technical. */
export function VehicleForm({
  initialValues,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
  serverErrors,
}: VehicleFormProps) {
  const { t } = useTranslation();
  const labels = useLabels();
  const [tab, setTab] = useState<VehicleTab>('basic');
  const form = useForm<VehicleFormValues>({ initialValues, validate: (values) => validateVehicle(values) });
  // Server field errors arrive after a submit: show them, and the tab of the first one.
  const [seenServerErrors, setSeenServerErrors] = useState(serverErrors);
  if (seenServerErrors !== serverErrors) {
    setSeenServerErrors(serverErrors);
    if (serverErrors && Object.keys(serverErrors).length > 0) {
      form.setErrors(serverErrors);
      setTab(firstTabWithError(serverErrors) ?? tab);
    }
  }
  const select = (field: keyof VehicleFormValues) => ({
    ...form.getInputProps(field),
    onChange: (value: string | null) => form.setFieldValue(field, value ?? ''),
  });
  const fields = Object.keys(initialValues) as (keyof VehicleFormValues)[];
  /** Each field's input props, and a select's (its value null when cleared reads as ''). */
  const input = Object.fromEntries(fields.map((field) => [field, form.getInputProps(field)])) as Record<
    keyof VehicleFormValues,
    ReturnType<typeof form.getInputProps>
  >;
  const choice = Object.fromEntries(fields.map((field) => [field, select(field)])) as Record<
    keyof VehicleFormValues,
    ReturnType<typeof select>
  >;
  const options = {
    vehicleType: labels.options('vehicleType', VEHICLE_TYPES),
    status: labels.options('status', VEHICLE_STATUSES),
    capacityUnit: labels.options('capacityUnit', CAPACITY_UNITS),
    fuelType: labels.options('fuelType', FUEL_TYPES),
  };
  const today = todayDay();

  return (
    <form noValidate onSubmit={form.onSubmit(onSubmit, (errors) => setTab(firstTabWithError(errors) ?? tab))}>
      <Stack>
        <Tabs value={tab} onChange={(value) => setTab((value as VehicleTab | null) ?? 'basic')}>
          <Tabs.List>
            {(Object.keys(VEHICLE_TABS) as VehicleTab[]).map((key) => (
              <Tabs.Tab key={key} value={key}>
                {t(VEHICLE_TABS[key].label)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="basic" pt="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('fleet.vehicleForm.registrationNumber')} withAsterisk {...input.registrationNumber} />
              <Select
                label={t('fleet.vehicleForm.vehicleType')}
                withAsterisk
                data={options.vehicleType}
                {...choice.vehicleType}
              />
              <TextInput label={t('fleet.vehicleForm.make')} withAsterisk {...input.make} />
              <TextInput label={t('fleet.vehicleForm.model')} withAsterisk {...input.model} />
              <NumberInput
                label={t('fleet.vehicleForm.year')}
                withAsterisk
                min={VEHICLE_MIN_YEAR}
                max={nextYear()}
                clampBehavior="none"
                allowDecimal={false}
                {...input.year}
              />
              <Select
                label={t('fleet.vehicleForm.status')}
                data={options.status}
                allowDeselect={false}
                {...choice.status}
              />
              <TextInput label={t('fleet.vehicleForm.capacity')} withAsterisk {...input.capacity} />
              <Select
                label={t('fleet.vehicleForm.capacityUnit')}
                withAsterisk
                data={options.capacityUnit}
                {...choice.capacityUnit}
              />
            </SimpleGrid>
          </Tabs.Panel>
          <Tabs.Panel value="certifications" pt="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('fleet.vehicleForm.adrNumber')} {...input.adrCertificateNumber} />
              <ProcurementDateInput label={t('fleet.vehicleForm.adrExpiry')} minDate={today} {...input.adrExpiryDate} />
              <TextInput label={t('fleet.vehicleForm.insuranceNumber')} {...input.insurancePolicyNumber} />
              <ProcurementDateInput
                label={t('fleet.vehicleForm.insuranceExpiry')}
                minDate={today}
                {...input.insuranceExpiryDate}
              />
              <ProcurementDateInput
                label={t('fleet.vehicleForm.roadworthinessExpiry')}
                minDate={today}
                {...input.roadworthinessExpiry}
              />
            </SimpleGrid>
          </Tabs.Panel>
          <Tabs.Panel value="maintenance" pt="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <ProcurementDateInput
                label={t('fleet.vehicleForm.lastMaintenance')}
                minDate={undefined}
                maxDate={today}
                {...input.lastMaintenanceDate}
              />
              <ProcurementDateInput
                label={t('fleet.vehicleForm.nextMaintenance')}
                minDate={today}
                {...input.nextMaintenanceDate}
              />
            </SimpleGrid>
            <Textarea label={t('fleet.vehicleForm.maintenanceNotes')} rows={3} mt="md" {...input.maintenanceNotes} />
          </Tabs.Panel>
          <Tabs.Panel value="technical" pt="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={t('fleet.vehicleForm.fuelType')}
                data={options.fuelType}
                allowDeselect={false}
                {...choice.fuelType}
              />
              <Select
                label={t('fleet.vehicleForm.emissionStandard')}
                data={[...EMISSION_STANDARDS]}
                allowDeselect={false}
                {...choice.emissionStandard}
              />
              <TextInput label={t('fleet.vehicleForm.gpsTrackerId')} {...input.gpsTrackerId} />
            </SimpleGrid>
          </Tabs.Panel>
        </Tabs>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            {t('fleet.common.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
