import type { ObservedUnit } from '@energy/domain/schemas/measurement-units';
import { Fieldset, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MeasuredFields, type MeasuredFieldNames } from './MeasuredFields';

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

const RECEIVED_NAMES: MeasuredFieldNames<ReceivedValues> = {
  observedVolume: 'receivedObservedVolume',
  unit: 'receivedUnit',
  temperatureC: 'receivedTemperatureC',
  densityKgM3: 'receivedDensityKgM3',
};

/**
 * What the receiver measured at discharge, optional on the proof of delivery: all four or none. Without them the
 * server takes the loaded figures (received = loaded); with them it computes the received volume at 15 °C and the
 * transit loss.
 */
export function ReceivedMeasurementFields<V extends ReceivedValues>({ form }: { form: UseFormReturnType<V> }) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('fulfilment.podMeasured.title')}>
      <Text size="xs" c="dimmed" mb="xs">
        {t('fulfilment.podMeasured.hint')}
      </Text>
      <MeasuredFields form={form} names={RECEIVED_NAMES} required={false} />
    </Fieldset>
  );
}
