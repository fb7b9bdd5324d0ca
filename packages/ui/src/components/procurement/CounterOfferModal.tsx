import { decimalToMoneyInteger, decimalToScaled } from '@energy/domain/money-decimal';
import { FORMULA_MESSAGES, OFFER_MESSAGES, ZCounterInput, type TOffer } from '@energy/domain/schemas/offer';
import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { DeferredModal } from '../DeferredModal';
import { schemaResolver } from '@mantine/form';
import { useForm } from '../forms/useForm';
import { useTranslation } from 'react-i18next';
import { useDisplay } from '../../i18n/useDisplay';
import { showNotice } from '../notices';
import { serverFieldErrors } from '../serverErrors';
import { trpc } from '../../trpc';
import { failureMessage } from '../errors/serverFailure';
import { fixedUnitPriceText, formulaWords, targetUnitText, useRfqMeasure } from './FormulaText';

/** The counter's notices, as catalogue keys (sentText takes {supplier}). */
export const COUNTER_NOTICES = {
  sent: 'procurement.counterOffer.sent',
  sentText: 'procurement.counterOffer.sentText',
  failed: 'procurement.counterOffer.failed',
  failedFallback: 'procurement.counterOffer.failedFallback',
} as const;

/** One field holds the proposed figure: a fixed offer's unit price, or a formula offer's differential. */
interface CounterValues {
  figure: string;
  note: string;
}

const resolveCounter = schemaResolver(ZCounterInput, { sync: true });

function CounterForm({ offer, onSent }: { offer: TOffer; onSent: () => void }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const utils = trpc.useUtils();
  const formula = offer.pricing.type === 'formula' ? offer.pricing : null;
  const measure = useRfqMeasure(offer.rfqId, formula !== null);
  const field = formula ? 'differential' : 'unitPrice';
  /** The counter with the figure as typed ("640.00"), or as the API takes it: integer ten-thousandths (6400000). */
  const input = (values: CounterValues, figure: string | number = values.figure) => ({
    offerId: offer.id,
    ...(formula ? { differential: figure } : { unitPrice: figure }),
    ...(values.note.trim() ? { note: values.note } : {}),
  });
  const form = useForm<CounterValues>({
    initialValues: { figure: '', note: '' },
    validate: (values) => {
      const { [field]: figure, ...rest } = resolveCounter(input(values));
      const typed = values.figure.trim();
      // Text that is no number at all ("minus two") gets the field's own text, not the API's format.
      const notANumber = typed !== '' && decimalToScaled(typed, 20) === null;
      const message = notANumber
        ? formula
          ? FORMULA_MESSAGES.differentialInvalid
          : OFFER_MESSAGES.unitPriceInvalid
        : figure;
      return message === undefined ? rest : { ...rest, figure: message };
    },
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
      const { [field]: figure, ...rest } = serverFieldErrors(error, [field, 'note']);
      form.setErrors(figure === undefined ? rest : { ...rest, figure });
      showNotice({
        title: t(COUNTER_NOTICES.failed),
        message: failureMessage(error, t(COUNTER_NOTICES.failedFallback)),
        variant: 'destructive',
      });
    },
  });
  // The fields' input props, read before the markup (field names are not texts).
  const inputs = {
    figure: form.getInputProps('figure'),
    note: form.getInputProps('note'),
  };
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        counter.mutate(input(values, decimalToMoneyInteger(values.figure, 'ten-thousandths') ?? values.figure)),
      )}
    >
      <Stack>
        <Text size="sm" c="dimmed">
          {formula
            ? t('procurement.formula.counterOffers', {
                supplier: offer.supplierName,
                formula: formulaWords(t, display, formula, targetUnitText(offer.currency, measure)),
              })
            : t('procurement.counterOffer.offers', {
                supplier: offer.supplierName,
                unitPrice: fixedUnitPriceText(display, offer.unitPrice, offer.currency),
              })}
        </Text>
        <TextInput
          label={t(formula ? 'procurement.formula.differential' : 'procurement.counterOffer.proposedUnitPrice')}
          placeholder={t(
            formula ? 'procurement.formula.differentialPlaceholder' : 'procurement.counterOffer.placeholder',
          )}
          withAsterisk
          {...inputs.figure}
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

/** The buyer proposes a different unit price, or for a formula offer a different differential; the supplier accepts or declines it. */
export function CounterOfferModal({ offer, onClose }: { offer: TOffer | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <DeferredModal opened={offer !== null} onClose={onClose} title={t('procurement.counterOffer.title')}>
      {offer && <CounterForm offer={offer} onSent={onClose} />}
    </DeferredModal>
  );
}
