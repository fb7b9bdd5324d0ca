import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

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

export const HSTS_HEADER = 'Strict-Transport-Security';
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
  [HSTS_HEADER]: HSTS,
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
  [HSTS_HEADER]: HSTS,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
};

export type HeaderEntries = readonly (readonly [string, string])[];
const withoutHsts = (set: Readonly<Record<string, string>>): HeaderEntries =>
  Object.entries(set).filter(([name]) => name !== HSTS_HEADER);

/** By [API answer?][secure transport?]. */
const ENTRIES: Record<'api' | 'document', Record<'secure' | 'plain', HeaderEntries>> = {
  api: { secure: Object.entries(API_SECURITY_HEADERS), plain: withoutHsts(API_SECURITY_HEADERS) },
  document: { secure: Object.entries(DOCUMENT_SECURITY_HEADERS), plain: withoutHsts(DOCUMENT_SECURITY_HEADERS) },
};

/** The API reference under /api/docs is a page (swagger-ui), so it gets the page's set. */
export function isApiAnswer(path: string): boolean {
  return path.startsWith('/api/') && path !== '/api/docs' && !path.startsWith('/api/docs/');
}

/**
 * Whether the browser reached us over HTTPS: this socket is TLS, or the proxy that terminated TLS says so in
 * X-Forwarded-Proto (its first entry is the client-facing hop's). A forged header only earns a plain-HTTP client
 * an HSTS header its browser must ignore (RFC 6797 §8.1), so the header needs no trusted proxy.
 */
export function arrivedOverHttps(request: IncomingMessage): boolean {
  if ((request.socket as Partial<TLSSocket> | null)?.encrypted) return true;
  const forwarded = request.headers['x-forwarded-proto'];
  return typeof forwarded === 'string' && forwarded.split(',')[0]?.trim().toLowerCase() === 'https';
}

export interface SecurityHeaderOptions {
  /**
   * The app's public URL is https (APP_URL): browsers only ever reach it over TLS, whatever the proxy in front
   * tells us, so every answer carries HSTS. Otherwise only answers that arrived over HTTPS do.
   */
  publicUrlIsHttps?: boolean;
}

/**
 * The security headers for the answer to a request for `path` (as the app routes it): the API's or the page's
 * set (see openEnvelope in request-envelope.ts, which gives them to every request's node response).
 *
 * Strict-Transport-Security only goes on answers that travel over HTTPS: RFC 6797 §7.2 says an HSTS host
 * MUST NOT send it over non-secure transport, and §8.1 that a browser MUST ignore it there, so on plain HTTP
 * it protects nobody and costs 60 bytes per answer.
 */
export function securityHeadersFor(path: string, overHttps: boolean): HeaderEntries {
  const set = ENTRIES[isApiAnswer(path) ? 'api' : 'document'];
  return overHttps ? set.secure : set.plain;
}
