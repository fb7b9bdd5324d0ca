import { Button, Group, Stack, Text } from '@mantine/core';
import { DeferredModal } from '../DeferredModal';
import { useTranslation } from 'react-i18next';

interface ConfirmDeleteModalProps {
  opened: boolean;
  title: string;
  /** The spec's confirmation question, word for word. */
  question: string;
  /** What is being deleted, e.g. a registration number. */
  subject?: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The fleet screens' delete confirmation: the spec's question, Cancel, and a red Delete. */
export function ConfirmDeleteModal({
  opened,
  title,
  question,
  subject,
  pending,
  onConfirm,
  onClose,
}: ConfirmDeleteModalProps) {
  const { t } = useTranslation();
  return (
    <DeferredModal opened={opened} onClose={onClose} title={title}>
      <Stack>
        {subject && <Text fw={600}>{subject}</Text>}
        <Text>{question}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('fleet.common.cancel')}
          </Button>
          <Button color="red" loading={pending} onClick={onConfirm}>
            {t('fleet.common.delete')}
          </Button>
        </Group>
      </Stack>
    </DeferredModal>
  );
}
