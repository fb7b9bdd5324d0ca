import { formatMoney } from '@energy/domain/money';
import { ZCounterInput, type TOffer } from '@energy/domain/schemas/offer';
import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { showNotice } from '../notices';
import { serverFieldErrors } from '../serverErrors';
import { trpc } from '../../trpc';
import { failureMessage } from '../errors/serverFailure';

export const COUNTER_NOTICES = {
  sent: 'Counter-Offer Sent',
  sentText: (supplier: string) => `${supplier} has been asked to answer your counter-offer.`,
  failed: 'Error Sending Counter-Offer',
  failedFallback: 'Failed to send counter-offer',
} as const;

interface CounterValues {
  unitPrice: string;
  note: string;
}

const resolveCounter = schemaResolver(ZCounterInput, { sync: true });

function CounterForm({ offer, onSent }: { offer: TOffer; onSent: () => void }) {
  const utils = trpc.useUtils();
  const form = useForm<CounterValues>({
    initialValues: { unitPrice: '', note: '' },
    validate: (values) =>
      resolveCounter({
        offerId: offer.id,
        unitPrice: values.unitPrice,
        ...(values.note.trim() ? { note: values.note } : {}),
      }),
  });
  const counter = trpc.offer.counter.useMutation({
    onSuccess: () => {
      showNotice({ title: COUNTER_NOTICES.sent, message: COUNTER_NOTICES.sentText(offer.supplierName) });
      void utils.offer.list.invalidate();
      onSent();
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, ['unitPrice', 'note']));
      showNotice({
        title: COUNTER_NOTICES.failed,
        message: failureMessage(error, COUNTER_NOTICES.failedFallback),
        variant: 'destructive',
      });
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        counter.mutate({
          offerId: offer.id,
          unitPrice: values.unitPrice,
          ...(values.note.trim() ? { note: values.note } : {}),
        }),
      )}
    >
      <Stack>
        <Text size="sm" c="dimmed">
          {offer.supplierName} offers {formatMoney(offer.unitPrice, offer.currency)} per unit.
        </Text>
        <TextInput
          label="Proposed Unit Price"
          placeholder="e.g. 640.00"
          withAsterisk
          {...form.getInputProps('unitPrice')}
        />
        <Textarea label="Note" rows={3} {...form.getInputProps('note')} />
        <Group justify="flex-end">
          <Button type="submit" loading={counter.isPending}>
            Send Counter-Offer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The buyer proposes a different unit price; the supplier accepts or declines it. */
export function CounterOfferModal({ offer, onClose }: { offer: TOffer | null; onClose: () => void }) {
  return (
    <Modal opened={offer !== null} onClose={onClose} title="Counter-Offer">
      {offer && <CounterForm offer={offer} onSent={onClose} />}
    </Modal>
  );
}
