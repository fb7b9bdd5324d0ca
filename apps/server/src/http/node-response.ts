import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';
import { EnvelopedResponse } from './enveloped-response';

/**
 * The node:http response under a request served by @hono/node-server (its `env.outgoing`), while nothing
 * has been written yet; undefined under app.request() in tests or another runtime.
 *
 * Headers every answer carries are cheaper set here once than on each WHATWG Response: undici's Headers
 * validates, lower-cases and sorts every entry, and @hono/node-server copies them into a plain object
 * again. node:http merges these with the answer's own headers, the answer's winning.
 */
export function nodeResponseOf(c: Context): ServerResponse | undefined {
  const env: unknown = c.env;
  if (typeof env !== 'object' || env === null || !('outgoing' in env)) return undefined;
  const outgoing = (env as { outgoing?: unknown }).outgoing;
  if (!outgoing || typeof outgoing !== 'object' || !('setHeader' in outgoing)) return undefined;
  const response = outgoing as ServerResponse;
  return response.headersSent ? undefined : response;
}

/**
 * A header the node response will send whatever the answer says, unless the answer has its own: set on it
 * with setHeader, or waiting on an EnvelopedResponse for its head to be written.
 */
export function nodeHeaderOf(c: Context, name: string): ReturnType<ServerResponse['getHeader']> {
  const response = nodeResponseOf(c);
  return response instanceof EnvelopedResponse ? response.headerOrEnvelope(name) : response?.getHeader(name);
}
