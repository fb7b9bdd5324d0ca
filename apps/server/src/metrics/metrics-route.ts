import type { Database } from '@energy/db/client';
import { REQUEST_NOTICES } from '@energy/domain/notices';
import { languageOfHeader } from '@energy/i18n/languages';
import { localizeMessage } from '@energy/i18n/localize';
import { appRouter } from '@energy/trpc/root';
import { systemHealth } from '@energy/trpc/routers/admin-console/system-health';
import type { Hono } from 'hono';
import { refuse } from '../http/refusal';
import { envelopeOf } from '../http/request-envelope';
import type { RestEnv } from '../rest/adapter';
import { routeLabeler } from './route-label';
import type { ServerMetrics } from './server-metrics';

export const METRICS_PATH = '/api/metrics';

/**
 * The metrics of this app, registered before every other route and middleware under /api:
 * - each API request's envelope learns the route it matched (route-label.ts), which it is counted under when it closes;
 * - `GET /api/metrics` answers the Prometheus text exposition to a request bearing METRICS_TOKEN
 *   (`Authorization: Bearer <token>`), 401 with `WWW-Authenticate` to any other, and 404 (as an unknown call) while
 *   METRICS_TOKEN is unset. Its bearer is the metrics token, never an API token: the API token check comes after.
 */
export function metricsRoutes(app: Hono<RestEnv>, db: Database, metrics: ServerMetrics): void {
  const routeOf = routeLabeler(Object.keys(appRouter._def.procedures));
  app.use('/api/*', (c, next) => {
    const envelope = envelopeOf(c);
    if (envelope) envelope.route = routeOf(c);
    return next();
  });
  app.get(METRICS_PATH, async (c) => {
    if (!metrics.enabled) return c.notFound();
    if (!metrics.authorizes(c.req.header('authorization'))) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      const language = languageOfHeader(c.req.header('accept-language'));
      return refuse(c, 401, localizeMessage(REQUEST_NOTICES.metricsTokenRequired, language));
    }
    const text = await metrics.exposition(await systemHealth(db, metrics.instance));
    return c.body(text, 200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' });
  });
}
