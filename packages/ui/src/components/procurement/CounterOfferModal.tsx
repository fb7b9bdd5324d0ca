import { ZCounterInput, type TOffer } from '@energy/domain/schemas/offer';
import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useForm } from '../forms/useForm';
import { useTranslation } from 'react-i18next';
import { useDisplay } from '../../i18n/useDisplay';
import { showNotice } from '../notices';
import { serverFieldErrors } from '../serverErrors';
import { trpc } from '../../trpc';
import { failureMessage } from '../errors/serverFailure';

/** The counter's notices, as catalogue keys (sentText takes {supplier}). */
export const COUNTER_NOTICES = {
  sent: 'procurement.counterOffer.sent',
  sentText: 'procurement.counterOffer.sentText',
  failed: 'procurement.counterOffer.failed',
  failedFallback: 'procurement.counterOffer.failedFallback',
} as const;

interface CounterValues {
  unitPrice: string;
  note: string;
}

const resolveCounter = schemaResolver(ZCounterInput, { sync: true });

function CounterForm({ offer, onSent }: { offer: TOffer; onSent: () => void }) {
  const { t } = useTranslation();
  const display = useDisplay();
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
      showNotice({
        title: t(COUNTER_NOTICES.sent),
        message: t(COUNTER_NOTICES.sentText, { supplier: offer.supplierName }),
      });
      void utils.offer.list.invalidate();
      onSent();
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, ['unitPrice', 'note']));
      showNotice({
        title: t(COUNTER_NOTICES.failed),
        message: failureMessage(error, t(COUNTER_NOTICES.failedFallback)),
        variant: 'destructive',
      });
    },
  });
  // The fields' input props, read before the markup (field names are not texts).
  const inputs = {
    unitPrice: form.getInputProps('unitPrice'),
    note: form.getInputProps('note'),
  };
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
          {t('procurement.counterOffer.offers', {
            supplier: offer.supplierName,
            unitPrice: display.money(offer.unitPrice, offer.currency),
          })}
        </Text>
        <TextInput
          label={t('procurement.counterOffer.proposedUnitPrice')}
          placeholder={t('procurement.counterOffer.placeholder')}
          withAsterisk
          {...inputs.unitPrice}
        />
        <Textarea label={t('procurement.fields.note')} rows={3} {...inputs.note} />
        <Group justify="flex-end">
          <Button type="submit" loading={counter.isPending}>
            {t('procurement.counterOffer.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The buyer proposes a different unit price; the supplier accepts or declines it. */
export function CounterOfferModal({ offer, onClose }: { offer: TOffer | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={offer !== null} onClose={onClose} title={t('procurement.counterOffer.title')}>
      {offer && <CounterForm offer={offer} onSent={onClose} />}
    </Modal>
  );
}
