import { z } from 'zod';
import { zPagedListInput } from './paging';
import { singleLineText } from './primitives';
import { AUDIT_LOG_SORTS } from '../list-sorts';

export { AUDIT_LOG_SORTS } from '../list-sorts';

/*
 * The admin console (/admin): the platform's health, security alerts from the audit log, counts of
 * the admin screens' work, and the audit log viewer. Admin only (`audit:read`).
 */

const count = z.number().int().nonnegative();
const isoDateTime = z.iso.datetime({ offset: true });

export const ADMIN_CONSOLE_MESSAGES = {
  healthFailed: 'Failed to load system health',
  alertsFailed: 'Failed to load security alerts',
  countsFailed: 'Failed to load the admin figures',
  auditFailed: 'Failed to fetch the audit log',
  auditEmpty: 'No audit entries match the current filters.',
  noAlerts: 'No security alerts in the last 30 days.',
  time: 'Enter a date (YYYY-MM-DD) or a date and time with its offset',
  order: 'The start must come before the end',
} as const;

/** One background job of this server instance since it started. */
export const ZJobHealth = z.object({
  name: z.string(),
  runs: count,
  failures: count,
  lastRunAt: isoDateTime.nullable(),
  lastFailureAt: isoDateTime.nullable(),
  /** The last failure, summarized as the log line says it (no values, no SQL). */
  lastError: z.string().nullable(),
});
export type TJobHealth = z.infer<typeof ZJobHealth>;

export const ZSystemHealth = z.object({
  checkedAt: isoDateTime,
  database: z.object({ status: z.enum(['ok', 'down']), latencyMs: z.number().nonnegative(), version: z.string() }),
  /** Periodic jobs of this instance: rounds run and failed since it started. */
  jobs: z.array(ZJobHealth),
  /** Domain events committed but not yet turned into notifications; lag = age of the oldest, in seconds. */
  outbox: z.object({ pending: count, oldestPendingAt: isoDateTime.nullable(), lagSeconds: count, lastEventId: count }),
  /** Forgot-password mails waiting for the worker (retried ones after a failure), and mail kept locally in 24 h. */
  mail: z.object({ queued: count, retrying: count, oldestQueuedAt: isoDateTime.nullable(), keptLast24h: count }),
  /** Webhook deliveries waiting to be sent (pending, to enabled endpoints, due now or later). */
  webhooks: z.object({ queued: count }),
  /** Live-event streams open on this instance, and signed-in sessions on the platform. */
  connections: z.object({ liveStreams: count, liveSessions: count, activeSessions: count }),
  /**
   * This instance's PostgreSQL connections (the pool gate in front of postgres.js): held by a statement or a
   * transaction, and statements waiting for one. Null on the embedded PGlite, which has no pool.
   */
  pool: z.object({ inUse: count, waiting: count, size: count }).nullable(),
  /** Requests this instance answered since it started, and how many of them with a 5xx status. */
  requests: z.object({ total: count, serverErrors: count }),
  uptimeSeconds: count,
});
export type TSystemHealth = z.infer<typeof ZSystemHealth>;

export const SECURITY_ALERT_KINDS = [
  'signin_locked',
  'signin_throttled',
  'role_changed',
  'admin_created',
  'token_created',
] as const;
export type SecurityAlertKind = (typeof SECURITY_ALERT_KINDS)[number];
export const SECURITY_ALERT_LABELS: Record<SecurityAlertKind, string> = {
  signin_locked: 'Sign-in locked',
  signin_throttled: 'Sign-ins throttled',
  role_changed: 'Role changed',
  admin_created: 'New admin',
  token_created: 'Token created',
};

export const ZSecurityAlert = z.object({
  /** The audit row's id. */
  id: z.string(),
  at: isoDateTime,
  kind: z.enum(SECURITY_ALERT_KINDS),
  action: z.string(),
  /** Who did it (null for an anonymous sign-in attempt). */
  actorName: z.string().nullable(),
  /** What it concerns: the username tried, the user changed, the address invited. */
  subject: z.string(),
  /** The request's address, null when it was not recorded (rows older than the column). */
  address: z.string().nullable(),
  detail: z.string().nullable(),
});
export type TSecurityAlert = z.infer<typeof ZSecurityAlert>;

export const SECURITY_ALERT_DAYS = 30;
export const SECURITY_ALERT_LIMIT = 20;
export const ZSecurityAlerts = z.object({ items: z.array(ZSecurityAlert), total: count });
export type TSecurityAlerts = z.infer<typeof ZSecurityAlerts>;

/** The admin screens' work: each count links to its screen. */
export const ZAdminCounts = z.object({
  reviewsWaiting: count,
  /** The oldest waiting KYB review (its organization's name), for the dashboard's quick action. */
  oldestWaitingKyb: z
    .object({ id: z.uuid(), organizationName: z.string().nullable(), submittedAt: isoDateTime })
    .nullable(),
  openDisputes: count,
  users: count,
  deactivatedUsers: count,
  featureFlags: count,
  enabledFeatureFlags: count,
});
export type TAdminCounts = z.infer<typeof ZAdminCounts>;

/** A date (the whole day, UTC) or an exact time with its offset. */
const ZTimeBound = z.union([z.iso.date(), z.iso.datetime({ offset: true })], { message: ADMIN_CONSOLE_MESSAGES.time });

/**
 * GET /api/admin/audit-log: `record` (a record's id, or `type:id`), `actor` (username, email or user id),
 * `organization` (name or id), `from` (inclusive) and `to` (a date: through that day; a time: before it), `q`
 * (action, record type or id).
 */
export const ZAuditLogListInput = zPagedListInput(AUDIT_LOG_SORTS, {
  record: singleLineText(120).optional(),
  actor: singleLineText(120).optional(),
  organization: singleLineText(120).optional(),
  from: ZTimeBound.optional(),
  to: ZTimeBound.optional(),
});
export type TAuditLogListInput = z.input<typeof ZAuditLogListInput>;

export const ZAuditEntry = z.object({
  /** The audit row's sequence number, as text. */
  id: z.string(),
  at: isoDateTime,
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  fromState: z.string().nullable(),
  toState: z.string().nullable(),
  actorUserId: z.uuid().nullable(),
  actorName: z.string().nullable(),
  organizationId: z.uuid().nullable(),
  organizationName: z.string().nullable(),
  address: z.string().nullable(),
  /** The row's details as JSON text (empty when none). */
  details: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

/** A time bound as the instant it starts (`from`) or the instant the range ends before (`to`, a date: the next day). */
export function timeBound(value: string, end: boolean): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = new Date(`${value}T00:00:00.000Z`);
    return end ? new Date(day.getTime() + 86_400_000) : day;
  }
  return new Date(value);
}
