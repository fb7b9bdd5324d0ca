import type { TContract } from '@energy/domain/schemas/contract';
import { ActionIcon, Alert, Button, Center, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplay } from '../../../i18n/useDisplay';
import { useLabels } from '../../../i18n/labels';
import { StatusBadge } from '../../../components/StatusBadge';
import { trpc } from '../../../trpc';
import { bytesIn, downloadHref } from '../../documents/DocumentsScreen/documentColumns';
import { useMayUpload } from '../../documents/DocumentsScreen/DocumentsScreen';
import { UploadDocumentModal } from '../../documents/DocumentsScreen/UploadDocumentModal';
import { useSessionParty } from '../../../session/useSessionParty';
import { GeneratePaperMenu } from './GeneratePaperMenu';

/** The tab's texts, as catalogue keys. */
export const CONTRACT_DOCUMENTS_TEXTS = {
  none: 'procurement.contractDocuments.none',
  upload: 'procurement.contractDocuments.upload',
  loadFailed: 'procurement.contractDocuments.loadFailed',
} as const;

/**
 * The documents of the contract: attached to it or shared with it later, with their downloads; Upload
 * Document attaches a new one and Generate PDF renders one of its papers, both offered only where the server's
 * document.upload check passes.
 */
export function ContractDocumentsTab({ contract }: { contract: TContract }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const labels = useLabels();
  const categoryOf = (category: string) => labels.of('documentCategory', category);
  const utils = trpc.useUtils();
  const mayUpload = useMayUpload();
  // Its papers are its parties' to generate (the server's rule: 403 for anyone else, the platform's admins included).
  const { organizationId } = useSessionParty();
  const isParty = organizationId === contract.buyerOrgId || organizationId === contract.supplierOrgId;
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
      <Alert color="red" title={t(CONTRACT_DOCUMENTS_TEXTS.loadFailed)}>
        {documents.error.message}
      </Alert>
    );
  else if (documents.data.length === 0)
    content = (
      <Text size="sm" c="dimmed">
        {t(CONTRACT_DOCUMENTS_TEXTS.none)}
      </Text>
    );
  else
    content = (
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('procurement.contractDocuments.name')}</Table.Th>
            <Table.Th>{t('procurement.contractDocuments.category')}</Table.Th>
            <Table.Th>{t('procurement.contractDocuments.size')}</Table.Th>
            <Table.Th>{t('procurement.contractDocuments.uploadedBy')}</Table.Th>
            <Table.Th>{t('procurement.contractDocuments.date')}</Table.Th>
            <Table.Th>{t('procurement.fields.status')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {documents.data.map((document) => (
            <Table.Tr key={document.id}>
              <Table.Td>{document.name}</Table.Td>
              <Table.Td>{categoryOf(document.category)}</Table.Td>
              <Table.Td>{bytesIn(display)(document.size)}</Table.Td>
              <Table.Td>{document.uploadedByName ?? '—'}</Table.Td>
              <Table.Td>{display.date(document.createdAt)}</Table.Td>
              <Table.Td>
                <StatusBadge status={document.status} />
              </Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  component="a"
                  href={downloadHref(document)}
                  download
                  aria-label={t('procurement.contractDocuments.download', { name: document.name })}
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
          {isParty && <GeneratePaperMenu contract={contract} />}
          <Button size="xs" leftSection={<IconUpload size={14} />} onClick={() => setUploading(true)}>
            {t(CONTRACT_DOCUMENTS_TEXTS.upload)}
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
