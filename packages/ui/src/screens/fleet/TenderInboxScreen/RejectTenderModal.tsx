import { FLEET_MESSAGES, type TTender } from '@energy/domain/schemas/fleet';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

interface RejectTenderModalProps {
  tender: TTender | null;
  rejecting: boolean;
  onClose: () => void;
  onConfirm: (tender: TTender) => void;
}

/** Declining is final: the spec's confirmation first. */
export function RejectTenderModal({ tender, rejecting, onClose, onConfirm }: RejectTenderModalProps) {
  return (
    <Modal opened={tender !== null} onClose={onClose} title="Reject Tender">
      {tender && (
        <Stack>
          <Text fw={600}>{tender.title}</Text>
          <Text size="sm">{FLEET_MESSAGES.tenderRejectConfirm}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Keep Tender
            </Button>
            <Button color="red" loading={rejecting} onClick={() => onConfirm(tender)}>
              Reject Tender
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
