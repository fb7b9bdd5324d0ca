import { ZAnalyticsFunnel, ZAnalyticsInput } from '@energy/domain/schemas/analytics';
import { grantProcedure } from '../../permission';
import { router } from '../../trpc';
import { analyticsFunnel } from './analytics.service';

/** Spec 001 Analytics: platform-wide figures for the admin. */
export const analyticsRouter = router({
  funnel: grantProcedure('analytics:read')
    .meta({
      rest: {
        method: 'get',
        path: '/api/admin/analytics/funnel',
        query: true,
        summary:
          'Volume trends, funnel, SLA performance and alerts for `timeRange` (7d, 30d, 90d, 1y; default 30d), admin only',
      },
    })
    .input(ZAnalyticsInput)
    .output(ZAnalyticsFunnel)
    .query(({ ctx, input }) => analyticsFunnel(ctx.db, input.timeRange)),
});
