import { VEHICLE_MIN_YEAR, VEHICLE_STATUSES } from '@energy/domain/constants';
import { CAPACITY_UNITS, EMISSION_STANDARDS, FUEL_TYPES, VEHICLE_TYPES } from '@energy/domain/schemas/fleet';
import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Tabs, Textarea, TextInput } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import dayjs from 'dayjs';
import { useState } from 'react';
import { optionsOf, todayDay } from '../../../components/fleet/fleetLabels';
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
  const today = todayDay();

  return (
    <form noValidate onSubmit={form.onSubmit(onSubmit, (errors) => setTab(firstTabWithError(errors) ?? tab))}>
      <Stack>
        <Tabs value={tab} onChange={(value) => setTab((value as VehicleTab | null) ?? 'basic')}>
          <Tabs.List>
            {(Object.keys(VEHICLE_TABS) as VehicleTab[]).map((key) => (
              <Tabs.Tab key={key} value={key}>
                {VEHICLE_TABS[key].label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="basic" pt="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Registration Number" withAsterisk {...form.getInputProps('registrationNumber')} />
              <Select label="Vehicle Type" withAsterisk data={optionsOf(VEHICLE_TYPES)} {...select('vehicleType')} />
              <TextInput label="Make" withAsterisk {...form.getInputProps('make')} />
              <TextInput label="Model" withAsterisk {...form.getInputProps('model')} />
              <NumberInput
                label="Year"
                withAsterisk
                min={VEHICLE_MIN_YEAR}
                max={nextYear()}
                clampBehavior="none"
                allowDecimal={false}
                {...form.getInputProps('year')}
              />
              <Select label="Status" data={optionsOf(VEHICLE_STATUSES)} allowDeselect={false} {...select('status')} />
              <TextInput label="Capacity" withAsterisk {...form.getInputProps('capacity')} />
              <Select label="Capacity Unit" withAsterisk data={optionsOf(CAPACITY_UNITS)} {...select('capacityUnit')} />
            </SimpleGrid>
          </Tabs.Panel>
          <Tabs.Panel value="certifications" pt="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="ADR Certificate Number" {...form.getInputProps('adrCertificateNumber')} />
              <ProcurementDateInput label="ADR Expiry Date" minDate={today} {...form.getInputProps('adrExpiryDate')} />
              <TextInput label="Insurance Policy Number" {...form.getInputProps('insurancePolicyNumber')} />
              <ProcurementDateInput
                label="Insurance Expiry Date"
                minDate={today}
                {...form.getInputProps('insuranceExpiryDate')}
              />
              <ProcurementDateInput
                label="Roadworthiness Expiry"
                minDate={today}
                {...form.getInputProps('roadworthinessExpiry')}
              />
            </SimpleGrid>
          </Tabs.Panel>
          <Tabs.Panel value="maintenance" pt="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <ProcurementDateInput
                label="Last Maintenance Date"
                minDate={undefined}
                maxDate={today}
                {...form.getInputProps('lastMaintenanceDate')}
              />
              <ProcurementDateInput
                label="Next Maintenance Date"
                minDate={today}
                {...form.getInputProps('nextMaintenanceDate')}
              />
            </SimpleGrid>
            <Textarea label="Maintenance Notes" rows={3} mt="md" {...form.getInputProps('maintenanceNotes')} />
          </Tabs.Panel>
          <Tabs.Panel value="technical" pt="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select label="Fuel Type" data={optionsOf(FUEL_TYPES)} allowDeselect={false} {...select('fuelType')} />
              <Select
                label="Emission Standard"
                data={[...EMISSION_STANDARDS]}
                allowDeselect={false}
                {...select('emissionStandard')}
              />
              <TextInput label="GPS Tracker ID" {...form.getInputProps('gpsTrackerId')} />
            </SimpleGrid>
          </Tabs.Panel>
        </Tabs>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
