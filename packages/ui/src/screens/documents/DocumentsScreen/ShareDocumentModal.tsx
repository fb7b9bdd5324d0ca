import { DOCUMENT_MESSAGES, type DocumentShareTargetType, type TDocument } from '@energy/domain/schemas/document';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { showNotice } from '../../../components/notices';
import { failureMessage } from '../../../components/errors/serverFailure';
import { trpc } from '../../../trpc';

export const SHARE_TEXTS = {
  title: (name: string) => `Share ${name}`,
  with: 'Share with',
  target: {
    user: 'User',
    rfq: 'RFQ',
    contract: 'Contract',
    order: 'Order',
    offer: 'Offer',
  } satisfies Record<DocumentShareTargetType, string>,
  search: 'Type to search',
  none: 'Nothing matches',
  loading: 'Searching...',
  submit: 'Share',
  failed: 'Error',
  shared: 'Success',
} as const;

const TARGETS = [
  { value: 'user', label: "Another organization's user" },
  { value: 'rfq', label: 'RFQ' },
  { value: 'contract', label: 'Contract' },
  { value: 'order', label: 'Order' },
] as const satisfies readonly { value: DocumentShareTargetType; label: string }[];
type TargetType = (typeof TARGETS)[number]['value'];

/**
 * Shares a document with another organization's user, or with an RFQ, contract or order the organization is party
 * to, picked from a searchable list the server fills with exactly the targets it accepts.
 */
export function ShareDocumentModal({ document, onClose }: { document: TDocument | null; onClose: () => void }) {
  const utils = trpc.useUtils();
  const [type, setType] = useState<TargetType>('user');
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);
  const targetId = picked?.value ?? null;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  // Once picked, the field shows the pick's label: that is no search.
  const q = debounced.trim() && debounced !== picked?.label ? debounced.trim() : '';
  const options = trpc.document.shareTargets.useQuery(
    { type, ...(q ? { q } : {}) },
    { enabled: document !== null, placeholderData: (previous) => previous },
  );
  const close = () => {
    setPicked(null);
    setSearch('');
    onClose();
  };
  const share = trpc.document.share.useMutation({
    onSuccess: () => {
      showNotice({ title: SHARE_TEXTS.shared, message: DOCUMENT_MESSAGES.shared });
      void utils.document.invalidate();
      close();
    },
    onError: (error) =>
      showNotice({
        title: SHARE_TEXTS.failed,
        message: failureMessage(error, 'Failed to share document'),
        variant: 'destructive',
      }),
  });
  const submit = () => {
    if (!document || !targetId) return;
    share.mutate({ id: document.id, with: type === 'user' ? { type, userId: targetId } : { type, id: targetId } });
  };
  const found = (options.data ?? []).map((target) => ({
    value: target.id,
    label: target.description ? `${target.label} (${target.description})` : target.label,
  }));
  const data = picked && !found.some((o) => o.value === picked.value) ? [picked, ...found] : found;
  return (
    <Modal opened={document !== null} onClose={close} title={document ? SHARE_TEXTS.title(document.name) : ''}>
      <Stack gap="md">
        <Select
          label={SHARE_TEXTS.with}
          data={[...TARGETS]}
          value={type}
          onChange={(value) => {
            setType((value as TargetType | null) ?? 'user');
            setPicked(null);
            setSearch('');
          }}
          allowDeselect={false}
        />
        <Select
          label={SHARE_TEXTS.target[type]}
          placeholder={SHARE_TEXTS.search}
          searchable
          data={data}
          value={targetId}
          onChange={(value, option) => setPicked(value ? { value, label: option?.label ?? value } : null)}
          searchValue={search}
          onSearchChange={setSearch}
          // The server searched already: show what it answered.
          filter={({ options: all }) => all}
          nothingFoundMessage={options.isFetching ? SHARE_TEXTS.loading : SHARE_TEXTS.none}
          required
        />
        {options.isError && (
          <Text size="sm" c="red">
            {options.error.message}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={submit} loading={share.isPending} disabled={!targetId}>
            {SHARE_TEXTS.submit}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
