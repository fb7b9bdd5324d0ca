import type { Executor } from '@energy/db/client';
import { documents } from '@energy/db/schema/documents';
import type { DOCUMENT_SORTS, TDocument, ZDocumentListInput } from '@energy/domain/schemas/document';
import type { TPage } from '@energy/domain/schemas/paging';
import { and, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { MATCH, rememberKeys, runPage, type ListSpec } from '../../paging';
import type { CallerScope } from '../../scope';
import { listDocuments, visibleDocuments } from './document.queries';

/** `q` matches the document's name. */
const DOCUMENT_LIST: ListSpec<(typeof DOCUMENT_SORTS)[number]> = {
  name: 'document',
  id: documents.id,
  sorts: {
    createdAt: { column: documents.createdAt, kind: 'timestamptz' },
    name: { column: documents.name, kind: 'text' },
    size: { column: documents.size, kind: 'bigint' },
  },
  search: [documents.name],
};

type TDocumentListInput = z.output<typeof ZDocumentListInput>;

function documentFilter(input: TDocumentListInput): SQL | undefined {
  return and(
    input.category ? eq(documents.category, input.category) : undefined,
    input.status ? eq(documents.status, input.status) : undefined,
  );
}

/** The organization's documents and those shared with it, a page at a time. */
export function pageDocuments(db: Executor, scope: CallerScope, input: TDocumentListInput): Promise<TPage<TDocument>> {
  const filter = documentFilter(input);
  return runPage(
    db,
    DOCUMENT_LIST,
    input,
    async (keyset) => {
      const rows = await listDocuments(db, scope, filter, keyset);
      return rememberKeys(
        rows.map(({ pageKey: _key, ...row }) => row),
        rows.map((r) => r.pageKey),
      );
    },
    (search) =>
      db
        .select(MATCH)
        .from(documents)
        .where(and(visibleDocuments(scope), filter, search))
        .$dynamic(),
  );
}
