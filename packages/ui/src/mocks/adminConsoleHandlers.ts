import type { TAdminCounts, TAuditEntry, TSecurityAlerts, TSystemHealth } from '@energy/domain/schemas/admin-console';
import { adminCounts, auditEntries, securityAlerts, systemHealth } from './fixtures/adminConsole';
import { mockPage, serverError, trpcMsw } from './handlers';

const pendingForever = <T>(): Promise<T> => new Promise<T>(() => undefined);
const unavailable = () => serverError('INTERNAL_SERVER_ERROR', 'The server is unavailable');
const has = (text: string | null, part: string | undefined) =>
  !part || (text ?? '').toLowerCase().includes(part.toLowerCase());

/** The admin console: health, alerts and counts as one group of states, and the audit log viewer. */
export const adminConsoleHandlers = {
  /** Every panel of /admin answering with these figures. */
  console: (
    health: TSystemHealth = systemHealth,
    alerts: TSecurityAlerts = securityAlerts,
    counts: TAdminCounts = adminCounts,
  ) => [
    trpcMsw.adminConsole.systemHealth.query(() => health),
    trpcMsw.adminConsole.securityAlerts.query(() => alerts),
    trpcMsw.adminConsole.counts.query(() => counts),
  ],
  consoleLoading: () => [
    trpcMsw.adminConsole.systemHealth.query(() => pendingForever()),
    trpcMsw.adminConsole.securityAlerts.query(() => pendingForever()),
    trpcMsw.adminConsole.counts.query(() => pendingForever()),
  ],
  consoleFails: () => [
    trpcMsw.adminConsole.systemHealth.query(() => {
      throw unavailable();
    }),
    trpcMsw.adminConsole.securityAlerts.query(() => {
      throw unavailable();
    }),
    trpcMsw.adminConsole.counts.query(() => {
      throw unavailable();
    }),
  ],
  counts: (counts: TAdminCounts = adminCounts) => trpcMsw.adminConsole.counts.query(() => counts),
  countsFails: () =>
    trpcMsw.adminConsole.counts.query(() => {
      throw unavailable();
    }),
  /** The audit log, filtered as the server would (record, actor, organization, q) on the fixture rows. */
  auditLog: (rows: TAuditEntry[] = auditEntries) =>
    trpcMsw.adminConsole.auditLog.query(({ input }) =>
      mockPage(
        rows.filter(
          (e) =>
            (!input?.record ||
              e.entityId === input.record ||
              `${e.entityType}:${e.entityId}` === input.record ||
              e.entityType === input.record) &&
            has(e.actorName, input?.actor) &&
            has(e.organizationName, input?.organization) &&
            has(`${e.action} ${e.entityType} ${e.entityId}`, input?.q),
        ),
        input,
      ),
    ),
  auditLogLoading: () => trpcMsw.adminConsole.auditLog.query(() => pendingForever()),
  auditLogFails: () =>
    trpcMsw.adminConsole.auditLog.query(() => {
      throw unavailable();
    }),
};
