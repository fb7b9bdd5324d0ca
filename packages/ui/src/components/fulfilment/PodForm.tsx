import { FULFILMENT_MESSAGES, ZPodInput, type TPodInput, type TShipment } from '@energy/domain/schemas/fulfilment';
import type { ObservedUnit } from '@energy/domain/schemas/measurement-units';
import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useForm } from '../forms/useForm';
import { useTranslation } from 'react-i18next';
import { showNotice } from '../notices';
import { failureMessage } from '../errors/serverFailure';
import { serverFieldErrors } from '../serverErrors';
import { trpc } from '../../trpc';
import { DateTimeInput, fromDateTimeValue, toDateTimeValue } from './DateTimeInput';
import { SignaturePad } from './SignaturePad';
import { ReceivedMeasurementFields, RECEIVED_FIELDS } from './ReceivedMeasurementFields';

/** Spec 001 §8: the proof-of-delivery notices, word for word. */
export const POD_NOTICES = {
  submitted: 'fulfilment.podForm.submitted',
  submittedText: 'fulfilment.podForm.submittedText',
  failed: 'fulfilment.podForm.failed',
  failedFallback: 'fulfilment.podForm.failedFallback',
} as const;

/** The spec's two messages, re-exported for tests and stories. */
export const POD_MESSAGES = {
  deliveredAtRequired: FULFILMENT_MESSAGES.deliveredAtRequired,
  recipientRequired: FULFILMENT_MESSAGES.recipientRequired,
} as const;

interface PodValues {
  /** The picker's value ("2026-11-20 14:30:00", local time); null once cleared. */
  deliveredAt: string | null;
  recipientName: string;
  notes: string;
  signature: string | undefined;
  /** What the receiver measured: all four or none (none: received = loaded). */
  receivedObservedVolume: string;
  receivedUnit: ObservedUnit;
  receivedTemperatureC: string;
  receivedDensityKgM3: string;
}

/** The measured fields are sent only when one of them is filled (the unit alone has a default). */
function receivedOf(values: PodValues): Partial<TPodInput> {
  const { receivedObservedVolume, receivedUnit, receivedTemperatureC, receivedDensityKgM3 } = values;
  if (![receivedObservedVolume, receivedTemperatureC, receivedDensityKgM3].some((v) => v.trim() !== '')) return {};
  return { receivedObservedVolume, receivedUnit, receivedTemperatureC, receivedDensityKgM3 };
}

const resolvePod = schemaResolver(ZPodInput, { sync: true });

/** What the server receives: an ISO instant, and signature and notes only when given. */
function toPodInput(shipmentId: string, values: PodValues): TPodInput {
  return {
    shipmentId,
    deliveredAt: fromDateTimeValue(values.deliveredAt),
    recipientName: values.recipientName,
    ...(values.signature ? { signature: values.signature } : {}),
    ...(values.notes.trim() ? { notes: values.notes } : {}),
    ...receivedOf(values),
  };
}

/**
 * Proof of delivery for a delivered shipment (spec 001 §5): when, who received it, an optional drawn
 * signature and notes, and what the receiver measured (optional). On success the shipment, its order and its payment change, so all three refresh.
 */
export function PodForm({ shipment, onSubmitted }: { shipment: TShipment; onSubmitted: () => void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const form = useForm<PodValues>({
    initialValues: {
      deliveredAt: toDateTimeValue(new Date()),
      recipientName: '',
      notes: '',
      signature: undefined,
      receivedObservedVolume: '',
      receivedUnit: 'l',
      receivedTemperatureC: '',
      receivedDensityKgM3: '',
    },
    validate: (values) => resolvePod(toPodInput(shipment.id, values)),
  });
  const submitPod = trpc.shipment.submitPod.useMutation({
    onSuccess: () => {
      showNotice({ title: t(POD_NOTICES.submitted), message: t(POD_NOTICES.submittedText) });
      void utils.shipment.invalidate();
      void utils.order.list.invalidate();
      void utils.payment.invalidate();
      onSubmitted();
    },
    onError: (error) => {
      form.setErrors(
        serverFieldErrors(error, ['deliveredAt', 'recipientName', 'signature', 'notes', ...RECEIVED_FIELDS]),
      );
      showNotice({
        title: t(POD_NOTICES.failed),
        message: failureMessage(error, t(POD_NOTICES.failedFallback)),
        variant: 'destructive',
      });
    },
  });
  const inputs = {
    deliveredAt: form.getInputProps('deliveredAt'),
    recipientName: form.getInputProps('recipientName'),
    notes: form.getInputProps('notes'),
  };
  return (
    <form noValidate onSubmit={form.onSubmit((values) => submitPod.mutate(toPodInput(shipment.id, values)))}>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('fulfilment.podForm.shipment', {
            shipmentNumber: shipment.shipmentNumber,
            orderNumber: shipment.orderNumber,
            origin: shipment.originLocation,
            destination: shipment.destinationLocation,
          })}
        </Text>
        <DateTimeInput label={t('fulfilment.podForm.deliveredAt')} withAsterisk {...inputs.deliveredAt} />
        <TextInput label={t('fulfilment.podForm.recipientName')} withAsterisk {...inputs.recipientName} />
        <SignaturePad onChange={(signature) => form.setFieldValue('signature', signature)} />
        {typeof form.errors.signature === 'string' && (
          <Text size="xs" c="red">
            {form.errors.signature}
          </Text>
        )}
        <Textarea label={t('fulfilment.fields.notes')} rows={3} {...inputs.notes} />
        <ReceivedMeasurementFields form={form} />
        <Group justify="flex-end">
          <Button type="submit" loading={submitPod.isPending}>
            {t('fulfilment.podForm.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
