import type { TOffer } from '@energy/domain/schemas/offer';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { DeferredModal } from '../DeferredModal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplay } from '../../i18n/useDisplay';
import { showNotice } from '../notices';
import type { ServerError } from '../serverErrors';
import { trpc } from '../../trpc';
import { failureMessage } from '../errors/serverFailure';

/** The award's notices, as catalogue keys (acceptedText takes {contractNumber}). */
export const ACCEPT_NOTICES = {
  accepted: 'procurement.acceptOffer.accepted',
  acceptedText: 'procurement.acceptOffer.acceptedText',
  failed: 'procurement.acceptOffer.failed',
  failedFallback: 'procurement.acceptOffer.failedFallback',
  changed: 'procurement.acceptOffer.changed',
  acceptNewTerms: 'procurement.acceptOffer.acceptNewTerms',
} as const;

interface ChangedTerms {
  version: number;
  message: string;
}

/** A 409 from accept that carries the offer's current version: the terms changed after the buyer saw them. */
function changedTerms(error: ServerError): ChangedTerms | null {
  if (error.data?.code !== 'CONFLICT') return null;
  const version = Number(error.data.details?.find((d) => d.path === 'version')?.message);
  return Number.isInteger(version) && version > 0 ? { version, message: error.message } : null;
}

/**
 * Confirms an award: accepting creates the draft contract and declines the other offers on the RFQ.
 * The accept names the offer version shown; if the supplier changed the offer meanwhile, the server
 * answers with the new terms, the modal shows them and only a second, explicit confirmation accepts them.
 */
export function AcceptOfferModal({ offer, onClose }: { offer: TOffer | null; onClose: () => void }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const utils = trpc.useUtils();
  const [changed, setChanged] = useState<ChangedTerms | null>(null);
  const close = () => {
    setChanged(null);
    onClose();
  };
  const accept = trpc.offer.accept.useMutation({
    onSuccess: ({ contractNumber }) => {
      showNotice({
        title: t(ACCEPT_NOTICES.accepted),
        message: t(ACCEPT_NOTICES.acceptedText, { contractNumber }),
      });
      void utils.offer.list.invalidate();
      void utils.rfq.invalidate();
      void utils.contract.list.invalidate();
      close();
    },
    onError: (error) => {
      const terms = changedTerms(error);
      if (terms) {
        setChanged(terms);
        void utils.offer.invalidate();
        showNotice({ title: t(ACCEPT_NOTICES.changed), message: terms.message, variant: 'destructive' });
        return;
      }
      showNotice({
        title: t(ACCEPT_NOTICES.failed),
        message: failureMessage(error, t(ACCEPT_NOTICES.failedFallback)),
        variant: 'destructive',
      });
    },
  });
  return (
    <DeferredModal opened={offer !== null} onClose={close} title={t('procurement.acceptOffer.title')}>
      {offer && (
        <Stack>
          {changed ? (
            <Alert color="orange" title={t(ACCEPT_NOTICES.changed)}>
              {changed.message}
            </Alert>
          ) : (
            <Text>
              {t('procurement.acceptOffer.question', {
                supplier: offer.supplierName,
                total: display.money(offer.totalPrice, offer.currency),
                rfqNumber: offer.rfqNumber,
              })}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('procurement.acceptOffer.keepReviewing')}
            </Button>
            <Button
              color="green"
              loading={accept.isPending}
              onClick={() => accept.mutate({ id: offer.id, version: changed?.version ?? offer.version })}
            >
              {t(changed ? ACCEPT_NOTICES.acceptNewTerms : 'procurement.acceptOffer.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </DeferredModal>
  );
}
