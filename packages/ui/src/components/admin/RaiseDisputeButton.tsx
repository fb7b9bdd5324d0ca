import { holds } from '@energy/domain/permissions';
import {
  DISPUTE_CATEGORIES,
  DISPUTE_MESSAGES,
  DISPUTE_PRIORITIES,
  type DisputeCategory,
  type DisputePriority,
  type DisputeRelatedType,
} from '@energy/domain/schemas/dispute';
import { Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useSessionUser } from '../../session/useSessionUser';
import { trpc } from '../../trpc';
import { showNotice } from '../notices';
import { failureMessage } from '../errors/serverFailure';
import { statusLabel } from '../StatusBadge';

export const RAISE_DISPUTE_TEXTS = {
  open: 'Raise dispute',
  title: 'Raise Dispute',
  category: 'Category',
  priority: 'Priority',
  description: 'Description',
  submit: 'Raise Dispute',
} as const;

interface RaiseDisputeButtonProps {
  relatedEntityType: DisputeRelatedType;
  relatedEntityId: string;
  /** The record's number, in the button's accessible name and the dialog. */
  label: string;
}

/**
 * "Raise dispute" on a contract, order or shipment, for the roles that may (dispute:raise); the server checks
 * the caller is a party. An open dispute on an order keeps its escrow held until an admin resolves it.
 */
export function RaiseDisputeButton({ relatedEntityType, relatedEntityId, label }: RaiseDisputeButtonProps) {
  const session = useSessionUser();
  const [opened, setOpened] = useState(false);
  const [category, setCategory] = useState<DisputeCategory>('delivery');
  const [priority, setPriority] = useState<DisputePriority>('medium');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const raise = trpc.dispute.raise.useMutation({
    onSuccess: () => {
      showNotice({ title: 'Success', message: DISPUTE_MESSAGES.raised });
      setOpened(false);
      setDescription('');
    },
    onError: (failure) =>
      showNotice({
        title: DISPUTE_MESSAGES.raiseFailed,
        message: failureMessage(failure, DISPUTE_MESSAGES.raiseFailed),
        variant: 'destructive',
      }),
  });
  if (session.status !== 'signed-in' || !holds(session.user.role, 'dispute:raise')) return null;
  const submit = () => {
    if (description.trim() === '') {
      setError(DISPUTE_MESSAGES.descriptionRequired);
      return;
    }
    raise.mutate({ relatedEntityType, relatedEntityId, category, priority, description: description.trim() });
  };
  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        color="orange"
        leftSection={<IconAlertTriangle size={14} />}
        aria-label={`${RAISE_DISPUTE_TEXTS.open} on ${label}`}
        onClick={() => setOpened(true)}
      >
        {RAISE_DISPUTE_TEXTS.open}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={`${RAISE_DISPUTE_TEXTS.title}: ${label}`}>
        <Stack>
          <Select
            label={RAISE_DISPUTE_TEXTS.category}
            allowDeselect={false}
            value={category}
            data={DISPUTE_CATEGORIES.map((value) => ({ value, label: statusLabel(value) }))}
            onChange={(value) => value && setCategory(value as DisputeCategory)}
          />
          <Select
            label={RAISE_DISPUTE_TEXTS.priority}
            allowDeselect={false}
            value={priority}
            data={DISPUTE_PRIORITIES.map((value) => ({ value, label: statusLabel(value) }))}
            onChange={(value) => value && setPriority(value as DisputePriority)}
          />
          <Textarea
            label={RAISE_DISPUTE_TEXTS.description}
            withAsterisk
            rows={4}
            value={description}
            error={error}
            onChange={(event) => {
              setDescription(event.currentTarget.value);
              setError(null);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              Cancel
            </Button>
            <Button color="orange" loading={raise.isPending} onClick={submit}>
              {RAISE_DISPUTE_TEXTS.submit}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
