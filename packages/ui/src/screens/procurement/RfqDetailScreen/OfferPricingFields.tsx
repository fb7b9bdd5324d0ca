import type { TRfq } from '@energy/domain/schemas/rfq';
import type { TPriceIndex } from '@energy/domain/schemas/pricing';
import { defaultDensity, MEASURE_OF_RFQ_UNIT } from '@energy/domain/pricing/units';
import { Alert, Group, NumberInput, Radio, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { decimalText, targetUnitText } from '../../../components/procurement/FormulaText';
import { ProcurementDateInput } from '../../../components/procurement/ProcurementDateInput';
import { useLabels } from '../../../i18n/labels';
import { useDisplay } from '../../../i18n/useDisplay';
import { trpc } from '../../../trpc';
import { PERIOD_KINDS, PRICING_TYPES, type OfferFormValues } from './offerFormValues';

type OfferForm = UseFormReturnType<OfferFormValues>;

/** The pricing choice's texts, as catalogue keys. */
export const OFFER_PRICING_TEXTS = {
  pricing: 'procurement.offerPricing.pricing',
  fixed: 'procurement.offerPricing.fixed',
  formula: 'procurement.offerPricing.formula',
  index: 'procurement.offerPricing.index',
  indexPlaceholder: 'procurement.offerPricing.indexPlaceholder',
  /** {value} {priceUnit} {date} */
  latest: 'procurement.offerPricing.latest',
  noQuote: 'procurement.offerPricing.noQuote',
  indicesFailed: 'procurement.offerPricing.indicesFailed',
  /** {unit} */
  differential: 'procurement.offerPricing.differential',
  differentialHint: 'procurement.offerPricing.differentialHint',
  differentialPlaceholder: 'procurement.offerPricing.differentialPlaceholder',
  period: 'procurement.offerPricing.period',
  average: 'procurement.offerPricing.average',
  day: 'procurement.offerPricing.day',
  month: 'procurement.offerPricing.month',
  daysBefore: 'procurement.offerPricing.daysBefore',
  daysAfter: 'procurement.offerPricing.daysAfter',
  date: 'procurement.offerPricing.date',
  monthField: 'procurement.offerPricing.monthField',
  monthPlaceholder: 'procurement.offerPricing.monthPlaceholder',
  density: 'procurement.offerPricing.density',
  /** {density} {product} */
  densityDefault: 'procurement.offerPricing.densityDefault',
  densityNone: 'procurement.offerPricing.densityNone',
  densityHint: 'procurement.offerPricing.densityHint',
} as const;

const PERIOD_TEXTS = {
  average: OFFER_PRICING_TEXTS.average,
  day: OFFER_PRICING_TEXTS.day,
  month: OFFER_PRICING_TEXTS.month,
} as const;

/** The RFQ facts the formula's fields need: its product (for the default density) and its unit. */
/** What the offer form reads of its RFQ; its delivery terms show what an empty term takes (the defaults without them). */
export type OfferRfq = Pick<TRfq, 'productType' | 'refinedProductType' | 'unit'> & Partial<Pick<TRfq, 'deliveryTerms'>>;

/** Fixed price or formula: the choice, which hides the unit price and the pricing bands when a formula is chosen. */
export function PricingTypeField({ form }: { form: OfferForm }) {
  const { t } = useTranslation();
  const texts = { fixed: t(OFFER_PRICING_TEXTS.fixed), formula: t(OFFER_PRICING_TEXTS.formula) };
  return (
    <Radio.Group
      label={t(OFFER_PRICING_TEXTS.pricing)}
      {...form.getInputProps('pricing.type')}
      error={form.getInputProps('pricing').error}
    >
      <Group mt="xs">
        {PRICING_TYPES.map((type) => (
          <Radio key={type} value={type} label={texts[type]} />
        ))}
      </Group>
    </Radio.Group>
  );
}

/** The index option's label: "GO-CIF-NWE — Gasoil 0.1% CIF NWE (USD/t)". */
const indexLabel = (index: TPriceIndex) => `${index.code} — ${index.name} (${index.priceUnit})`;

/** A formula's fields: the index (with its latest quote), the differential, the pricing period and the density. */
export function FormulaFields({ form, rfq }: { form: OfferForm; rfq: OfferRfq }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const labels = useLabels();
  const indices = trpc.pricing.indices.useQuery(undefined, { staleTime: 60_000 });
  const chosenId = form.values.pricing.indexId;
  // Inactive indices take no new offers; one an offer being revised already names stays listed.
  const listed = (indices.data ?? []).filter((index) => index.active || index.id === chosenId);
  const chosen = listed.find((index) => index.id === chosenId);
  const unit = targetUnitText(form.values.currency, MEASURE_OF_RFQ_UNIT[rfq.unit]);
  const density = defaultDensity(rfq.productType, rfq.refinedProductType);
  const product = rfq.refinedProductType ?? labels.of('productType', rfq.productType);
  const kind = form.values.pricing.period.kind;
  const latest = (index: TPriceIndex) =>
    index.latestValue !== null && index.latestDate !== null
      ? t(OFFER_PRICING_TEXTS.latest, {
          value: decimalText(display, index.latestValue, 6),
          priceUnit: index.priceUnit,
          date: display.day(index.latestDate),
        })
      : t(OFFER_PRICING_TEXTS.noQuote);
  const periodTexts = {
    average: t(PERIOD_TEXTS.average),
    day: t(PERIOD_TEXTS.day),
    month: t(PERIOD_TEXTS.month),
  };
  // The fields' input props, read before the markup (field names are not texts).
  const inputs = {
    indexId: form.getInputProps('pricing.indexId'),
    differential: form.getInputProps('pricing.differential'),
    kind: form.getInputProps('pricing.period.kind'),
    period: form.getInputProps('pricing.period'),
    daysBefore: form.getInputProps('pricing.period.daysBefore'),
    daysAfter: form.getInputProps('pricing.period.daysAfter'),
    date: form.getInputProps('pricing.period.date'),
    month: form.getInputProps('pricing.period.month'),
    density: form.getInputProps('pricing.densityKgM3'),
  };
  return (
    <Stack gap="sm">
      {indices.isError && (
        <Alert color="red" title={t(OFFER_PRICING_TEXTS.indicesFailed)}>
          {indices.error.message}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t(OFFER_PRICING_TEXTS.index)}
          placeholder={t(OFFER_PRICING_TEXTS.indexPlaceholder)}
          withAsterisk
          searchable
          // An index with no quote yet cannot price a formula (the server refuses it, 422): listed, but not chosen.
          data={listed.map((index) => ({
            value: index.id,
            label: indexLabel(index),
            disabled: index.latestValue === null && index.id !== chosenId,
          }))}
          renderOption={({ option }) => {
            const index = listed.find((candidate) => candidate.id === option.value);
            return (
              <Stack gap={0}>
                <Text size="sm">{option.label}</Text>
                {index && (
                  <Text size="xs" c="dimmed">
                    {latest(index)}
                  </Text>
                )}
              </Stack>
            );
          }}
          description={chosen ? latest(chosen) : undefined}
          {...inputs.indexId}
        />
        <TextInput
          label={t(OFFER_PRICING_TEXTS.differential, { unit })}
          description={t(OFFER_PRICING_TEXTS.differentialHint)}
          placeholder={t(OFFER_PRICING_TEXTS.differentialPlaceholder)}
          withAsterisk
          {...inputs.differential}
        />
      </SimpleGrid>
      <Radio.Group label={t(OFFER_PRICING_TEXTS.period)} {...inputs.kind} error={inputs.period.error}>
        <Group mt="xs">
          {PERIOD_KINDS.map((periodKind) => (
            <Radio key={periodKind} value={periodKind} label={periodTexts[periodKind]} />
          ))}
        </Group>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {kind === 'average' && (
          <>
            <NumberInput
              label={t(OFFER_PRICING_TEXTS.daysBefore)}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              {...inputs.daysBefore}
            />
            <NumberInput
              label={t(OFFER_PRICING_TEXTS.daysAfter)}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              {...inputs.daysAfter}
            />
          </>
        )}
        {kind === 'day' && <ProcurementDateInput label={t(OFFER_PRICING_TEXTS.date)} withAsterisk {...inputs.date} />}
        {kind === 'month' && (
          <TextInput
            type="month"
            label={t(OFFER_PRICING_TEXTS.monthField)}
            placeholder={t(OFFER_PRICING_TEXTS.monthPlaceholder)}
            withAsterisk
            {...inputs.month}
          />
        )}
        <TextInput
          label={t(OFFER_PRICING_TEXTS.density)}
          description={t(OFFER_PRICING_TEXTS.densityHint)}
          placeholder={
            density === null
              ? t(OFFER_PRICING_TEXTS.densityNone)
              : t(OFFER_PRICING_TEXTS.densityDefault, { density: display.number(density, 3), product })
          }
          {...inputs.density}
        />
      </SimpleGrid>
    </Stack>
  );
}
