import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_LABELS,
  DOCUMENT_MESSAGES,
  DOCUMENT_STATUSES,
  type TDocument,
} from '@energy/domain/schemas/document';
import { DOCUMENT_SORTS } from '@energy/domain/list-sorts';
import { ActionIcon, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconDownload, IconEye, IconFiles, IconShare, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { canDo, roleMay } from '../../../components/allowedActions';
import { useSessionParty } from '../../../session/useSessionParty';
import { QueryDataTable } from '../../../components/data-table/DataTable';
import { ListToolbar } from '../../../components/data-table/ListToolbar';
import { useListState } from '../../../components/data-table/useListState';
import { showNotice } from '../../../components/notices';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { failureMessage } from '../../../components/errors/serverFailure';
import { statusLabel } from '../../../components/StatusBadge';
import { trpc } from '../../../trpc';
import { documentColumns, downloadHref } from './documentColumns';
import { DocumentDetailModal } from './DocumentDetailModal';
import { DocumentTiles } from './DocumentTiles';
import { ShareDocumentModal } from './ShareDocumentModal';
import { UploadDocumentModal } from './UploadDocumentModal';
import { ListScreenFrame } from '../../../components/ListScreenFrame';

export const DOCUMENT_TEXTS = {
  title: 'Documents',
  upload: 'Upload Document',
  loading: 'Loading documents...',
  loadFailed: 'Failed to load documents',
  none: 'No documents yet',
  noneText: 'Upload contracts, invoices, certificates and proofs of delivery to keep them with your organization.',
  search: 'Search by document name',
  deleteTitle: 'Delete document',
  deleteConfirm: (name: string) => `Delete ${name}? Its file is removed for everyone it was shared with.`,
} as const;

const categoryOptions = DOCUMENT_CATEGORIES.map((value) => ({ value, label: DOCUMENT_CATEGORY_LABELS[value] }));
const statusOptions = DOCUMENT_STATUSES.map((value) => ({ value, label: statusLabel(value) }));

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
      showNotice({ title: 'Success', message: DOCUMENT_MESSAGES.deleted });
      setDeleting(null);
      void utils.document.invalidate();
    },
    onError: (error) =>
      showNotice({
        title: 'Error',
        message: failureMessage(error, 'Failed to delete document'),
        variant: 'destructive',
      }),
  });

  return (
    <>
      <ListScreenFrame
        title={DOCUMENT_TEXTS.title}
        actions={
          mayUpload && (
            <Button leftSection={<IconUpload size={16} />} onClick={() => setUploading(true)}>
              {DOCUMENT_TEXTS.upload}
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
            loading: DOCUMENT_TEXTS.loading,
            loadFailed: DOCUMENT_TEXTS.loadFailed,
            empty: DOCUMENT_TEXTS.none,
            emptyText: DOCUMENT_TEXTS.noneText,
          }}
          emptyIcon={<IconFiles size={32} />}
          toolbar={
            <ListToolbar
              state={listState}
              searchLabel={DOCUMENT_TEXTS.search}
              filters={[
                { key: 'category', label: 'Category', options: categoryOptions },
                { key: 'status', label: 'Status', options: statusOptions },
              ]}
            />
          }
          rowActions={(document) => (
            <Group gap={4} wrap="nowrap" justify="flex-end">
              <ActionIcon variant="subtle" aria-label={`View ${document.name}`} onClick={() => setViewing(document)}>
                <IconEye size={18} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                component="a"
                href={downloadHref(document)}
                download
                aria-label={`Download ${document.name}`}
              >
                <IconDownload size={18} />
              </ActionIcon>
              {canDo(document, 'document.share') && (
                <ActionIcon variant="subtle" aria-label={`Share ${document.name}`} onClick={() => setSharing(document)}>
                  <IconShare size={18} />
                </ActionIcon>
              )}
              {canDo(document, 'document.delete') && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete ${document.name}`}
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
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={DOCUMENT_TEXTS.deleteTitle}>
        <Stack gap="md">
          <Text size="sm">{deleting ? DOCUMENT_TEXTS.deleteConfirm(deleting.name) : ''}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => deleting && remove.mutate({ id: deleting.id })}
            >
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
