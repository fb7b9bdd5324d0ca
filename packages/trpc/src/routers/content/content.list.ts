import type { Executor } from '@energy/db/client';
import { contentItems } from '@energy/db/schema/admin-platform';
import {
  READABLE_CONTENT_TYPES,
  type CONTENT_SORTS,
  type TContentItem,
  type TPublishedContent,
  type ZContentListInput,
  type ZPublishedContentListInput,
} from '@energy/domain/schemas/content';
import type { TPage } from '@energy/domain/schemas/paging';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { MATCH, runPage, type ListSpec } from '../../paging';
import type { CallerScope } from '../../scope';
import { contentItemOf, contentRows, PUBLISHED, publishedOf } from './content.queries';

/** Spec 001 Content: `q` matches the title; filters status and type. */
const CONTENT_LIST: ListSpec<(typeof CONTENT_SORTS)[number]> = {
  name: 'content',
  id: contentItems.id,
  sorts: {
    updatedAt: { column: contentItems.updatedAt, kind: 'timestamptz' },
    createdAt: { column: contentItems.createdAt, kind: 'timestamptz' },
    title: { column: contentItems.title, kind: 'text' },
  },
  search: [contentItems.title],
};

export function pageContent(
  db: Executor,
  scope: CallerScope,
  input: z.output<typeof ZContentListInput>,
): Promise<TPage<TContentItem>> {
  const filter = and(
    input.status ? eq(contentItems.status, input.status) : undefined,
    input.type ? eq(contentItems.type, input.type) : undefined,
  );
  return runPage(
    db,
    CONTENT_LIST,
    input,
    (keyset) => contentRows(db, (row) => contentItemOf(scope, row), filter, keyset),
    (search) => db.select(MATCH).from(contentItems).where(and(filter, search)).$dynamic(),
  );
}

const PUBLISHED_LIST: ListSpec<'updatedAt'> = {
  name: 'published-content',
  id: contentItems.id,
  sorts: { updatedAt: { column: contentItems.updatedAt, kind: 'timestamptz' } },
  search: [contentItems.title, contentItems.content],
};

/** What every signed-in user reads: published items only, optionally of one type or the help center's; `q` matches title or body. */
export function pagePublishedContent(
  db: Executor,
  input: z.output<typeof ZPublishedContentListInput>,
): Promise<TPage<TPublishedContent>> {
  const filter = and(
    PUBLISHED,
    input.type ? eq(contentItems.type, input.type) : undefined,
    input.section === 'help' ? inArray(contentItems.type, [...READABLE_CONTENT_TYPES]) : undefined,
  );
  return runPage(
    db,
    PUBLISHED_LIST,
    input,
    (keyset) => contentRows(db, publishedOf, filter, keyset),
    (search) => db.select(MATCH).from(contentItems).where(and(filter, search)).$dynamic(),
  );
}
