import { formatShortDate } from '@energy/domain/dates';
import { DOCUMENT_CATEGORY_LABELS, type DOCUMENT_SORTS, type TDocument } from '@energy/domain/schemas/document';
import { Text } from '@mantine/core';
import type { ListColumn } from '../../../components/data-table/columns';
import { StatusBadge } from '../../../components/StatusBadge';
import { OrgName } from '../../../components/admin/OrgName';

/** "2.4 MB", "512 KB", "12 B": storage figures as people read them (1 KB = 1024 B). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

/** The file's download: the REST route serves it as an attachment under its stored name (the session cookie authenticates the link). */
export const downloadHref = (document: Pick<TDocument, 'id'>) => `/api/documents/${document.id}/download`;

/** Name, category, size, uploaded by, date, status (spec 001 §2). */
export const documentColumns: ListColumn<TDocument, (typeof DOCUMENT_SORTS)[number]>[] = [
  {
    key: 'name',
    title: 'Name',
    sort: 'name',
    render: (document) => (
      <>
        <Text size="sm" fw={500}>
          {document.name}
        </Text>
        {document.sharedWithMe && (
          <Text size="xs" c="dimmed" component="div">
            Shared by{' '}
            <OrgName name={document.organizationName} verified={document.organizationVerified} size="xs" c="dimmed" />
          </Text>
        )}
      </>
    ),
  },
  {
    key: 'category',
    title: 'Category',
    noWrap: true,
    render: (document) => DOCUMENT_CATEGORY_LABELS[document.category],
  },
  {
    key: 'size',
    title: 'Size',
    sort: 'size',
    noWrap: true,
    textAlign: 'right',
    render: (document) => formatBytes(document.size),
  },
  { key: 'uploadedBy', title: 'Uploaded By', render: (document) => document.uploadedByName ?? '—' },
  {
    key: 'createdAt',
    title: 'Date',
    sort: 'createdAt',
    noWrap: true,
    render: (document) => formatShortDate(document.createdAt),
  },
  { key: 'status', title: 'Status', noWrap: true, render: (document) => <StatusBadge status={document.status} /> },
];
