import type { Executor } from '@energy/db/client';
import { auditLog } from '@energy/db/schema/audit';
import { users } from '@energy/db/schema/users';
import {
  SECURITY_ALERT_DAYS,
  SECURITY_ALERT_LIMIT,
  type SecurityAlertKind,
  type TSecurityAlert,
  type TSecurityAlerts,
} from '@energy/domain/schemas/admin-console';
import { and, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { THROTTLE_AUDIT_ACTIONS } from '../../auth/throttle-audit';
import { iso } from '../../iso-date';

/** Audit actions that are security alerts: refused sign-ins, role changes, new admins, tokens issued. */
const TOKEN_ACTIONS = ['invitation.created', 'user.password_reset_requested', 'user.email_change_requested'] as const;
const ALERT_ACTIONS = [...Object.values(THROTTLE_AUDIT_ACTIONS), 'user.role_changed', ...TOKEN_ACTIONS];

function kindOf(action: string, toState: string | null): SecurityAlertKind {
  if (action === THROTTLE_AUDIT_ACTIONS.address) return 'signin_throttled';
  if (action === THROTTLE_AUDIT_ACTIONS.pair || action === THROTTLE_AUDIT_ACTIONS.user) return 'signin_locked';
  if (action === 'user.registered' || (action === 'user.role_changed' && toState === 'admin')) return 'admin_created';
  if (action === 'user.role_changed') return 'role_changed';
  return 'token_created';
}

function detailOf(row: {
  action: string;
  fromState: string | null;
  toState: string | null;
  details: Record<string, unknown> | null;
}): string | null {
  if (row.action === 'user.role_changed') return `${row.fromState ?? '?'} → ${row.toState ?? '?'}`;
  const retry = row.details?.retryAfterSeconds;
  if (typeof retry === 'number') return `Locked for ${Math.ceil(retry / 60)} min`;
  return null;
}

const actor = alias(users, 'alert_actor');
const subjectUser = alias(users, 'alert_subject');

/**
 * The admin console's Security Alerts, from the audit log of the last 30 days, newest first: sign-ins locked
 * or throttled (auth/throttle-audit.ts), role changes, new admins (signed up or promoted), and tokens issued
 * (invitations, reset links, email changes), each with its time and the request's address.
 */
export async function securityAlerts(db: Executor, now = new Date()): Promise<TSecurityAlerts> {
  const since = new Date(now.getTime() - SECURITY_ALERT_DAYS * 86_400_000);
  const where = and(
    gt(auditLog.at, since),
    or(
      inArray(auditLog.action, ALERT_ACTIONS),
      and(eq(auditLog.action, 'user.registered'), eq(auditLog.toState, 'admin')),
    ),
  );
  const [rows, total] = await Promise.all([
    db
      .select({ row: auditLog, actorName: actor.username, subjectName: subjectUser.username })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorUserId))
      .leftJoin(subjectUser, and(eq(auditLog.entityType, 'user'), eq(sql`${subjectUser.id}::text`, auditLog.entityId)))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(SECURITY_ALERT_LIMIT),
    db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where),
  ]);
  const items = rows.map(
    ({ row, actorName, subjectName }): TSecurityAlert => ({
      id: String(row.id),
      at: iso(row.at),
      kind: kindOf(row.action, row.toState),
      action: row.action,
      actorName,
      subject:
        subjectName ??
        (typeof row.details?.username === 'string' ? row.details.username : `${row.entityType} ${row.entityId}`),
      address: row.clientAddress,
      detail: detailOf(row),
    }),
  );
  return { items, total: total[0]?.n ?? 0 };
}
