import { MEASURE_OF_RFQ_UNIT } from '@energy/domain/pricing/units';
import { offerInputSchema, PAYMENT_METHODS, type TOffer } from '@energy/domain/schemas/offer';
import { Button, Divider, Group, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useForm } from '../../../components/forms/useForm';
import { useTranslation } from 'react-i18next';
import { showNotice } from '../../../components/notices';
import { targetUnitText } from '../../../components/procurement/FormulaText';
import { ProcurementDateInput } from '../../../components/procurement/ProcurementDateInput';
import { failureMessage } from '../../../components/errors/serverFailure';
import { trpc } from '../../../trpc';
import { DELIVERY_TERMS_DEFAULTS } from '@energy/domain/schemas/delivery-terms-defaults';
import { DeliveryTermsFields } from '../../../components/procurement/DeliveryTermsFields';
import { useLabels } from '../../../i18n/labels';
import {
  CURRENCY_OPTIONS,
  offerFieldErrors,
  offerFormValues,
  offerInput,
  offerPayload,
  type OfferFormValues,
} from './offerFormValues';
import { AllocationWindowFields, DeliverySlotsFields, PricingBandsFields } from './OfferScheduleFields';
import { FormulaFields, OFFER_PRICING_TEXTS, PricingTypeField, type OfferRfq } from './OfferPricingFields';

/** The form's notices, as catalogue keys; the texts take {rfqNumber}. */
export const OFFER_NOTICES = {
  submitted: 'procurement.offerForm.submitted',
  submittedText: 'procurement.offerForm.submittedText',
  revised: 'procurement.offerForm.revised',
  revisedText: 'procurement.offerForm.revisedText',
  submitFailed: 'procurement.offerForm.submitFailed',
  reviseFailed: 'procurement.offerForm.reviseFailed',
  failedFallback: 'procurement.offerForm.failedFallback',
} as const;

interface OfferFormProps {
  rfq: OfferRfq & { id: string; rfqNumber: string };
  ownOffer?: TOffer;
}

/**
 * A supplier's offer on one RFQ: a new one, or a revision of its own (prefilled). Priced either at a fixed unit price
 * (with optional pricing bands) or by a formula: an index plus a differential over a pricing period.
 */
