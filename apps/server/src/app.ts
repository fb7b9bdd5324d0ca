import { appRouter } from '@energy/trpc/root';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { Hono } from 'hono';
import { MAX_BATCH_CALLS } from '@energy/domain/batching';
import { compression } from './http/compression';
import { summarizeError } from './http/error-log';
import { writeGuards } from './http/guards';
import { healthRoutes } from './http/health';
import { refuse } from './http/refusal';
import { requestIdOf } from './http/request-id';
import { requestEnvelope } from './http/request-envelope';
import { batchLimit, refuseBatchedAuth } from './http/trpc-batch';
import type { Logger } from './http/logger';
import { pageRenderer } from './http/page-renderer';
import { pageSession } from './http/page-session';
import { createRequestContext, type AppDeps } from './http/request-context';
import { restRoutes, type RestEnv } from './rest/adapter';
import { apiDocs } from './rest/docs';
import { bodyLimitOverrides, generatedRoutes } from './rest/routes';
import { serveSpa } from './http/spa';
import { StaticPathRouter } from './http/static-path-router';

export interface AppOptions extends AppDeps {
  logger: Logger;
  allowedOrigins: readonly string[];
  bodyLimitBytes: number;
  /** The built web app; absent in tests that only speak to the API. */
  webDist?: string;
}

export function createApp(options: AppOptions): Hono<RestEnv> {
  const app = new Hono<RestEnv>({ router: new StaticPathRouter() });
  // An https public URL means browsers only reach us over TLS, wherever it ends (RFC 6797: HSTS on every answer).
  app.use('*', requestEnvelope(options.logger, { publicUrlIsHttps: options.auth.appUrl.startsWith('https:') }));
  app.use('/api/*', writeGuards({ allowedOrigins: options.allowedOrigins, bodyLimitBytes: options.bodyLimitBytes, bodyLimitOverrides: bodyLimitOverrides() }));
  app.use('/api/trpc/*', batchLimit());

  app.use('/api/*', compression());
  healthRoutes(app, options.db);

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

  // Every REST call comes from a procedure's REST meta (packages/trpc/src/rest.ts); the document and the
  // reference describe the same routes.
  // A failure after an export's first page can only cut its body short; the log says why.
  generatedRoutes(restRoutes(app, options, options.logger), (error) => options.logger.error('rest.export.error', summarizeError(error)));
  apiDocs(app);

  app.all('/api/*', (c) => c.json({ error: `No such call: ${c.req.method} ${c.req.path}` }, 404));
  if (options.webDist) serveSpa(app, options.webDist, pageSession(options), pageRenderer(options.webDist, options.logger));
  app.onError((error, c) => {
    const id = requestIdOf(c);
    options.logger.error('http.error', { path: c.req.path, requestId: id, ...summarizeError(error) });
    return refuse(c, 500, 'Internal server error', id ? { requestId: id } : {});
  });
  return app;
}
