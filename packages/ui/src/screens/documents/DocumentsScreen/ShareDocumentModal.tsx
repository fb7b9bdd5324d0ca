import { DOCUMENT_MESSAGES, type TDocument } from '@energy/domain/schemas/document';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { showNotice } from '../../../components/notices';
import { failureMessage } from '../../../components/procurement/serverFailure';
import { trpc } from '../../../trpc';

export const SHARE_TEXTS = {
  title: (name: string) => `Share ${name}`,
  with: 'Share with',
  target: 'ID',
  submit: 'Share',
  failed: 'Error',
  shared: 'Success',
} as const;

const TARGETS = [
  { value: 'user', label: "Another organization's user" },
  { value: 'rfq', label: 'RFQ' },
  { value: 'contract', label: 'Contract' },
  { value: 'order', label: 'Order' },
] as const;
type TargetType = (typeof TARGETS)[number]['value'];

/** Shares a document with another organization's user, or with an RFQ, contract or order the organization is party to. */
export function ShareDocumentModal({ document, onClose }: { document: TDocument | null; onClose: () => void }) {
  const utils = trpc.useUtils();
  const [type, setType] = useState<TargetType>('user');
  const [targetId, setTargetId] = useState('');
  const share = trpc.document.share.useMutation({
    onSuccess: () => {
      showNotice({ title: SHARE_TEXTS.shared, message: DOCUMENT_MESSAGES.shared });
      void utils.document.invalidate();
      setTargetId('');
      onClose();
    },
    onError: (error) => showNotice({ title: SHARE_TEXTS.failed, message: failureMessage(error, 'Failed to share document'), variant: 'destructive' }),
  });
  const submit = () => {
    if (!document) return;
    const id = targetId.trim();
    share.mutate({ id: document.id, with: type === 'user' ? { type, userId: id } : { type, id } });
  };
  return (
    <Modal opened={document !== null} onClose={onClose} title={document ? SHARE_TEXTS.title(document.name) : ''}>
      <Stack gap="md">
        <Select label={SHARE_TEXTS.with} data={[...TARGETS]} value={type} onChange={(value) => setType((value as TargetType | null) ?? 'user')} allowDeselect={false} />
        <TextInput label={SHARE_TEXTS.target} value={targetId} onChange={(event) => setTargetId(event.currentTarget.value)} required />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>Cancel</Button>
          <Button onClick={submit} loading={share.isPending} disabled={targetId.trim() === ''}>{SHARE_TEXTS.submit}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