export function OfferForm({ rfq, ownOffer }: OfferFormProps) {
  const { id: rfqId, rfqNumber } = rfq;
  const { t } = useTranslation();
  const labels = useLabels();
  const utils = trpc.useUtils();
  const revising = ownOffer !== undefined;
  const form = useForm<OfferFormValues>({
    // A new offer opens in naira, the spec's currency for offers, whatever the user's default currency (Settings >
    // System), which is the currency of the user's reports.
    initialValues: offerFormValues(ownOffer),
    validate: (values) => schemaResolver(offerInputSchema(), { sync: true })(offerPayload(rfqId, values)),
  });
  const onSaved = () => {
    showNotice(
      revising
        ? { title: t(OFFER_NOTICES.revised), message: t(OFFER_NOTICES.revisedText, { rfqNumber }) }
        : { title: t(OFFER_NOTICES.submitted), message: t(OFFER_NOTICES.submittedText, { rfqNumber }) },
    );
    void utils.offer.list.invalidate();
    void utils.rfq.invalidate();
  };
  // The formula's fields as the form labels them, for the notice of a refusal naming them (a revision's paths start
  // with "offer.").
  const pricingLabels = () => {
    const named: Record<string, string> = {
      'pricing.indexId': t(OFFER_PRICING_TEXTS.index),
      'pricing.differential': t(OFFER_PRICING_TEXTS.differential, {
        unit: targetUnitText(form.values.currency, MEASURE_OF_RFQ_UNIT[rfq.unit]),
      }),
      'pricing.period': t(OFFER_PRICING_TEXTS.period),
      'pricing.period.daysBefore': t(OFFER_PRICING_TEXTS.daysBefore),
      'pricing.period.daysAfter': t(OFFER_PRICING_TEXTS.daysAfter),
      'pricing.period.date': t(OFFER_PRICING_TEXTS.date),
      'pricing.period.month': t(OFFER_PRICING_TEXTS.monthField),
      'pricing.densityKgM3': t(OFFER_PRICING_TEXTS.density),
    };
    return { ...named, ...Object.fromEntries(Object.entries(named).map(([path, text]) => [`offer.${path}`, text])) };
  };
  const onFailed = (error: Parameters<typeof offerFieldErrors>[0]) => {
    // The one refusal of an offer without details that names a field: its index has no quote yet (422).
    const noQuote = error.data?.httpStatus === 422 && form.values.pricing.type === 'formula';
    form.setErrors({ ...offerFieldErrors(error), ...(noQuote ? { 'pricing.indexId': error.message } : {}) });
    showNotice({
      title: t(revising ? OFFER_NOTICES.reviseFailed : OFFER_NOTICES.submitFailed),
      message: failureMessage(error, t(OFFER_NOTICES.failedFallback), pricingLabels()),
      variant: 'destructive',
    });
  };
  const create = trpc.offer.create.useMutation({ onSuccess: onSaved, onError: onFailed });
  const revise = trpc.offer.revise.useMutation({ onSuccess: onSaved, onError: onFailed });

  const submit = (values: OfferFormValues) => {
    const offer = offerInput(offerInputSchema().parse(offerPayload(rfqId, values)));
    if (ownOffer) revise.mutate({ id: ownOffer.id, offer });
    else create.mutate(offer);
  };
  const label = t(revising ? 'procurement.offerForm.revise' : 'procurement.offerForm.submit');

  // The fields' input props, read before the markup (field names are not texts).
  const formula = form.values.pricing.type === 'formula';
  const inputs = {
    unitPrice: form.getInputProps('unitPrice'),
    currency: form.getInputProps('currency'),
    validUntil: form.getInputProps('validUntil'),
    notes: form.getInputProps('notes'),
    paymentTermsMethod: form.getInputProps('paymentTerms.method'),
    paymentTermsDaysToPayment: form.getInputProps('paymentTerms.daysToPayment'),
    paymentTermsAdvancePayment: form.getInputProps('paymentTerms.advancePayment'),
  };
  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack>
        <PricingTypeField form={form} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {!formula && (
            <TextInput
              label={t('procurement.fields.unitPrice')}
              placeholder={t('procurement.offerForm.unitPricePlaceholder')}
              withAsterisk
              {...inputs.unitPrice}
            />
          )}
          <Select
            label={t('procurement.fields.currency')}
            data={CURRENCY_OPTIONS}
            allowDeselect={false}
            {...inputs.currency}
          />
          <ProcurementDateInput label={t('procurement.fields.validUntil')} withAsterisk {...inputs.validUntil} />
        </SimpleGrid>
        {formula && <FormulaFields form={form} rfq={rfq} />}
        <Textarea label={t('procurement.fields.notes')} rows={3} {...inputs.notes} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t('procurement.fields.paymentMethod')}
            withAsterisk
            data={labels.options('paymentMethod', PAYMENT_METHODS)}
            {...inputs.paymentTermsMethod}
            onChange={(value) => form.setFieldValue('paymentTerms.method', value ?? '')}
          />
          <NumberInput
            label={t('procurement.fields.daysToPayment')}
            min={0}
            max={365}
            allowDecimal={false}
            {...inputs.paymentTermsDaysToPayment}
          />
          <NumberInput
            label={t('procurement.offerForm.advancePercent')}
            min={0}
            max={100}
            {...inputs.paymentTermsAdvancePayment}
          />
        </SimpleGrid>
        <Divider />
        {!formula && (
          <>
            <PricingBandsFields form={form} />
            <Divider />
          </>
        )}
        <DeliverySlotsFields form={form} />
        <AllocationWindowFields form={form} />
        <Divider />
        <DeliveryTermsFields
          inputProps={(name) => form.getInputProps(`deliveryTerms.${name}`)}
          onBasisChange={(value) => form.setFieldValue('deliveryTerms.quantityBasis', value)}
          applying={rfq.deliveryTerms ?? DELIVERY_TERMS_DEFAULTS}
          currency={form.values.currency}
          hint={t('procurement.deliveryTerms.offerHint')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending || revise.isPending}>
            {label}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
