import type { ObservedUnit } from '@energy/domain/schemas/measurement';
import { Fieldset, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MEASURED_FIELD_LABELS, useUnitOptions } from './LoadingForm';

/** The proof of delivery's measured fields, by their input names. */
export const RECEIVED_FIELDS = [
  'receivedObservedVolume',
  'receivedUnit',
  'receivedTemperatureC',
  'receivedDensityKgM3',
] as const;

interface ReceivedValues {
  receivedObservedVolume: string;
  receivedUnit: ObservedUnit;
  receivedTemperatureC: string;
  receivedDensityKgM3: string;
}

/**
 * What the receiver measured at discharge, optional on the proof of delivery: all four or none. Without them the
 * server takes the loaded figures (received = loaded); with them it computes the received volume at 15 °C and the
 * transit loss.
 */
export function ReceivedMeasurementFields<V extends ReceivedValues>({ form }: { form: UseFormReturnType<V> }) {
  const { t } = useTranslation();
  const units = useUnitOptions();
  return (
    <Fieldset legend={t('fulfilment.podMeasured.title')}>
      <Text size="xs" c="dimmed" mb="xs">
        {t('fulfilment.podMeasured.hint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t(MEASURED_FIELD_LABELS.observedVolume)}
          inputMode="decimal"
          {...form.getInputProps('receivedObservedVolume')}
        />
        <Select
          label={t(MEASURED_FIELD_LABELS.unit)}
          data={units}
          allowDeselect={false}
          {...form.getInputProps('receivedUnit')}
        />
        <TextInput
          label={t(MEASURED_FIELD_LABELS.temperatureC)}
          inputMode="decimal"
          {...form.getInputProps('receivedTemperatureC')}
        />
        <TextInput
          label={t(MEASURED_FIELD_LABELS.densityKgM3)}
          inputMode="decimal"
          {...form.getInputProps('receivedDensityKgM3')}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
