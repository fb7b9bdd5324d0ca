import type { DOCUMENT_SORTS, TDocument } from '@energy/domain/schemas/document';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../../i18n/labels';
import { useDisplay, type Display } from '../../../i18n/useDisplay';
import type { ListColumn } from '../../../components/data-table/columns';
import { StatusBadge } from '../../../components/StatusBadge';
import { OrgName } from '../../../components/admin/OrgName';

/** "2.4 MB", "512 KB", "12 B": storage figures as people read them (1 KB = 1024 B). */
export function formatBytes(
  bytes: number,
  format: (value: number, fractionDigits: number) => string = (value, digits) => value.toFixed(digits),
): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${format(value, value < 10 ? 1 : 0)} ${units[unit]}`;
}

/** formatBytes in the page's language ("2,4 Mo" in French: Intl's unit names); English as formatBytes writes it. */
export function bytesIn(display: Display): (bytes: number) => string {
  if (display.language === 'en') return (bytes) => formatBytes(bytes);
  return (bytes) => {
    if (bytes < 1024) return display.unit(bytes, 'byte');
    const units = ['kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;
    let value = bytes / 1024;
    let unit = 0;
    while (value >= 1024 && unit < units.length - 1) {
      value /= 1024;
      unit += 1;
    }
    const digits = value < 10 ? 1 : 0;
    return display.unit(value, units[unit] ?? 'terabyte', { min: digits, max: digits });
  };
}

/** The file's download: the REST route serves it as an attachment under its stored name (the session cookie authenticates the link). */
export const downloadHref = (document: Pick<TDocument, 'id'>) => `/api/documents/${document.id}/download`;

/** Name, category, size, uploaded by, date, status (spec 001 §2), in the page's language. */
export function useDocumentColumns(): ListColumn<TDocument, (typeof DOCUMENT_SORTS)[number]>[] {
  const { t } = useTranslation();
  const labels = useLabels();
  const display = useDisplay();
  return useMemo(() => {
    const bytes = bytesIn(display);
    return [
      {
        key: 'name',
        title: t('documents.fields.name'),
        sort: 'name',
        render: (document) => (
          <>
            <Text size="sm" fw={500}>
              {document.name}
            </Text>
            {document.sharedWithMe && (
              <Text size="xs" c="dimmed" component="div">
                {t('documents.sharedBy')}{' '}
                <OrgName
                  name={document.organizationName}
                  verified={document.organizationVerified}
                  size="xs"
                  c="dimmed"
                />
              </Text>
            )}
          </>
        ),
      },
      {
        key: 'category',
        title: t('documents.fields.category'),
        noWrap: true,
        render: (document) => labels.of('documentCategory', document.category),
      },
      {
        key: 'size',
        title: t('documents.fields.size'),
        sort: 'size',
        noWrap: true,
        textAlign: 'right',
        render: (document) => bytes(document.size),
      },
      {
        key: 'uploadedBy',
        title: t('documents.fields.uploadedBy'),
        render: (document) => document.uploadedByName ?? '—',
      },
      {
        key: 'createdAt',
        title: t('documents.fields.date'),
        sort: 'createdAt',
        noWrap: true,
        render: (document) => display.date(document.createdAt),
      },
      {
        key: 'status',
        title: t('documents.fields.status'),
        noWrap: true,
        render: (document) => <StatusBadge status={document.status} />,
      },
    ];
  }, [t, labels, display]);
}
