import type { TDocument } from '@energy/domain/schemas/document';
import type { Translate } from '@energy/i18n/translator';
import { Button, Group, Stack, Table } from '@mantine/core';
import { DeferredModal } from '../../../components/DeferredModal';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/StatusBadge';
import { useLabels } from '../../../i18n/labels';
import { useDisplay } from '../../../i18n/useDisplay';
import { bytesIn, downloadHref } from './documentColumns';
import { OrgName } from '../../../components/admin/OrgName';

/** The digest's name, the same in every language. */
const SHA_256 = 'SHA-256';

/** "Contract CON-2026-000004", "Offer on RFQ-2026-000012": the record's kind and number, never its id. */
export function attachedLabel(record: NonNullable<TDocument['attachedTo']>, t: Translate): string {
  const kind = t(`documents.records.${record.type}`);
  if (!record.number) return kind;
  return record.type === 'offer' ? record.number : `${kind} ${record.number}`;
}

/** A document's details (View), with its download. */
export function DocumentDetailModal({ document, onClose }: { document: TDocument | null; onClose: () => void }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const display = useDisplay();
  const categoryOf = (shown: TDocument) => labels.of('documentCategory', shown.category);
  return (
    <DeferredModal opened={document !== null} onClose={onClose} title={document?.name ?? ''} size="lg">
      {document && (
        <Stack gap="md">
          <Table>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th>{t('documents.fields.category')}</Table.Th>
                <Table.Td>{categoryOf(document)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('documents.fields.type')}</Table.Th>
                <Table.Td>{document.mimeType}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('documents.fields.size')}</Table.Th>
                <Table.Td>{bytesIn(display)(document.size)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('documents.fields.organization')}</Table.Th>
                <Table.Td>
                  <OrgName name={document.organizationName} verified={document.organizationVerified} />
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('documents.fields.uploadedBy')}</Table.Th>
                <Table.Td>{document.uploadedByName ?? '—'}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('documents.fields.date')}</Table.Th>
                <Table.Td>{display.date(document.createdAt)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('documents.fields.status')}</Table.Th>
                <Table.Td>
                  <StatusBadge status={document.status} />
                </Table.Td>
              </Table.Tr>
              {document.attachedTo && (
                <Table.Tr>
                  <Table.Th>{t('documents.fields.attachedTo')}</Table.Th>
                  <Table.Td>{attachedLabel(document.attachedTo, t)}</Table.Td>
                </Table.Tr>
              )}
              <Table.Tr>
                <Table.Th>{SHA_256}</Table.Th>
                <Table.Td style={{ wordBreak: 'break-all' }}>{document.sha256}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Group justify="flex-end">
            <Button component="a" href={downloadHref(document)} download leftSection={<IconDownload size={16} />}>
              {t('documents.downloadButton')}
            </Button>
          </Group>
        </Stack>
      )}
    </DeferredModal>
  );
}
