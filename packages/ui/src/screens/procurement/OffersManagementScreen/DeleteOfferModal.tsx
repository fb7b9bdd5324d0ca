import type { TOffer } from '@energy/domain/schemas/offer';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { showNotice } from '../../../components/notices';
import { failureMessage } from '../../../components/errors/serverFailure';
import { trpc } from '../../../trpc';

export const DELETE_OFFER_NOTICES = {
  deleted: 'Offer Deleted',
  deletedText: (rfqNumber: string) => `Your offer on ${rfqNumber} has been withdrawn.`,
  failed: 'Error Deleting Offer',
  failedFallback: 'Failed to delete offer',
} as const;

/** The supplier withdraws its own pending offer. */
export function DeleteOfferModal({ offer, onClose }: { offer: TOffer | null; onClose: () => void }) {
  const utils = trpc.useUtils();
  const remove = trpc.offer.delete.useMutation({
    onSuccess: (_done, { id }) => {
      const rfqNumber = offer?.id === id ? offer.rfqNumber : '';
      showNotice({ title: DELETE_OFFER_NOTICES.deleted, message: DELETE_OFFER_NOTICES.deletedText(rfqNumber) });
      void utils.offer.list.invalidate();
      onClose();
    },
    onError: (error) =>
      showNotice({
        title: DELETE_OFFER_NOTICES.failed,
        message: failureMessage(error, DELETE_OFFER_NOTICES.failedFallback),
        variant: 'destructive',
      }),
  });
  return (
    <Modal opened={offer !== null} onClose={onClose} title="Delete Offer">
      {offer && (
        <Stack>
          <Text>Withdraw your offer on {offer.rfqNumber}? The buyer will no longer see it.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Keep Offer
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => remove.mutate({ id: offer.id })}>
              Confirm Delete
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
