import type { Server } from 'node:http';

/**
 * How long an idle keep-alive connection stays open. Node's default (5 s) starts counting when the last
 * byte of an answer is handed to the kernel, not when the client has read it: a client still reading a
 * large answer (a slow link, or a busy one) sends its next request on a connection the server has just
 * closed, and gets a reset instead of an answer. Longer than the 60 s idle timeout of common load
 * balancers, so that they, not we, close idle connections.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Node wants the header timeout above the keep-alive timeout, or it may cut a reused connection short. */
export const HEADERS_TIMEOUT_MS = KEEP_ALIVE_TIMEOUT_MS + 1_000;

export function applyKeepAlive(server: Pick<Server, 'keepAliveTimeout' | 'headersTimeout'>): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
}
