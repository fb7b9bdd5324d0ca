import { formatMoney } from '@energy/domain/money';
import type { TOffer } from '@energy/domain/schemas/offer';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { showNotice } from '../notices';
import type { ServerError } from '../serverErrors';
import { trpc } from '../../trpc';
import { failureMessage } from '../errors/serverFailure';

export const ACCEPT_NOTICES = {
  accepted: 'Offer Accepted',
  acceptedText: (contractNumber: string) => `Contract ${contractNumber} has been created.`,
  failed: 'Error Accepting Offer',
  failedFallback: 'Failed to accept offer',
  changed: 'Offer Changed',
  acceptNewTerms: 'Accept New Terms',
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
  const utils = trpc.useUtils();
  const [changed, setChanged] = useState<ChangedTerms | null>(null);
  const close = () => {
    setChanged(null);
    onClose();
  };
  const accept = trpc.offer.accept.useMutation({
    onSuccess: ({ contractNumber }) => {
      showNotice({ title: ACCEPT_NOTICES.accepted, message: ACCEPT_NOTICES.acceptedText(contractNumber) });
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
        showNotice({ title: ACCEPT_NOTICES.changed, message: terms.message, variant: 'destructive' });
        return;
      }
      showNotice({
        title: ACCEPT_NOTICES.failed,
        message: failureMessage(error, ACCEPT_NOTICES.failedFallback),
        variant: 'destructive',
      });
    },
  });
  return (
    <Modal opened={offer !== null} onClose={close} title="Accept Offer">
      {offer && (
        <Stack>
          {changed ? (
            <Alert color="orange" title={ACCEPT_NOTICES.changed}>
              {changed.message}
            </Alert>
          ) : (
            <Text>
              Accept the offer from {offer.supplierName} for {formatMoney(offer.totalPrice, offer.currency)}? A draft
              contract is created and the other offers on {offer.rfqNumber} are declined.
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Keep Reviewing
            </Button>
            <Button
              color="green"
              loading={accept.isPending}
              onClick={() => accept.mutate({ id: offer.id, version: changed?.version ?? offer.version })}
            >
              {changed ? ACCEPT_NOTICES.acceptNewTerms : 'Confirm Accept'}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
