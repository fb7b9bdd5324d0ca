import { ping } from '@energy/db/client';
import { appRouter } from '@energy/trpc/root';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { summarizeError } from './http/error-log';
import { jsonBodyLimit, originCheck, requireJson } from './http/guards';
import { refuse } from './http/refusal';
import { requestId, requestIdOf } from './http/request-id';
import { MAX_BATCH_CALLS } from '@energy/domain/batching';
import { batchLimit, refuseBatchedAuth } from './http/trpc-batch';
import type { Logger } from './http/logger';
import { requestLog } from './http/request-log';
import { createRequestContext, type AppDeps } from './http/request-context';
import { restRoutes, type RestEnv } from './rest/adapter';
import { authRoutes } from './rest/auth';
import { invitationRoutes } from './rest/invitations';
import { orderRoutes, organizationRoutes, paymentRoutes, shipmentRoutes } from './rest/fulfilment';
import { contractRoutes, offerRoutes, rfqRoutes, settlementRoutes } from './rest/procurement';
import { serveSpa } from './http/spa';

export interface AppOptions extends AppDeps {
  logger: Logger;
  allowedOrigins: readonly string[];
  bodyLimitBytes: number;
  /** The built web app; absent in tests that only speak to the API. */
  webDist?: string;
}

export function createApp(options: AppOptions): Hono<RestEnv> {
  const app = new Hono<RestEnv>();
  app.use('*', requestId());
  app.use('*', requestLog(options.logger));
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // Mantine injects its CSS variables as inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
      },
    }),
  );
  app.use('/api/*', originCheck(options.allowedOrigins), requireJson(), jsonBodyLimit(options.bodyLimitBytes));
  app.use('/api/trpc/*', batchLimit());

  app.get('/api/health', async (c) => {
    const database = await ping(options.db).catch(() => false);
    return c.json({ status: database ? 'ok' : 'degraded', database: database ? 'ok' : 'unreachable' }, database ? 200 : 503);
  });

  app.all('/api/trpc/*', (c) =>
    fetchRequestHandler({
      endpoint: '/api/trpc',
      req: c.req.raw,
      router: appRouter,
      maxBatchSize: MAX_BATCH_CALLS,
      createContext: ({ resHeaders, info }) => {
        refuseBatchedAuth(info);
        return createRequestContext(c, options, resHeaders);
      },
      onError: ({ error, path }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') {
          options.logger.error('trpc.error', { path, requestId: requestIdOf(c), ...summarizeError(error.cause ?? error) });
        }
      },
    }),
  );

  const route = restRoutes(app, options, options.logger);
  authRoutes(route);
  rfqRoutes(route);
  offerRoutes(route);
  contractRoutes(route);
  settlementRoutes(route);
  organizationRoutes(route);
  invitationRoutes(route);
  orderRoutes(route);
  shipmentRoutes(route);
  paymentRoutes(route);

  app.all('/api/*', (c) => c.json({ error: `No such call: ${c.req.method} ${c.req.path}` }, 404));
  if (options.webDist) serveSpa(app, options.webDist);
  app.onError((error, c) => {
    const id = requestIdOf(c);
    options.logger.error('http.error', { path: c.req.path, requestId: id, ...summarizeError(error) });
    return refuse(c, 500, 'Internal server error', id ? { requestId: id } : {});
  });
  return app;
}
