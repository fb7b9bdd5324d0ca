import {
  ZAdminCounts,
  ZAuditEntry,
  ZAuditLogListInput,
  ZSecurityAlerts,
  ZSystemHealth,
} from '@energy/domain/schemas/admin-console';
import { zPage } from '@energy/domain/schemas/paging';
import { z } from 'zod';
import { grantProcedure } from '../../permission';
import { router } from '../../trpc';
import { adminCounts } from './admin-counts';
import { AUDIT_LOG_CSV } from './audit-log.csv';
import { pageAuditLog } from './audit-log.list';
import { securityAlerts } from './security-alerts';
import { systemHealth } from './system-health';

const ZNoInput = z.void();

/** The admin console (/admin): reads only, admin only (`audit:read`). */
export const adminConsoleRouter = router({
  systemHealth: grantProcedure('audit:read')
    .meta({
      rest: {
        method: 'get',
        path: '/api/admin/system-health',
        summary:
          'System Health: database, job runs and failures, outbox lag, mail and webhook queues, live connections, pool, requests',
      },
    })
    .input(ZNoInput)
    .output(ZSystemHealth)
    .query(({ ctx }) => systemHealth(ctx.db, ctx.instance)),
  securityAlerts: grantProcedure('audit:read')
    .meta({
      rest: {
        method: 'get',
        path: '/api/admin/security-alerts',
        summary:
          'Security Alerts of the last 30 days: locked and throttled sign-ins, role changes, new admins, tokens created',
      },
    })
    .input(ZNoInput)
    .output(ZSecurityAlerts)
    .query(({ ctx }) => securityAlerts(ctx.db)),
  counts: grantProcedure('audit:read')
    .meta({
      rest: {
        method: 'get',
        path: '/api/admin/counts',
        summary: 'Reviews waiting, open disputes, users and feature flags, for the admin screens',
      },
    })
    .input(ZNoInput)
    .output(ZAdminCounts)
    .query(({ ctx }) => adminCounts(ctx.db)),
  auditLog: grantProcedure('audit:read')
    .meta({
      rest: {
        method: 'get',
        path: '/api/admin/audit-log',
        query: true,
        paged: true,
        csv: AUDIT_LOG_CSV,
        summary: 'The audit log, newest first (`record`, `actor`, `organization`, `from`, `to`, `q`)',
      },
    })
    .input(ZAuditLogListInput)
    .output(zPage(ZAuditEntry))
    .query(({ ctx, input }) => pageAuditLog(ctx.db, input)),
});
