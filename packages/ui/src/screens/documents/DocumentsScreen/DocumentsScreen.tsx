import { DOCUMENT_CATEGORIES, DOCUMENT_STATUSES, type TDocument } from '@energy/domain/schemas/document';
import { en } from '@energy/i18n/messages/en/screens';
import { translatorFor } from '@energy/i18n/translator';
import { DOCUMENT_SORTS } from '@energy/domain/list-sorts';
import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { DeferredModal } from '../../../components/DeferredModal';
import { IconDownload, IconEye, IconFiles, IconShare, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../../i18n/labels';
import { canDo, roleMay } from '../../../components/allowedActions';
import { useSessionParty } from '../../../session/useSessionParty';
import { QueryDataTable } from '../../../components/data-table/DataTable';
import { ListToolbar } from '../../../components/data-table/ListToolbar';
import { useListState } from '../../../components/data-table/useListState';
import { showNotice } from '../../../components/notices';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { failureMessage } from '../../../components/errors/serverFailure';
import { trpc } from '../../../trpc';
import { downloadHref, useDocumentColumns } from './documentColumns';
import { DocumentDetailModal } from './DocumentDetailModal';
import { DocumentTiles } from './DocumentTiles';
import { ShareDocumentModal } from './ShareDocumentModal';
import { UploadDocumentModal } from './UploadDocumentModal';
import { ListScreenFrame } from '../../../components/ListScreenFrame';

const english = translatorFor('en');

/** The screen's English texts (tests read them); the screen speaks the page's language. */
export const DOCUMENT_TEXTS = {
  ...en.documents,
  deleteConfirm: (name: string) => english('documents.deleteConfirm', { name }),
} as const;

/**
 * Whether to offer Upload Document: the server's check for document.upload, its permission (finance holds only
 * document:read) and an organization to upload into (an admin has none).
 */
export function useMayUpload(): boolean {
  const { role, organizationId } = useSessionParty();
  return roleMay(role, 'document.upload') && organizationId !== null;
}

/** /documents: tiles, the organization's documents and those shared with it; upload, view, download, share, delete. */
export function DocumentsScreen() {
  const utils = trpc.useUtils();
  const mayUpload = useMayUpload();
  const { t } = useTranslation();
  const labels = useLabels();
  const documentColumns = useDocumentColumns();
  const listState = useListState({
    sorts: DOCUMENT_SORTS,
    filters: { category: DOCUMENT_CATEGORIES, status: DOCUMENT_STATUSES },
  });
  // Read by the table (QueryDataTable): the rows' arrival re-renders the table, not this screen.
  const useDocuments = () => usePagedList(trpc.document.list.useInfiniteQuery(listState.input, PAGED_QUERY));
  const summary = trpc.document.summary.useQuery();
  const [uploading, setUploading] = useState(false);
  const [viewing, setViewing] = useState<TDocument | null>(null);
  const [sharing, setSharing] = useState<TDocument | null>(null);
  const [deleting, setDeleting] = useState<TDocument | null>(null);
  const remove = trpc.document.delete.useMutation({
    onSuccess: () => {
      showNotice({ title: t('documents.notices.success'), message: t('documents.notices.deleted') });
      setDeleting(null);
      void utils.document.invalidate();
    },
    onError: (error) =>
      showNotice({
        title: t('documents.notices.error'),
        message: failureMessage(error, t('documents.notices.deleteFailed')),
        variant: 'destructive',
      }),
  });

  return (
    <>
      <ListScreenFrame
        title={t('documents.title')}
        actions={
          mayUpload && (
            <Button leftSection={<IconUpload size={16} />} onClick={() => setUploading(true)}>
              {t('documents.upload')}
            </Button>
          )
        }
        above={<DocumentTiles summary={summary.data} />}
      >
        <QueryDataTable
          useList={useDocuments}
          columns={documentColumns}
          state={listState}
          texts={{
            loading: t('documents.loading'),
            loadFailed: t('documents.loadFailed'),
            empty: t('documents.none'),
            emptyText: t('documents.noneText'),
          }}
          emptyIcon={<IconFiles size={32} />}
          toolbar={
            <ListToolbar
              state={listState}
              searchLabel={t('documents.search')}
              filters={[
                {
                  key: 'category',
                  label: t('documents.fields.category'),
                  options: labels.options('documentCategory', DOCUMENT_CATEGORIES),
                },
                {
                  key: 'status',
                  label: t('documents.fields.status'),
                  options: labels.options('status', DOCUMENT_STATUSES),
                },
              ]}
            />
          }
          rowActions={(document) => (
            <Group gap={4} wrap="nowrap" justify="flex-end">
              <ActionIcon
                variant="subtle"
                aria-label={t('documents.actions.view', { name: document.name })}
                onClick={() => setViewing(document)}
              >
                <IconEye size={18} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                component="a"
                href={downloadHref(document)}
                download
                aria-label={t('documents.actions.download', { name: document.name })}
              >
                <IconDownload size={18} />
              </ActionIcon>
              {canDo(document, 'document.share') && (
                <ActionIcon
                  variant="subtle"
                  aria-label={t('documents.actions.share', { name: document.name })}
                  onClick={() => setSharing(document)}
                >
                  <IconShare size={18} />
                </ActionIcon>
              )}
              {canDo(document, 'document.delete') && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('documents.actions.delete', { name: document.name })}
                  onClick={() => setDeleting(document)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              )}
            </Group>
          )}
        />
      </ListScreenFrame>
      <UploadDocumentModal
        opened={uploading}
        onClose={() => setUploading(false)}
        onUploaded={() => void utils.document.invalidate()}
      />
      <DocumentDetailModal document={viewing} onClose={() => setViewing(null)} />
      <ShareDocumentModal document={sharing} onClose={() => setSharing(null)} />
      <DeferredModal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('documents.deleteTitle')}>
        <Stack gap="md">
          <Text size="sm">{deleting ? t('documents.deleteConfirm', { name: deleting.name }) : ''}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('common.actions.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => deleting && remove.mutate({ id: deleting.id })}
            >
              {t('common.actions.delete')}
            </Button>
          </Group>
        </Stack>
      </DeferredModal>
    </>
  );
}
