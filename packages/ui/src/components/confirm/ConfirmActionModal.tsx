import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export const CONFIRM_TEXTS = { cancel: 'Cancel', cannotUndo: 'This cannot be undone.' } as const;

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
  return (
    <Modal opened={opened} onClose={onClose} title={title} closeOnClickOutside={!pending} closeOnEscape={!pending}>
      <Stack>
        {children}
        <Text size="sm" fw={600}>
          {CONFIRM_TEXTS.cannotUndo}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {CONFIRM_TEXTS.cancel}
          </Button>
          <Button loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
