import { holds } from '@energy/domain/permissions';
import {
  DISPUTE_CATEGORIES,
  DISPUTE_MESSAGES,
  DISPUTE_PRIORITIES,
  type DisputeCategory,
  type DisputePriority,
  type DisputeRelatedType,
} from '@energy/domain/schemas/dispute';
import { Button, Group, Select, Stack, Textarea } from '@mantine/core';
import { DeferredModal } from '../DeferredModal';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../session/useSessionUser';
import { trpc } from '../../trpc';
import { showNotice } from '../notices';
import { failureMessage } from '../errors/serverFailure';
import { useLabels } from '../../i18n/labels';

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
  const { t } = useTranslation();
  const labels = useLabels();
  const session = useSessionUser();
  const [opened, setOpened] = useState(false);
  const [category, setCategory] = useState<DisputeCategory>('delivery');
  const [priority, setPriority] = useState<DisputePriority>('medium');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const raise = trpc.dispute.raise.useMutation({
    onSuccess: () => {
      showNotice({ title: t('admin.notices.success'), message: t('admin.raiseDispute.raised') });
      setOpened(false);
      setDescription('');
    },
    onError: (failure) =>
      showNotice({
        title: t('admin.raiseDispute.raiseFailed'),
        message: failureMessage(failure, t('admin.raiseDispute.raiseFailed')),
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
        aria-label={t('admin.raiseDispute.openOn', { label })}
        onClick={() => setOpened(true)}
      >
        {t('admin.raiseDispute.open')}
      </Button>
      <DeferredModal opened={opened} onClose={() => setOpened(false)} title={t('admin.raiseDispute.title', { label })}>
        <Stack>
          <Select
            label={t('admin.raiseDispute.category')}
            allowDeselect={false}
            value={category}
            data={labels.options('disputeCategory', DISPUTE_CATEGORIES)}
            onChange={(value) => value && setCategory(value as DisputeCategory)}
          />
          <Select
            label={t('admin.raiseDispute.priority')}
            allowDeselect={false}
            value={priority}
            data={labels.options('disputePriority', DISPUTE_PRIORITIES)}
            onChange={(value) => value && setPriority(value as DisputePriority)}
          />
          <Textarea
            label={t('admin.raiseDispute.description')}
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
              {t('admin.common.cancel')}
            </Button>
            <Button color="orange" loading={raise.isPending} onClick={submit}>
              {t('admin.raiseDispute.submit')}
            </Button>
          </Group>
        </Stack>
      </DeferredModal>
    </>
  );
}
