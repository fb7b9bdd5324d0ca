import type { MiddlewareHandler } from 'hono';
import { nodeResponseOf } from './node-response';

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  // Mantine injects its CSS variables as inline styles.
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

const HSTS = 'max-age=15552000; includeSubDomains';

/**
 * What a page (the web app, its assets, the API reference) carries: hono/secure-headers' defaults plus our
 * CSP. Most of it only means something to a document a browser renders.
 */
export const DOCUMENT_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'Referrer-Policy': 'no-referrer',
  'Strict-Transport-Security': HSTS,
  'X-Content-Type-Options': 'nosniff',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-Frame-Options': 'SAMEORIGIN',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
};

/**
 * What an API answer (JSON, CSV, a download) carries: the OWASP REST Security Cheat Sheet's set. Nothing may
 * render, frame or sniff it, no other origin may embed it, and no cache may keep it (it holds one
 * organization's data; a handler that means to be cached sets its own Cache-Control, which wins). The
 * document-only headers above (opener policy, agent cluster, referrer policy, and the legacy IE and Flash
 * ones) do nothing on an answer no browser renders, and every byte of them is paid on every call.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Strict-Transport-Security': HSTS,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
};

const DOCUMENT_ENTRIES = Object.entries(DOCUMENT_SECURITY_HEADERS);
const API_ENTRIES = Object.entries(API_SECURITY_HEADERS);

/** The API reference under /api/docs is a page (swagger-ui), so it gets the page's set. */
export function isApiAnswer(path: string): boolean {
  return path.startsWith('/api/') && path !== '/api/docs' && !path.startsWith('/api/docs/');
}

/**
 * The security headers on every answer, the API's or the page's set by path. Under node:http they go on the
 * node response before the handler runs (see nodeResponseOf: a fixed set costs a fraction there of setting
 * it on each Response, which was a tenth of a liveness probe's CPU time); elsewhere on the answer afterwards.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    const entries = isApiAnswer(c.req.path) ? API_ENTRIES : DOCUMENT_ENTRIES;
    const outgoing = nodeResponseOf(c);
    if (outgoing) {
      for (const [name, value] of entries) outgoing.setHeader(name, value);
      return next();
    }
    await next();
    for (const [name, value] of entries) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  };
}
