import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { EnvelopedResponse } from './enveloped-response';

export interface ServeAppOptions {
  /** The app's fetch (Hono's `app.fetch`). */
  fetch: Parameters<typeof serve>[0]['fetch'];
  port: number;
  hostname: string;
}

/**
 * The app on node:http, as production runs it: each request's node response is an EnvelopedResponse, so
 * requestEnvelope's headers join the answer's own in one writeHead call (see enveloped-response.ts).
 */
export function serveApp(options: ServeAppOptions, listening?: (info: AddressInfo) => void): Server {
  const { fetch, port, hostname } = options;
  // Plain node:http (no TLS, no HTTP/2 options), so the server is an http.Server.
  return serve({ fetch, port, hostname, serverOptions: { ServerResponse: EnvelopedResponse } }, listening) as Server;
}
