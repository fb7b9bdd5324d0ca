import type { DocumentShareTargetType, TDocument } from '@energy/domain/schemas/document';
import { en } from '@energy/i18n/messages/en/screens';
import { translatorFor } from '@energy/i18n/translator';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { DeferredModal } from '../../../components/DeferredModal';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showNotice } from '../../../components/notices';
import { failureMessage } from '../../../components/errors/serverFailure';
import { trpc } from '../../../trpc';

const english = translatorFor('en');

/** The dialog's English texts (tests read them); the dialog speaks the page's language. */
export const SHARE_TEXTS = {
  title: (name: string) => english('documents.actions.share', { name }),
  with: en.documents.shareDialog.with,
  search: en.documents.shareDialog.search,
  none: en.documents.shareDialog.none,
  loading: en.documents.shareDialog.loading,
  submit: en.documents.shareDialog.submit,
} as const;

/** What a document is shared with: another organization's user, or a record the organization is party to. */
const TARGETS = ['user', 'rfq', 'contract', 'order'] as const satisfies readonly DocumentShareTargetType[];
type TargetType = (typeof TARGETS)[number];

/**
 * Shares a document with another organization's user, or with an RFQ, contract or order the organization is party
 * to, picked from a searchable list the server fills with exactly the targets it accepts.
 */
export function ShareDocumentModal({ document, onClose }: { document: TDocument | null; onClose: () => void }) {
  const utils = trpc.useUtils();
  const { t } = useTranslation();
  const targetWord = (target: TargetType) =>
    target === 'user' ? t('documents.shareDialog.user') : t(`documents.records.${target}`);
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
      showNotice({ title: t('documents.notices.success'), message: t('documents.notices.shared') });
      void utils.document.invalidate();
      close();
    },
    onError: (error) =>
      showNotice({
        title: t('documents.notices.error'),
        message: failureMessage(error, t('documents.notices.shareFailed')),
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
    <DeferredModal
      opened={document !== null}
      onClose={close}
      title={document ? t('documents.actions.share', { name: document.name }) : ''}
    >
      <Stack gap="md">
        <Select
          label={t('documents.shareDialog.with')}
          data={TARGETS.map((target) => ({
            value: target,
            label: target === 'user' ? t('documents.shareDialog.anotherUser') : targetWord(target),
          }))}
          value={type}
          onChange={(value) => {
            setType((value as TargetType | null) ?? 'user');
            setPicked(null);
            setSearch('');
          }}
          allowDeselect={false}
        />
        <Select
          label={targetWord(type)}
          placeholder={t('documents.shareDialog.search')}
          searchable
          data={data}
          value={targetId}
          onChange={(value, option) => setPicked(value ? { value, label: option?.label ?? value } : null)}
          searchValue={search}
          onSearchChange={setSearch}
          // The server searched already: show what it answered.
          filter={({ options: all }) => all}
          nothingFoundMessage={
            options.isFetching ? t('documents.shareDialog.loading') : t('documents.shareDialog.none')
          }
          required
        />
        {options.isError && (
          <Text size="sm" c="red">
            {options.error.message}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.actions.cancel')}
          </Button>
          <Button onClick={submit} loading={share.isPending} disabled={!targetId}>
            {t('documents.shareDialog.submit')}
          </Button>
        </Group>
      </Stack>
    </DeferredModal>
  );
}
