import { FLEET_MESSAGES, type TTender } from '@energy/domain/schemas/fleet';
import { Button, Group, Stack, Text } from '@mantine/core';
import { DeferredModal } from '../../../components/DeferredModal';
import { useTranslation } from 'react-i18next';

interface RejectTenderModalProps {
  tender: TTender | null;
  rejecting: boolean;
  onClose: () => void;
  onConfirm: (tender: TTender) => void;
}

/** Declining is final: the spec's confirmation first. */
export function RejectTenderModal({ tender, rejecting, onClose, onConfirm }: RejectTenderModalProps) {
  const { t } = useTranslation();
  return (
    <DeferredModal opened={tender !== null} onClose={onClose} title={t('fleet.tenders.rejectTitle')}>
      {tender && (
        <Stack>
          <Text fw={600}>{tender.title}</Text>
          <Text size="sm">{FLEET_MESSAGES.tenderRejectConfirm}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('fleet.tenders.keep')}
            </Button>
            <Button color="red" loading={rejecting} onClick={() => onConfirm(tender)}>
              {t('fleet.tenders.rejectTitle')}
            </Button>
          </Group>
        </Stack>
      )}
    </DeferredModal>
  );
}
