import { appRouter } from '@energy/trpc/root';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { Hono, type ErrorHandler } from 'hono';
import { getPath } from 'hono/utils/url';
import { MAX_BATCH_CALLS } from '@energy/domain/batching';
import { isTemporarilyUnavailable, transportError } from '@energy/trpc/errors';
import { apiTokenAuth } from './http/api-token-auth';
import { compressAnswers, isApiPath } from './http/compression';
import { summarizeError } from './http/error-log';
import { UNSAFE_METHODS, writeGuards } from './http/guards';
import { healthRoutes, type Readiness } from './http/health';
import { pathRedactor } from './http/log-path';
import { refuse } from './http/refusal';
import { refuseUnavailable, RETRY_AFTER } from './http/unavailable';
import { requestIdOf, type RequestEnvelopeOptions } from './http/request-envelope';
import { batchLimit, refuseBatchedAuth } from './http/trpc-batch';
import type { Logger } from './http/logger';
import { pageRenderer } from './http/page-renderer';
import { pageSession } from './http/page-session';
import { createRequestContext, type AppDeps } from './http/request-context';
import { restRoutes, type RestEnv } from './rest/adapter';
import { apiDocs } from './rest/docs';
import { bodyLimitOverrides, generatedRoutes, restCalls } from './rest/routes';
import { serveSpa } from './http/spa';
import { StaticPathRouter } from './http/static-path-router';
import type { LiveStreams } from './lifecycle/live-streams';
import { metricsRoutes } from './metrics/metrics-route';
import { ServerMetrics } from './metrics/server-metrics';

export interface AppOptions extends AppDeps {
  logger: Logger;
  allowedOrigins: readonly string[];
  bodyLimitBytes: number;
  /** The built web app; absent in tests that only speak to the API. */
  webDist?: string;
  /** The server's shutdown (lifecycle/shutdown.ts): readiness answers 503 once it began; it ends the live streams. */
  lifecycle?: Readiness & { streams: LiveStreams };
  /**
   * This app's metrics (GET /api/metrics with METRICS_TOKEN, System Health's pool and request figures). Unset: the
   * app counts its requests in metrics of its own with the endpoint off (404), and System Health shows no pool.
   */
  metrics?: ServerMetrics;
}

const ownMetrics = new WeakMap<object, ServerMetrics>();

/** The metrics of the app made from these options: the given ones, else one set per options object. */
function metricsOf(options: Pick<AppOptions, 'metrics'>): ServerMetrics {
  if (options.metrics) return options.metrics;
  let metrics = ownMetrics.get(options);
  if (!metrics) ownMetrics.set(options, (metrics = new ServerMetrics()));
  return metrics;
}

/** The request paths of this app as its logs show them: no token of a token-bearing route (log-path.ts). */
const logPath = pathRedactor(restCalls().map((call) => call.rest.path));

/** What serveApp gives every request of this app (see openEnvelope). */
export function envelopeOptions(options: Pick<AppOptions, 'logger' | 'auth' | 'metrics'>): RequestEnvelopeOptions {
  // An https public URL means browsers only reach us over TLS, wherever it ends (RFC 6797: HSTS on every answer).
  return {
    logger: options.logger,
    publicUrlIsHttps: options.auth.appUrl.startsWith('https:'),
    logPath,
    metrics: metricsOf(options),
  };
}

export function createApp(options: AppOptions): Hono<RestEnv> {
  const app = new Hono<RestEnv>({ router: new StaticPathRouter() });
  const metrics = metricsOf(options);
  // Every context of this app's calls can read this process's own figures (System Health).
  const deps: AppOptions = { ...options, instance: metrics.instance };
  // First: each request learns its route before anything may refuse it; /api/metrics takes no API token.
  metricsRoutes(app, options.db, metrics);
  // A call with an API token is authenticated (and counted) before anything else looks at it.
  app.use('/api/*', apiTokenAuth(options, options.apiTokenRateLimit));
  // Every request's id, security headers and log line come from serveApp (see openEnvelope), around the app.
  app.on(
    [...UNSAFE_METHODS],
    '/api/*',
    writeGuards({
      allowedOrigins: options.allowedOrigins,
      bodyLimitBytes: options.bodyLimitBytes,
      bodyLimitOverrides: bodyLimitOverrides(),
    }),
  );
  app.use('/api/trpc/*', batchLimit());

  healthRoutes(app, options.db, options.lifecycle);

  const trackStreams = options.lifecycle?.streams.track ?? ((answer: Response) => answer);
  app.all('/api/trpc/*', (c) =>
    fetchRequestHandler({
      endpoint: '/api/trpc',
      req: c.req.raw,
      router: appRouter,
      maxBatchSize: MAX_BATCH_CALLS,
      createContext: async ({ resHeaders, info }) => {
        refuseBatchedAuth(info);
        // Reading the session is the first database call: a database out of reach answers 503 here too.
        return createRequestContext(c, deps, resHeaders).catch((error: unknown) => {
          throw transportError(error);
        });
      },
      // "Try again" says when (the tRPC client and balancers read the status; browsers and scripts the header).
      responseMeta: ({ errors }) => (errors.some(isTemporarilyUnavailable) ? { headers: RETRY_AFTER } : {}),
      onError: ({ error, path }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR' || isTemporarilyUnavailable(error)) {
          options.logger.error(error.code === 'INTERNAL_SERVER_ERROR' ? 'trpc.error' : 'trpc.unavailable', {
            path,
            requestId: requestIdOf(c),
            ...summarizeError(error.cause ?? error),
          });
        }
      },
    }).then(trackStreams),
  );

  // Every REST call comes from a procedure's REST meta (packages/trpc/src/rest.ts); the document and the
  // reference describe the same routes.
  // A failure after an export's first page can only cut its body short; the log says why.
  generatedRoutes(restRoutes(app, deps, options.logger), (error) =>
    options.logger.error('rest.export.error', summarizeError(error)),
  );
  apiDocs(app, options.auth.appUrl);

  // The answer to a path under /api that no route takes. Not a catch-all route ('/api/*'): that would match every
  // call beside its own route, and a route with company is dispatched through Hono's compose (promises, closures).
  app.notFound((c) => c.json({ error: `No such call: ${c.req.method} ${c.req.path}` }, 404));
  const onError: ErrorHandler<RestEnv> = (error, c) => {
    const id = requestIdOf(c);
    const unavailable = isTemporarilyUnavailable(transportError(error));
    options.logger.error(unavailable ? 'http.unavailable' : 'http.error', {
      path: logPath(c.req.path),
      requestId: id,
      ...summarizeError(error),
    });
    if (unavailable) return refuseUnavailable(c, id);
    return refuse(c, 500, 'Internal server error', id ? { requestId: id } : {});
  };
  app.onError(onError);
  // Compression wraps the API's fetch and the web app's (see compressAnswers); app.request() goes through app.fetch too.
  const api = compressAnswers(app.fetch);
  // The web app is an app of its own, reached for every path outside /api. In one app its catch-all routes and
  // middleware ('*') would match every API call too: never run (the API answers first) but dispatched, which
  // keeps Hono from answering a one-handler API route directly.
  const site = new Hono<RestEnv>();
  if (options.webDist)
    serveSpa(site, options.webDist, pageSession(options), pageRenderer(options.webDist, options.logger));
  site.onError(onError);
  const pages = compressAnswers(site.fetch);
  app.fetch = (request, env, executionCtx) =>
    isApiPath(getPath(request)) ? api(request, env, executionCtx) : pages(request, env, executionCtx);
  return app;
}
