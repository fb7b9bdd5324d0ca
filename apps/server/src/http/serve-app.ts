import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { EnvelopedResponse } from './enveloped-response';
import { openEnvelope, type RequestEnvelopeOptions } from './request-envelope';

export interface ServeAppOptions {
  /** The app's fetch (Hono's `app.fetch`). */
  fetch: Parameters<typeof getRequestListener>[0];
  port: number;
  hostname: string;
  /** The log and the security headers every request gets (see openEnvelope). */
  envelope: RequestEnvelopeOptions;
}

/**
 * The app on node:http, as production runs it. Each request's node response is an EnvelopedResponse whose
 * envelope (id, security headers, log line) is opened before @hono/node-server hands the request to the app, so
 * every request gets it, and the headers join the answer's own in one writeHead call (see enveloped-response.ts).
 */
export function serveApp(options: ServeAppOptions, listening?: (info: AddressInfo) => void): Server {
  const { fetch, port, hostname, envelope } = options;
  const answer = getRequestListener(fetch, { hostname });
  const server = createServer({ ServerResponse: EnvelopedResponse }, (request, response) => {
    openEnvelope(request, response as EnvelopedResponse, envelope);
    void answer(request, response);
  });
  server.listen(port, hostname, () => listening?.(server.address() as AddressInfo));
  return server;
}
