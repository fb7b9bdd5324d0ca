import { PRIORITIES } from '@energy/domain/constants';
import { FLEET_MESSAGES } from '@energy/domain/schemas/fleet';
import type { TTenderTerms } from '@energy/domain/schemas/fleet';
import { Checkbox, Divider, Group, NumberInput, Select, TagsInput, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DateTimeInput, fromDateTimeValue } from '../../../components/fulfilment/DateTimeInput';
import { majorToMinor } from '@energy/domain/money';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../../i18n/labels';

/** The tender terms as the form holds them: the maximum rate in dollars, the deadline as the picker's value. */
export interface TenderTermsValues {
  priority: (typeof PRIORITIES)[number];
  maxRate: number | string;
  bidDeadline: string | null;
  weightKg: number | string;
  volumeM3: number | string;
  cargoType: string;
  specialRequirements: string[];
  hazardous: boolean;
}

export const EMPTY_TENDER_TERMS: TenderTermsValues = {
  priority: 'medium',
  maxRate: '',
  bidDeadline: null,
  weightKg: '',
  volumeM3: '',
  cargoType: '',
  specialRequirements: [],
  hazardous: false,
};

const optionalNumber = (value: number | string): number | undefined => (value === '' ? undefined : Number(value));

/** What the server takes: dollars become cents, blanks are left out. */
export function toTenderTerms(values: TenderTermsValues): TTenderTerms {
  const weightKg = optionalNumber(values.weightKg);
  const volumeM3 = optionalNumber(values.volumeM3);
  const cargoType = values.cargoType.trim();
  return {
    priority: values.priority,
    maxRate: majorToMinor(values.maxRate),
    bidDeadline: fromDateTimeValue(values.bidDeadline),
    ...(weightKg !== undefined ? { weightKg } : {}),
    ...(volumeM3 !== undefined ? { volumeM3 } : {}),
    ...(cargoType ? { cargoType } : {}),
    specialRequirements: values.specialRequirements,
    hazardous: values.hazardous,
  };
}

/** A deadline already past cannot be bid against: said here before the server says it. */
export function bidDeadlineErrors(values: TenderTermsValues, now: Date = new Date()): Record<string, string> {
  const deadline = fromDateTimeValue(values.bidDeadline);
  const at = Date.parse(deadline);
  return deadline && !Number.isNaN(at) && at <= now.getTime()
    ? { 'tender.bidDeadline': FLEET_MESSAGES.bidDeadlinePast }
    : {};
}

export const TENDER_TERM_FIELDS = [
  'tender.priority',
  'tender.maxRate',
  'tender.bidDeadline',
  'tender.weightKg',
  'tender.volumeM3',
  'tender.cargoType',
  'tender.specialRequirements',
  'tender.hazardous',
];

/** The terms logistics companies bid on (the Tender Inbox's fields): priority, maximum rate, deadline, cargo. */
export function TenderTermsFields<V extends { tender: TenderTermsValues }>({ form }: { form: UseFormReturnType<V> }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const inputs = {
    priority: form.getInputProps('tender.priority'),
    maxRate: form.getInputProps('tender.maxRate'),
    bidDeadline: form.getInputProps('tender.bidDeadline'),
    weightKg: form.getInputProps('tender.weightKg'),
    volumeM3: form.getInputProps('tender.volumeM3'),
    cargoType: form.getInputProps('tender.cargoType'),
    specialRequirements: form.getInputProps('tender.specialRequirements'),
    hazardous: form.getInputProps('tender.hazardous', { type: 'checkbox' }),
  };
  return (
    <>
      <Divider label={t('fulfilment.tender.divider')} labelPosition="left" />
      <Group grow align="flex-start">
        <Select
          label={t('fulfilment.tender.priority')}
          data={labels.options('priority', PRIORITIES)}
          allowDeselect={false}
          {...inputs.priority}
        />
        <NumberInput
          label={t('fulfilment.tender.maxRate')}
          withAsterisk
          min={0}
          step={0.01}
          decimalScale={2}
          thousandSeparator=","
          prefix="$"
          {...inputs.maxRate}
        />
      </Group>
      <DateTimeInput
        label={t('fulfilment.tender.bidDeadline')}
        withAsterisk
        minDate={new Date()}
        {...inputs.bidDeadline}
      />
      <Group grow align="flex-start">
        <NumberInput label={t('fulfilment.tender.weight')} min={0} thousandSeparator="," {...inputs.weightKg} />
        <NumberInput label={t('fulfilment.tender.volume')} min={0} thousandSeparator="," {...inputs.volumeM3} />
      </Group>
      <TextInput
        label={t('fulfilment.tender.cargoType')}
        placeholder={t('fulfilment.tender.cargoTypePlaceholder')}
        {...inputs.cargoType}
      />
      <TagsInput
        label={t('fulfilment.tender.specialRequirements')}
        placeholder={t('fulfilment.tender.specialRequirementsPlaceholder')}
        {...inputs.specialRequirements}
      />
      <Checkbox label={t('fulfilment.tender.hazardous')} {...inputs.hazardous} />
    </>
  );
}
