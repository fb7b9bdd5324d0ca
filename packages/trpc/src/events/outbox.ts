import type { Executor } from '@energy/db/client';
import { domainEvents } from '@energy/db/schema/events';
import type { EventEntityType, TDomainEvent } from '@energy/domain/schemas/events';
import { and, asc, gt, inArray, sql } from 'drizzle-orm';

/** The channel the outbox notifies on; dispatchers LISTEN on it. */
export const EVENTS_CHANNEL = 'domain_events';

export interface NewDomainEvent {
  type: string;
  entityType: EventEntityType;
  entityId: string;
  /** Every organization the change concerns; nobody else hears of it (admins aside). */
  organizationIds: readonly string[];
  actorUserId: string | null;
  payload?: Record<string, unknown>;
}

/**
 * Writes one event inside the caller's transaction, so it exists exactly when the change committed, and
 * notifies the dispatchers. NOTIFY is transactional: it is delivered on commit and dropped on rollback,
 * so no listener hears of a change that did not happen. (PGlite accepts it too; its dispatcher polls.)
 */
export async function recordEvent(tx: Executor, event: NewDomainEvent): Promise<void> {
  const organizationIds = [...new Set(event.organizationIds)];
  const [row] = await tx
    .insert(domainEvents)
    .values({ ...event, organizationIds, payload: event.payload ?? {} })
    .returning({ id: domainEvents.id });
  if (row) await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${String(row.id)})`);
}

type EventRow = typeof domainEvents.$inferSelect;

export function toDomainEvent(row: EventRow): TDomainEvent {
  return {
    id: String(row.id),
    type: row.type,
    entityType: row.entityType as EventEntityType,
    entityId: row.entityId,
    organizationIds: row.organizationIds,
    actorUserId: row.actorUserId,
    payload: row.payload,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface EventRange {
  afterId: number;
  /** Only events concerning one of these organizations; absent for every event (admins, dispatchers). */
  organizationIds?: readonly string[];
  limit: number;
}

/** Events after an id, oldest first. */
export async function readEventsAfter(db: Executor, range: EventRange): Promise<TDomainEvent[]> {
  const concerned = range.organizationIds
    ? sql`${domainEvents.organizationIds} && ${sql.param([...range.organizationIds])}::uuid[]`
    : undefined;
  const rows = await db
    .select()
    .from(domainEvents)
    .where(and(gt(domainEvents.id, range.afterId), concerned))
    .orderBy(asc(domainEvents.id))
    .limit(range.limit);
  return rows.map(toDomainEvent);
}

/** Exactly these events, oldest first (the ids a NOTIFY named). */
export async function readEventsById(db: Executor, ids: readonly number[]): Promise<TDomainEvent[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(domainEvents)
    .where(inArray(domainEvents.id, [...ids]))
    .orderBy(asc(domainEvents.id));
  return rows.map(toDomainEvent);
}

/**
 * The newest id, where a dispatcher starts: it delivers only what is raised after it started; and where a page drawn
 * from answers read after it has its live feed start (apps/server/src/http/page-session.ts).
 */
export async function latestEventId(db: Executor): Promise<number> {
  const [row] = await db.select({ id: sql<string | null>`max(${domainEvents.id})` }).from(domainEvents);
  return Number(row?.id ?? 0);
}
