import { Button } from '@mantine/core';
import { en } from '@energy/i18n/messages/en/screens';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** What a list is filtered, searched and sorted by: the list procedure's input, as its URL state holds it. */
export type ExportCsvParams = Record<string, string | number | boolean | null | undefined>;

/** The English texts (tests read them); the button speaks the page's language. */
export const EXPORT_CSV_TEXTS = en.components.exportCsv;

// The export always starts at the first row and walks every page itself.
const PAGING_FIELDS = new Set(['limit', 'cursor', 'direction']);

/**
 * The CSV export of a list: its REST path plus '.csv', with the view's filters, search and sort as the query
 * (the server streams every matching row; see the README's "CSV exports"). Empty values are left out.
 */
export function exportCsvHref(path: string, params: ExportCsvParams = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '' || PAGING_FIELDS.has(name)) continue;
    search.set(name, String(value));
  }
  const query = search.toString();
  return `${path}.csv${query ? `?${query}` : ''}`;
}

export interface ExportCsvButtonProps {
  /** The list's REST path with its path parameters filled, e.g. '/api/rfq/rfqs'. */
  path: string;
  /** The current filters, search (`q`) and sort (`sort`, `order`). */
  params?: ExportCsvParams;
  label?: string;
}

/**
 * A plain link, so the browser downloads the stream itself (the session cookie authenticates it) and no
 * export is ever held in the page's memory.
 */
export function ExportCsvButton({ path, params, label }: ExportCsvButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      component="a"
      href={exportCsvHref(path, params)}
      download
      variant="default"
      title={t('components.exportCsv.title')}
      leftSection={<IconDownload size={16} aria-hidden />}
    >
      {label ?? t('components.exportCsv.button')}
    </Button>
  );
}
