import { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/**
 * A request header, read from node:http's own parsed headers when the request came through @hono/node-server
 * (its `env.incoming`): c.req.header() first builds @hono/node-server's Headers stand-in for the request and
 * validates the name, which the middleware every request passes through would pay on every call. node:http
 * joins repeated headers with ", " as the Fetch API does (Cookie with "; "), so the value is the same; a name
 * node:http keeps as a list (Set-Cookie) is left to c.req.header. `name` is lower case.
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const env: unknown = c.env;
  const incoming = typeof env === 'object' && env !== null && 'incoming' in env ? (env as { incoming: unknown }).incoming : undefined;
  if (incoming instanceof IncomingMessage) {
    const value = incoming.headers[name];
    if (value === undefined || typeof value === 'string') return value;
  }
  return c.req.header(name);
}
