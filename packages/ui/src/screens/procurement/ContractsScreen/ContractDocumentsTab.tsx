import { formatShortDate } from '@energy/domain/dates';
import type { TContract } from '@energy/domain/schemas/contract';
import { DOCUMENT_CATEGORY_LABELS } from '@energy/domain/schemas/document';
import { ActionIcon, Alert, Button, Center, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { StatusBadge } from '../../../components/StatusBadge';
import { trpc } from '../../../trpc';
import { downloadHref, formatBytes } from '../../documents/DocumentsScreen/documentColumns';
import { useMayUpload } from '../../documents/DocumentsScreen/DocumentsScreen';
import { UploadDocumentModal } from '../../documents/DocumentsScreen/UploadDocumentModal';

export const CONTRACT_DOCUMENTS_TEXTS = {
  none: 'No documents are attached to or shared with this contract.',
  upload: 'Upload Document',
  loadFailed: 'Failed to load documents',
} as const;

/**
 * The documents of the contract: attached to it or shared with it later, with their downloads; Upload
 * Document attaches a new one, offered only where the server's document.upload check passes.
 */
export function ContractDocumentsTab({ contract }: { contract: TContract }) {
  const utils = trpc.useUtils();
  const mayUpload = useMayUpload();
  const [uploading, setUploading] = useState(false);
  const documents = trpc.document.forContract.useQuery({ id: contract.id });
  let content: ReactNode;
  if (documents.isPending)
    content = (
      <Center py="md">
        <Loader size="sm" />
      </Center>
    );
  else if (documents.isError)
    content = (
      <Alert color="red" title={CONTRACT_DOCUMENTS_TEXTS.loadFailed}>
        {documents.error.message}
      </Alert>
    );
  else if (documents.data.length === 0)
    content = (
      <Text size="sm" c="dimmed">
        {CONTRACT_DOCUMENTS_TEXTS.none}
      </Text>
    );
  else
    content = (
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Category</Table.Th>
            <Table.Th>Size</Table.Th>
            <Table.Th>Uploaded By</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {documents.data.map((document) => (
            <Table.Tr key={document.id}>
              <Table.Td>{document.name}</Table.Td>
              <Table.Td>{DOCUMENT_CATEGORY_LABELS[document.category]}</Table.Td>
              <Table.Td>{formatBytes(document.size)}</Table.Td>
              <Table.Td>{document.uploadedByName ?? '—'}</Table.Td>
              <Table.Td>{formatShortDate(document.createdAt)}</Table.Td>
              <Table.Td>
                <StatusBadge status={document.status} />
              </Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  component="a"
                  href={downloadHref(document)}
                  download
                  aria-label={`Download ${document.name}`}
                >
                  <IconDownload size={18} />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  return (
    <Stack gap="sm">
      {mayUpload && (
        <Group justify="flex-end">
          <Button size="xs" leftSection={<IconUpload size={14} />} onClick={() => setUploading(true)}>
            {CONTRACT_DOCUMENTS_TEXTS.upload}
          </Button>
        </Group>
      )}
      {content}
      <UploadDocumentModal
        opened={uploading}
        onClose={() => setUploading(false)}
        onUploaded={() => void utils.document.invalidate()}
        attachTo={{ type: 'contract', id: contract.id }}
      />
    </Stack>
  );
}
