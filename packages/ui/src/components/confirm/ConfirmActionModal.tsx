import { Button, Group, Stack, Text } from '@mantine/core';
import { en } from '@energy/i18n/messages/en/screens';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredModal } from '../DeferredModal';

/** The English texts (tests read them); the dialog speaks the page's language. */
export const CONFIRM_TEXTS = en.components.confirm;

interface ConfirmActionModalProps {
  opened: boolean;
  title: string;
  /** What the action will do: its commitments and the money it moves (or does not move yet). */
  children: ReactNode;
  confirmLabel: string;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * A confirmation before a step that commits a party or moves money: it says what will happen,
 * then Cancel or the action itself. The action runs only from here, never on the first click.
 */
export function ConfirmActionModal({
  opened,
  title,
  children,
  confirmLabel,
  pending = false,
  onConfirm,
  onClose,
}: ConfirmActionModalProps) {
  const { t } = useTranslation();
  return (
    <DeferredModal
      opened={opened}
      onClose={onClose}
      title={title}
      closeOnClickOutside={!pending}
      closeOnEscape={!pending}
    >
      <Stack>
        {children}
        <Text size="sm" fw={600}>
          {t('components.confirm.cannotUndo')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('components.confirm.cancel')}
          </Button>
          <Button loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </DeferredModal>
  );
}
