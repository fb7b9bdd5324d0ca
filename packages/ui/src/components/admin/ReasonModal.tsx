import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { DeferredModal } from '../DeferredModal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ReasonModalProps {
  /** Null: closed. The record's name, shown above the field. */
  subject: string | null;
  title: string;
  label: string;
  /** Shown when the text is blank (the spec's admin rules). */
  requiredMessage: string;
  confirmLabel: string;
  pending: boolean;
  onClose: () => void;
  onConfirm: (text: string) => void;
}

/** A decision that needs words: Reject (a reason) and Resolve (resolution notes); blank text is refused before the call. */
export function ReasonModal({
  subject,
  title,
  label,
  requiredMessage,
  confirmLabel,
  pending,
  onClose,
  onConfirm,
}: ReasonModalProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setText('');
    setError(null);
    onClose();
  };
  const confirm = () => {
    if (text.trim() === '') {
      setError(requiredMessage);
      return;
    }
    onConfirm(text.trim());
  };
  return (
    <DeferredModal opened={subject !== null} onClose={close} title={title}>
      <Stack>
        {subject && <Text fw={600}>{subject}</Text>}
        <Textarea
          label={label}
          rows={3}
          value={text}
          error={error}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('admin.common.cancel')}
          </Button>
          <Button loading={pending} onClick={confirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </DeferredModal>
  );
}
