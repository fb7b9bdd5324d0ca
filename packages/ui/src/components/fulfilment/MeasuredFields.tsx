import { OBSERVED_UNITS, type ObservedUnit } from '@energy/domain/schemas/measurement-units';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

/** The fields' labels, as catalogue keys (also naming the fields in a refusal's notice). */
export const MEASURED_FIELD_LABELS = {
  observedVolume: 'fulfilment.loadingForm.observedVolume',
  unit: 'fulfilment.loadingForm.unit',
  temperatureC: 'fulfilment.loadingForm.temperatureC',
  densityKgM3: 'fulfilment.loadingForm.densityKgM3',
} as const;

/** The unit choices, in the page's language. */
export function useUnitOptions(): { value: ObservedUnit; label: string }[] {
  const { t } = useTranslation();
  return OBSERVED_UNITS.map((unit) => ({ value: unit, label: t(`fulfilment.loadingForm.units.${unit}`) }));
}

/** The form's input names of the four measured figures. */
export type MeasuredFieldNames<V> = Record<keyof typeof MEASURED_FIELD_LABELS, keyof V & string>;

/**
 * The four figures a measurement is made of (observed volume and unit, observed temperature, density at 15 °C), two
 * by two: the loading, its correction and the proof of delivery's received figures name them in their own forms.
 */
export function MeasuredFields<V>({
  form,
  names,
  required,
}: {
  form: UseFormReturnType<V>;
  names: MeasuredFieldNames<V>;
  required: boolean;
}) {
  const { t } = useTranslation();
  const units = useUnitOptions();
  const decimal = (field: 'observedVolume' | 'temperatureC' | 'densityKgM3') => (
    <TextInput
      key={field}
      label={t(MEASURED_FIELD_LABELS[field])}
      inputMode="decimal"
      withAsterisk={required}
      {...form.getInputProps(names[field])}
    />
  );
  const [volume, temperature, density] = (['observedVolume', 'temperatureC', 'densityKgM3'] as const).map(decimal);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {volume}
      <Select
        label={t(MEASURED_FIELD_LABELS.unit)}
        data={units}
        allowDeselect={false}
        {...form.getInputProps(names.unit)}
      />
      {temperature}
      {density}
    </SimpleGrid>
  );
}
