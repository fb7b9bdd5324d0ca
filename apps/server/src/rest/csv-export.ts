import { PAGE_LIMIT_MAX } from '@energy/domain/schemas/paging';
import { csvHeader, csvLines, type CsvExport } from '@energy/trpc/csv';

/** An export stops after this many rows (README, "CSV exports"): narrow the filter for more. */
export const CSV_EXPORT_ROW_LIMIT = 100_000;
/** Rows read per page: the list procedure's largest page. */
export const CSV_EXPORT_PAGE_SIZE = PAGE_LIMIT_MAX;

export interface ExportPage {
  items: unknown[];
  nextCursor: string | null;
}

/**
 * A list's CSV as a byte stream that reads one page per pull. The first page is read before the stream
 * exists, so a refusal (401, 403) or an invalid filter (400) still answers its JSON error; after that the
 * stream asks for the next page only when the client has taken the previous one (highWaterMark 0), so
 * the server holds one page at a time whatever the size of the export.
 */
export async function csvStream(
  spec: CsvExport,
  fetchPage: (cursor: string | null) => Promise<ExportPage>,
  onError: (error: unknown) => void,
  rowLimit = CSV_EXPORT_ROW_LIMIT,
  /** The caller's zone: times are written in it. */
  timeZone = 'UTC',
): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  let pending: ExportPage | null = await fetchPage(null);
  let head = csvHeader(spec);
  let cursor: string | null = null;
  let written = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const page = pending ?? (await fetchPage(cursor));
          pending = null;
          const rows = page.items.slice(0, rowLimit - written);
          written += rows.length;
          controller.enqueue(encoder.encode(head + csvLines(spec, rows, timeZone)));
          head = '';
          cursor = page.nextCursor;
          if (!cursor || written >= rowLimit) controller.close();
        } catch (error) {
          // The status line is sent: all that is left is to cut the body short, which the client sees.
          onError(error);
          controller.error(error);
        }
      },
    },
    { highWaterMark: 0 },
  );
}
