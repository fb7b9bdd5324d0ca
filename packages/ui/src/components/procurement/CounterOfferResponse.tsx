import { formatMoney } from '@energy/domain/money';
import type { TOffer } from '@energy/domain/schemas/offer';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { canDo } from '../allowedActions';
import { showNotice } from '../notices';
import { trpc } from '../../trpc';
import { failureMessage } from '../errors/serverFailure';

export const COUNTER_RESPONSE_NOTICES = {
  accepted: 'Counter-Offer Accepted',
  acceptedText: "Your offer now carries the buyer's proposed unit price.",
  declined: 'Counter-Offer Declined',
  declinedText: 'Your offer stands at its original price.',
  failed: 'Error Answering Counter-Offer',
  failedFallback: 'Failed to answer counter-offer',
} as const;

/** The buyer's pending counter on the supplier's own offer, with the supplier's two answers when the server allows them. */
export function CounterOfferResponse({ offer }: { offer: TOffer }) {
  const utils = trpc.useUtils();
  const respond = trpc.offer.respondToCounter.useMutation({
    onSuccess: (_answered, { response }) => {
      showNotice(
        response === 'accept'
          ? { title: COUNTER_RESPONSE_NOTICES.accepted, message: COUNTER_RESPONSE_NOTICES.acceptedText }
          : { title: COUNTER_RESPONSE_NOTICES.declined, message: COUNTER_RESPONSE_NOTICES.declinedText },
      );
      void utils.offer.invalidate();
    },
    onError: (error) =>
      showNotice({
        title: COUNTER_RESPONSE_NOTICES.failed,
        message: failureMessage(error, COUNTER_RESPONSE_NOTICES.failedFallback),
        variant: 'destructive',
      }),
  });
  if (!offer.counter || !canDo(offer, 'offer.respondToCounter')) return null;
  const answer = (response: 'accept' | 'decline') => respond.mutate({ offerId: offer.id, response });
  return (
    <Alert color="orange" title="Counter-offer from the buyer">
      <Stack gap="xs">
        <Text size="sm">
          Proposed unit price: {formatMoney(offer.counter.unitPrice, offer.currency)} (your price{' '}
          {formatMoney(offer.unitPrice, offer.currency)})
        </Text>
        {offer.counter.note && <Text size="sm">{offer.counter.note}</Text>}
        <Group>
          <Button
            color="green"
            size="xs"
            loading={respond.isPending && respond.variables.response === 'accept'}
            onClick={() => answer('accept')}
          >
            Accept Counter-Offer
          </Button>
          <Button
            color="red"
            variant="light"
            size="xs"
            loading={respond.isPending && respond.variables.response === 'decline'}
            onClick={() => answer('decline')}
          >
            Decline Counter-Offer
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
