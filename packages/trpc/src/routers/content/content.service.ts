import type { Executor } from '@energy/db/client';
import { contentItems } from '@energy/db/schema/admin-platform';
import type {
  TContentItem,
  TPublishedContent,
  ZContentInput,
  ZContentUpdateInput,
} from '@energy/domain/schemas/content';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../audit';
import { requireAllowed } from '../../authorize';
import { conflict, notFound } from '../../errors';
import type { CallerScope } from '../../scope';
import { contentItemOf, contentRows, PUBLISHED, publishedOf } from './content.queries';

const CONTENT_ITEM = 'Content item';

async function loadContent(db: Executor, scope: CallerScope, id: string): Promise<TContentItem | null> {
  const [item] = await contentRows(db, (row) => contentItemOf(scope, row), eq(contentItems.id, id));
  return item ?? null;
}

const auditOf = (scope: CallerScope, action: string, id: string, details?: Record<string, unknown>) => ({
  actorUserId: scope.userId,
  action,
  entityType: 'content',
  entityId: id,
  details,
});

export async function createContent(
  db: Executor,
  scope: CallerScope,
  input: z.output<typeof ZContentInput>,
): Promise<TContentItem> {
  requireAllowed(scope, 'content.create', {});
  const id = await db.transaction(async (tx) => {
    const [item] = await tx
      .insert(contentItems)
      .values({ ...input, createdBy: scope.userId })
      .returning({ id: contentItems.id });
    if (!item) throw conflict('The content item was not created');
    await recordAudit(tx, {
      ...auditOf(scope, 'content.created', item.id, { type: input.type, status: input.status }),
      toState: input.status,
    });
    return item.id;
  });
  const created = await loadContent(db, scope, id);
  if (!created) throw notFound(CONTENT_ITEM);
  return created;
}

export async function updateContent(
  db: Executor,
  scope: CallerScope,
  input: z.output<typeof ZContentUpdateInput>,
  now = new Date(),
): Promise<TContentItem> {
  const { id, ...fields } = input;
  const current = await loadContent(db, scope, id);
  requireAllowed(scope, 'content.update', current, now);
  await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(contentItems)
      .set({ ...fields, updatedAt: now })
      .where(eq(contentItems.id, id))
      .returning({ id: contentItems.id });
    if (!moved) throw notFound(CONTENT_ITEM);
    await recordAudit(tx, {
      ...auditOf(scope, 'content.updated', id, { type: fields.type }),
      fromState: current?.status ?? null,
      toState: fields.status,
    });
  });
  const updated = await loadContent(db, scope, id);
  if (!updated) throw notFound(CONTENT_ITEM);
  return updated;
}

export async function deleteContent(db: Executor, scope: CallerScope, id: string): Promise<{ id: string }> {
  const current = await loadContent(db, scope, id);
  requireAllowed(scope, 'content.delete', current);
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(contentItems).where(eq(contentItems.id, id)).returning({ id: contentItems.id });
    if (!deleted) throw notFound(CONTENT_ITEM);
    await recordAudit(tx, { ...auditOf(scope, 'content.deleted', id), fromState: current?.status ?? null });
  });
  return { id };
}

/** One published item, for its page; drafts and archived items are not found. */
export async function getPublishedContent(db: Executor, id: string): Promise<TPublishedContent> {
  const [item] = await contentRows(db, publishedOf, and(PUBLISHED, eq(contentItems.id, id)));
  if (!item) throw notFound(CONTENT_ITEM);
  return item;
}

/** The published terms, for the public /terms page linked from sign-up. */
export function publishedTerms(db: Executor): Promise<TPublishedContent[]> {
  return contentRows(db, publishedOf, and(PUBLISHED, eq(contentItems.type, 'terms')));
}
