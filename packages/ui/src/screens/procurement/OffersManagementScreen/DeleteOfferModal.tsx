import type { TOffer } from '@energy/domain/schemas/offer';
import { Button, Group, Stack, Text } from '@mantine/core';
import { DeferredModal } from '../../../components/DeferredModal';
import { useTranslation } from 'react-i18next';
import { showNotice } from '../../../components/notices';
import { failureMessage } from '../../../components/errors/serverFailure';
import { trpc } from '../../../trpc';

/** The withdrawal's notices, as catalogue keys (deletedText takes {rfqNumber}). */
export const DELETE_OFFER_NOTICES = {
  deleted: 'procurement.deleteOffer.deleted',
  deletedText: 'procurement.deleteOffer.deletedText',
  failed: 'procurement.deleteOffer.failed',
  failedFallback: 'procurement.deleteOffer.failedFallback',
} as const;

/** The supplier withdraws its own pending offer. */
export function DeleteOfferModal({ offer, onClose }: { offer: TOffer | null; onClose: () => void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const remove = trpc.offer.delete.useMutation({
    onSuccess: (_done, { id }) => {
      const rfqNumber = offer?.id === id ? offer.rfqNumber : '';
      showNotice({
        title: t(DELETE_OFFER_NOTICES.deleted),
        message: t(DELETE_OFFER_NOTICES.deletedText, { rfqNumber }),
      });
      void utils.offer.list.invalidate();
      onClose();
    },
    onError: (error) =>
      showNotice({
        title: t(DELETE_OFFER_NOTICES.failed),
        message: failureMessage(error, t(DELETE_OFFER_NOTICES.failedFallback)),
        variant: 'destructive',
      }),
  });
  return (
    <DeferredModal opened={offer !== null} onClose={onClose} title={t('procurement.deleteOffer.title')}>
      {offer && (
        <Stack>
          <Text>{t('procurement.deleteOffer.question', { rfqNumber: offer.rfqNumber })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('procurement.deleteOffer.keep')}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => remove.mutate({ id: offer.id })}>
              {t('procurement.deleteOffer.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </DeferredModal>
  );
}
