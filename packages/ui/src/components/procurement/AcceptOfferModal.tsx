import { formatMoney } from '@energy/domain/money';
import type { TOffer } from '@energy/domain/schemas/offer';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { showNotice } from '../notices';
import { trpc } from '../../trpc';
import { failureMessage } from './serverFailure';

export const ACCEPT_NOTICES = {
  accepted: 'Offer Accepted',
  acceptedText: (contractNumber: string) => `Contract ${contractNumber} has been created.`,
  failed: 'Error Accepting Offer',
  failedFallback: 'Failed to accept offer',
} as const;

/** Confirms an award: accepting creates the draft contract and declines the other offers on the RFQ. */
export function AcceptOfferModal({ offer, onClose }: { offer: TOffer | null; onClose: () => void }) {
  const utils = trpc.useUtils();
  const accept = trpc.offer.accept.useMutation({
    onSuccess: ({ contractNumber }) => {
      showNotice({ title: ACCEPT_NOTICES.accepted, message: ACCEPT_NOTICES.acceptedText(contractNumber) });
      void utils.offer.list.invalidate();
      void utils.rfq.invalidate();
      void utils.contract.list.invalidate();
      onClose();
    },
    onError: (error) =>
      showNotice({ title: ACCEPT_NOTICES.failed, message: failureMessage(error, ACCEPT_NOTICES.failedFallback), variant: 'destructive' }),
  });
  return (
    <Modal opened={offer !== null} onClose={onClose} title="Accept Offer">
      {offer && (
        <Stack>
          <Text>
            Accept the offer from {offer.supplierName} for {formatMoney(offer.totalPrice, offer.currency)}? A draft contract is
            created and the other offers on {offer.rfqNumber} are declined.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>Keep Reviewing</Button>
            <Button color="green" loading={accept.isPending} onClick={() => accept.mutate({ id: offer.id })}>
              Confirm Accept
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
