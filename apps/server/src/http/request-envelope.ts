import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { getPath } from 'hono/utils/url';
import { envelopedResponseOf, type EnvelopedResponse } from './enveloped-response';
import type { PathRedactor } from './log-path';
import type { Logger } from './logger';
import { newRequestId } from './request-id';
import { arrivedOverHttps, securityHeadersFor, type SecurityHeaderOptions } from './security-headers';

/** Counts each request as it closes (metrics/server-metrics.ts). */
export interface RequestObserver {
  observe(method: string, route: string, status: number, seconds: number): void;
}

/** The route of a request under /api that no route of the app took, and of a request outside /api (the web app). */
export const UNMATCHED_ROUTE = '(unmatched)';
export const WEB_ROUTE = '(web)';

export interface RequestEnvelopeOptions extends SecurityHeaderOptions {
  logger: Logger;
  /** The path as logged: token-bearing segments hidden (see log-path.ts); unset, the path as it is. */
  logPath?: PathRedactor;
  /** The app's metrics, told of every request as it closes. */
  metrics?: RequestObserver | undefined;
}

/**
 * What every request carries from its arrival to its log line: a fresh id (sent as X-Request-Id) and what the
 * line says. Held by the request's node response (an EnvelopedResponse; see serveApp).
 */
export class RequestEnvelope {
  readonly id = newRequestId();
  readonly started = performance.now();
  /** The signed-in user, once the session is read (see noteUser). */
  userId: string | undefined;
  /** The route pattern the app matched (metrics/route-label.ts), never the path with its ids. */
  route: string | undefined;

  constructor(
    readonly method: string,
    readonly path: string,
    private readonly logger: Logger,
    private readonly logPath?: PathRedactor,
    private readonly metrics?: RequestObserver,
  ) {}

  /**
   * One structured line per request, once its response is closed (sent, or cut short). Only the path is logged,
   * never the query string (reset links carry tokens there), a token in the path (logPath), headers (cookies) or
   * bodies (passwords).
   */
  logClosed(status: number): void {
    const elapsed = performance.now() - this.started;
    this.logger.info('http.request', {
      method: this.method,
      path: this.logPath ? this.logPath(this.path) : this.path,
      status,
      ms: Math.round(elapsed),
      userId: this.userId,
      requestId: this.id,
    });
    if (this.metrics) {
      const route = this.route ?? (this.path === '/api' || this.path.startsWith('/api/') ? UNMATCHED_ROUTE : WEB_ROUTE);
      this.metrics.observe(this.method, route, status, elapsed / 1000);
    }
  }
}

/** A path with nothing to decode or resolve (no %, backslash or dot segment): the app routes it as it is. */
const PLAIN_PATH = /^\/[\w\-~!$&'()*+,;=:@/]*$/;
const DOT_SEGMENT = /\/\.\.?(?:\/|$)/;

/**
 * The path of a request target as the app routes it: @hono/node-server resolves dot segments (through URL) and
 * Hono decodes percent escapes, so `/x/../api/y` and `/%61pi/y` are API calls and must get the API's headers.
 */
export function requestPath(target: string): string {
  const query = target.indexOf('?');
  const raw = query === -1 ? target : target.slice(0, query);
  if (PLAIN_PATH.test(raw) && !DOT_SEGMENT.test(raw)) return raw;
  try {
    return getPath({ url: new URL(target, 'http://localhost').href } as Request);
  } catch {
    return raw;
  }
}

/**
 * Opens a request's envelope on its node response, before the app sees the request: the id, and the security
 * headers for its path and transport, which join the answer's own when its head is written (the answer's values
 * winning; see EnvelopedResponse). Done here rather than as a Hono middleware so that it covers every request,
 * those the app never routes included (a request @hono/node-server refuses), and costs no middleware dispatch.
 */
export function openEnvelope(
  request: IncomingMessage,
  response: EnvelopedResponse,
  options: RequestEnvelopeOptions,
): void {
  const path = requestPath(request.url ?? '/');
  response.envelope = new RequestEnvelope(
    request.method ?? 'GET',
    path,
    options.logger,
    options.logPath,
    options.metrics,
  );
  response.envelopeHeaders = securityHeadersFor(path, options.publicUrlIsHttps === true || arrivedOverHttps(request));
}

/** The envelope of the request a Hono context serves, when it came through serveApp. */
export function envelopeOf(c: Context): RequestEnvelope | undefined {
  return envelopedResponseOf(c.env)?.envelope;
}

/** The request's id (X-Request-Id), for error logs and error answers; undefined outside serveApp. */
export function requestIdOf(c: Context): string | undefined {
  return envelopeOf(c)?.id;
}

/** Puts the signed-in user on the request's log line. */
export function noteUser(c: Context, userId: string): void {
  const envelope = envelopeOf(c);
  if (envelope) envelope.userId = userId;
}
