import type { Executor } from '@energy/db/client';
import { contentItems } from '@energy/db/schema/admin-platform';
import type { ContentType, TContentItem, TPublishedContent } from '@energy/domain/schemas/content';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { allowedFor } from '../../authorize';
import { iso } from '../../iso-date';
import { NO_PAGE_KEY, rememberKeys, type Keyset } from '../../paging';
import type { CallerScope } from '../../scope';

type ContentRow = typeof contentItems.$inferSelect;

export function contentItemOf(scope: CallerScope, c: ContentRow): TContentItem {
  const status = c.status;
  return {
    id: c.id,
    title: c.title,
    content: c.content,
    type: c.type as ContentType,
    status,
    createdAt: iso(c.createdAt),
    updatedAt: iso(c.updatedAt),
    allowedActions: allowedFor(scope, 'content', { status }),
  };
}

export function publishedOf(c: ContentRow): TPublishedContent {
  return {
    id: c.id,
    title: c.title,
    content: c.content,
    type: c.type as ContentType,
    createdAt: iso(c.createdAt),
    updatedAt: iso(c.updatedAt),
  };
}

/** Content items matching `filter`, each as `view` shows it; one page of them when `page` is given, newest edit first otherwise. */
export async function contentRows<T extends object>(
  db: Executor,
  view: (row: ContentRow) => T,
  filter?: SQL,
  page?: Keyset,
): Promise<T[]> {
  const query = db
    .select({ item: contentItems, pageKey: page?.key ?? NO_PAGE_KEY })
    .from(contentItems)
    .where(and(filter, page?.where))
    .orderBy(...(page?.orderBy ?? [desc(contentItems.updatedAt), desc(contentItems.id)]));
  const rows = await (page ? query.limit(page.limit) : query);
  return rememberKeys(
    rows.map((row) => view(row.item)),
    rows.map((row) => row.pageKey),
  );
}

export const PUBLISHED = eq(contentItems.status, 'published');
