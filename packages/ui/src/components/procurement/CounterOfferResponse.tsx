import type { TOffer } from '@energy/domain/schemas/offer';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDisplay, type Display } from '../../i18n/useDisplay';
import { canDo } from '../allowedActions';
import { showNotice } from '../notices';
import { trpc } from '../../trpc';
import { failureMessage } from '../errors/serverFailure';
import { fixedUnitPriceText, signed, targetUnitText, useRfqMeasure } from './FormulaText';

/** The answer's notices, as catalogue keys. */
export const COUNTER_RESPONSE_NOTICES = {
  accepted: 'procurement.counterResponse.accepted',
  acceptedText: 'procurement.counterResponse.acceptedText',
  declined: 'procurement.counterResponse.declined',
  declinedText: 'procurement.counterResponse.declinedText',
  failed: 'procurement.counterResponse.failed',
  failedFallback: 'procurement.counterResponse.failedFallback',
} as const;

/** "−3.00 NGN/l", "+12.50 USD/t": a differential (ten-thousandths) as the counter's answer words it. */
export function differentialText(display: Display, tenThousandths: number, unit: string): string {
  return `${signed(display, tenThousandths, '')} ${unit}`;
}

/** The buyer's pending counter on the supplier's own offer, with the supplier's two answers when the server allows them. */
export function CounterOfferResponse({ offer }: { offer: TOffer }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const utils = trpc.useUtils();
  const differential = offer.counter?.differential ?? null;
  // A counter on a formula offer names its differential per unit of the RFQ: the RFQ's unit is read for it.
  const measure = useRfqMeasure(offer.rfqId, differential !== null);
  const respond = trpc.offer.respondToCounter.useMutation({
    onSuccess: (_answered, { response }) => {
      showNotice(
        response === 'accept'
          ? { title: t(COUNTER_RESPONSE_NOTICES.accepted), message: t(COUNTER_RESPONSE_NOTICES.acceptedText) }
          : { title: t(COUNTER_RESPONSE_NOTICES.declined), message: t(COUNTER_RESPONSE_NOTICES.declinedText) },
      );
      void utils.offer.invalidate();
    },
    onError: (error) =>
      showNotice({
        title: t(COUNTER_RESPONSE_NOTICES.failed),
        message: failureMessage(error, t(COUNTER_RESPONSE_NOTICES.failedFallback)),
        variant: 'destructive',
      }),
  });
  if (!offer.counter || !canDo(offer, 'offer.respondToCounter')) return null;
  const answer = (response: 'accept' | 'decline') => respond.mutate({ offerId: offer.id, response });
  return (
    <Alert color="orange" title={t('procurement.counterResponse.title')}>
      <Stack gap="xs">
        <Text size="sm">
          {differential !== null && offer.pricing.type === 'formula'
            ? t('procurement.offerPricing.counterDifferential', {
                proposed: differentialText(display, differential, targetUnitText(offer.currency, measure)),
                differential: differentialText(
                  display,
                  offer.pricing.differential,
                  targetUnitText(offer.currency, measure),
                ),
              })
            : t('procurement.counterResponse.proposed', {
                proposed: fixedUnitPriceText(display, offer.counter.unitPrice ?? offer.unitPrice, offer.currency),
                price: fixedUnitPriceText(display, offer.unitPrice, offer.currency),
              })}
        </Text>
        {offer.counter.note && <Text size="sm">{offer.counter.note}</Text>}
        <Group>
          <Button
            color="green"
            size="xs"
            loading={respond.isPending && respond.variables.response === 'accept'}
            onClick={() => answer('accept')}
          >
            {t('procurement.counterResponse.accept')}
          </Button>
          <Button
            color="red"
            variant="light"
            size="xs"
            loading={respond.isPending && respond.variables.response === 'decline'}
            onClick={() => answer('decline')}
          >
            {t('procurement.counterResponse.decline')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
