import { formatShortDate } from '@energy/domain/money';
import type { TContract } from '@energy/domain/schemas/contract';
import { DOCUMENT_CATEGORY_LABELS } from '@energy/domain/schemas/document';
import { ActionIcon, Alert, Center, Loader, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { StatusBadge } from '../../../components/StatusBadge';
import { trpc } from '../../../trpc';
import { downloadHref, formatBytes } from '../../documents/DocumentsScreen/documentColumns';

export const CONTRACT_DOCUMENTS_TEXTS = {
  none: 'No documents are attached to this contract.',
  loadFailed: 'Failed to load documents',
} as const;

/** The documents attached to the contract (uploaded with it from /documents), with their downloads. */
export function ContractDocumentsTab({ contract }: { contract: TContract }) {
  const documents = trpc.document.forContract.useQuery({ id: contract.id });
  if (documents.isPending) return <Center py="md"><Loader size="sm" /></Center>;
  if (documents.isError) return <Alert color="red" title={CONTRACT_DOCUMENTS_TEXTS.loadFailed}>{documents.error.message}</Alert>;
  if (documents.data.length === 0) return <Text size="sm" c="dimmed">{CONTRACT_DOCUMENTS_TEXTS.none}</Text>;
  return (
    <Table>
      <Table.Thead>
        <Table.Tr><Table.Th>Name</Table.Th><Table.Th>Category</Table.Th><Table.Th>Size</Table.Th><Table.Th>Uploaded By</Table.Th><Table.Th>Date</Table.Th><Table.Th>Status</Table.Th><Table.Th /></Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {documents.data.map((document) => (
          <Table.Tr key={document.id}>
            <Table.Td>{document.name}</Table.Td>
            <Table.Td>{DOCUMENT_CATEGORY_LABELS[document.category]}</Table.Td>
            <Table.Td>{formatBytes(document.size)}</Table.Td>
            <Table.Td>{document.uploadedByName ?? '—'}</Table.Td>
            <Table.Td>{formatShortDate(document.createdAt)}</Table.Td>
            <Table.Td><StatusBadge status={document.status} /></Table.Td>
            <Table.Td>
              <ActionIcon variant="subtle" component="a" href={downloadHref(document)} download aria-label={`Download ${document.name}`}>
                <IconDownload size={18} />
              </ActionIcon>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
