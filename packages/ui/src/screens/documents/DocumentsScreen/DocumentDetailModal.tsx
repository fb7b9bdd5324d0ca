import { formatShortDate } from '@energy/domain/dates';
import { DOCUMENT_CATEGORY_LABELS, type DocumentRecordType, type TDocument } from '@energy/domain/schemas/document';
import { Button, Group, Modal, Stack, Table } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { StatusBadge } from '../../../components/StatusBadge';
import { downloadHref, formatBytes } from './documentColumns';
import { OrgName } from '../../../components/admin/OrgName';

const RECORD_WORDS: Record<DocumentRecordType, string> = {
  contract: 'Contract',
  order: 'Order',
  rfq: 'RFQ',
  offer: 'Offer',
};

/** "Contract CON-2026-000004", "Offer on RFQ-2026-000012": the record's kind and number, never its id. */
export function attachedLabel(record: NonNullable<TDocument['attachedTo']>): string {
  if (!record.number) return RECORD_WORDS[record.type];
  return record.type === 'offer' ? record.number : `${RECORD_WORDS[record.type]} ${record.number}`;
}

/** A document's details (View), with its download. */
export function DocumentDetailModal({ document, onClose }: { document: TDocument | null; onClose: () => void }) {
  return (
    <Modal opened={document !== null} onClose={onClose} title={document?.name ?? ''} size="lg">
      {document && (
        <Stack gap="md">
          <Table>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th>Category</Table.Th>
                <Table.Td>{DOCUMENT_CATEGORY_LABELS[document.category]}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Type</Table.Th>
                <Table.Td>{document.mimeType}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Size</Table.Th>
                <Table.Td>{formatBytes(document.size)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Organization</Table.Th>
                <Table.Td>
                  <OrgName name={document.organizationName} verified={document.organizationVerified} />
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Uploaded By</Table.Th>
                <Table.Td>{document.uploadedByName ?? '—'}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Td>{formatShortDate(document.createdAt)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Status</Table.Th>
                <Table.Td>
                  <StatusBadge status={document.status} />
                </Table.Td>
              </Table.Tr>
              {document.attachedTo && (
                <Table.Tr>
                  <Table.Th>Attached to</Table.Th>
                  <Table.Td>{attachedLabel(document.attachedTo)}</Table.Td>
                </Table.Tr>
              )}
              <Table.Tr>
                <Table.Th>SHA-256</Table.Th>
                <Table.Td style={{ wordBreak: 'break-all' }}>{document.sha256}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Group justify="flex-end">
            <Button component="a" href={downloadHref(document)} download leftSection={<IconDownload size={16} />}>
              Download
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
