import { offerInputSchema, PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type TOffer } from '@energy/domain/schemas/offer';
import { Button, Divider, Group, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { showNotice } from '../../../components/notices';
import { ProcurementDateInput } from '../../../components/procurement/ProcurementDateInput';
import { failureMessage } from '../../../components/errors/serverFailure';
import { trpc } from '../../../trpc';
import {
  CURRENCY_OPTIONS,
  offerFieldErrors,
  offerFormValues,
  offerInput,
  offerPayload,
  type OfferFormValues,
} from './offerFormValues';
import { AllocationWindowFields, DeliverySlotsFields, PricingBandsFields } from './OfferScheduleFields';

export const OFFER_NOTICES = {
  submitted: 'Offer Submitted',
  submittedText: (rfqNumber: string) => `Your offer on ${rfqNumber} has been sent to the buyer.`,
  revised: 'Offer Revised',
  revisedText: (rfqNumber: string) => `Your revised offer on ${rfqNumber} has been sent to the buyer.`,
  submitFailed: 'Error Submitting Offer',
  reviseFailed: 'Error Revising Offer',
  failedFallback: 'Failed to save offer',
} as const;

const methodOptions = PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }));

/** A supplier's offer on one RFQ: a new one, or a revision of its own (prefilled). */
export function OfferForm({ rfqId, rfqNumber, ownOffer }: { rfqId: string; rfqNumber: string; ownOffer?: TOffer }) {
  const utils = trpc.useUtils();
  const revising = ownOffer !== undefined;
  const form = useForm<OfferFormValues>({
    initialValues: offerFormValues(ownOffer),
    validate: (values) => schemaResolver(offerInputSchema(), { sync: true })(offerPayload(rfqId, values)),
  });
  const onSaved = () => {
    showNotice(
      revising
        ? { title: OFFER_NOTICES.revised, message: OFFER_NOTICES.revisedText(rfqNumber) }
        : { title: OFFER_NOTICES.submitted, message: OFFER_NOTICES.submittedText(rfqNumber) },
    );
    void utils.offer.list.invalidate();
    void utils.rfq.invalidate();
  };
  const onFailed = (error: Parameters<typeof offerFieldErrors>[0]) => {
    form.setErrors(offerFieldErrors(error));
    showNotice({
      title: revising ? OFFER_NOTICES.reviseFailed : OFFER_NOTICES.submitFailed,
      message: failureMessage(error, OFFER_NOTICES.failedFallback),
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
  const label = revising ? 'Revise Offer' : 'Submit Offer';

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Unit Price" placeholder="e.g. 650.50" withAsterisk {...form.getInputProps('unitPrice')} />
          <Select label="Currency" data={CURRENCY_OPTIONS} allowDeselect={false} {...form.getInputProps('currency')} />
          <ProcurementDateInput label="Valid Until" withAsterisk {...form.getInputProps('validUntil')} />
        </SimpleGrid>
        <Textarea label="Notes" rows={3} {...form.getInputProps('notes')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="Payment Method"
            withAsterisk
            data={methodOptions}
            {...form.getInputProps('paymentTerms.method')}
            onChange={(value) => form.setFieldValue('paymentTerms.method', value ?? '')}
          />
          <NumberInput
            label="Days to Payment"
            min={0}
            max={365}
            allowDecimal={false}
            {...form.getInputProps('paymentTerms.daysToPayment')}
          />
          <NumberInput
            label="Advance Payment (%)"
            min={0}
            max={100}
            {...form.getInputProps('paymentTerms.advancePayment')}
          />
        </SimpleGrid>
        <Divider />
        <PricingBandsFields form={form} />
        <Divider />
        <DeliverySlotsFields form={form} />
        <AllocationWindowFields form={form} />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending || revise.isPending}>
            {label}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
