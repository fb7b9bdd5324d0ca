import type { Executor } from '@energy/db/client';
import { auditLog } from '@energy/db/schema/audit';
import { organizations } from '@energy/db/schema/organizations';
import { users } from '@energy/db/schema/users';
import {
  timeBound,
  type AUDIT_LOG_SORTS,
  type TAuditEntry,
  type ZAuditLogListInput,
} from '@energy/domain/schemas/admin-console';
import type { TPage } from '@energy/domain/schemas/paging';
import { and, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { iso } from '../../iso-date';
import { MATCH, NO_PAGE_KEY, rememberKeys, runPage, type Keyset, type ListSpec } from '../../paging';

/** The audit log viewer: newest first by time, keyset on (at, id); `q` searches the action and the record. */
const AUDIT_LIST: ListSpec<(typeof AUDIT_LOG_SORTS)[number]> = {
  name: 'audit-log',
  id: auditLog.id,
  idKind: 'bigint',
  sorts: { at: { column: auditLog.at, kind: 'timestamptz' } },
  search: [auditLog.action, auditLog.entityType, auditLog.entityId],
};

type Input = z.output<typeof ZAuditLogListInput>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The filters: `record` an id (or `type:id`, or a record type), `actor` a user id or an exact username or
 * email, `organization` an id or part of a name, `from`/`to` a time range (see timeBound).
 */
function filtersOf(input: Input): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (input.record) {
    const [type, id] = input.record.includes(':') ? input.record.split(':', 2) : [undefined, input.record];
    conditions.push(
      type !== undefined && id !== undefined
        ? and(eq(auditLog.entityType, type.trim().toLowerCase()), eq(auditLog.entityId, id.trim()))
        : or(eq(auditLog.entityId, input.record), eq(auditLog.entityType, input.record.toLowerCase())),
    );
  }
  if (input.actor) {
    const actor = input.actor.toLowerCase();
    conditions.push(
      UUID.test(actor)
        ? eq(auditLog.actorUserId, actor)
        : inArray(
            auditLog.actorUserId,
            sql`(select ${users.id} from ${users} where lower(${users.username}) = ${actor} or lower(${users.email}) = ${actor})`,
          ),
    );
  }
  if (input.organization) {
    conditions.push(
      UUID.test(input.organization)
        ? eq(auditLog.organizationId, input.organization.toLowerCase())
        : inArray(
            auditLog.organizationId,
            sql`(select ${organizations.id} from ${organizations} where ${ilike(organizations.name, likePattern(input.organization))})`,
          ),
    );
  }
  if (input.from) conditions.push(gte(auditLog.at, timeBound(input.from, false)));
  if (input.to) conditions.push(lt(auditLog.at, timeBound(input.to, true)));
  return and(...conditions);
}

async function listEntries(db: Executor, filter: SQL | undefined, page: Keyset): Promise<TAuditEntry[]> {
  const rows = await db
    .select({
      row: auditLog,
      actorName: users.username,
      organizationName: organizations.name,
      pageKey: page.key ?? NO_PAGE_KEY,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .leftJoin(organizations, eq(organizations.id, auditLog.organizationId))
    .where(and(filter, page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
  const entries = rows.map(
    ({ row, actorName, organizationName }): TAuditEntry => ({
      id: String(row.id),
      at: iso(row.at),
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      fromState: row.fromState,
      toState: row.toState,
      actorUserId: row.actorUserId,
      actorName,
      organizationId: row.organizationId,
      organizationName,
      address: row.clientAddress,
      details: row.details && Object.keys(row.details).length > 0 ? JSON.stringify(row.details) : '',
    }),
  );
  return rememberKeys(
    entries,
    rows.map((r) => r.pageKey),
  );
}

/** One page of the audit log; the CSV export walks every page of the same query. */
export function pageAuditLog(db: Executor, input: Input): Promise<TPage<TAuditEntry>> {
  const filter = filtersOf(input);
  return runPage(
    db,
    AUDIT_LIST,
    input,
    (keyset) => listEntries(db, filter, keyset),
    (search) => db.select(MATCH).from(auditLog).where(and(filter, search)).$dynamic(),
  );
}
