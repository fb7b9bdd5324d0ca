import { ServerResponse, type IncomingMessage, type OutgoingHttpHeader, type OutgoingHttpHeaders } from 'node:http';
import type { RequestEnvelope } from './request-envelope';
import { REQUEST_ID_HEADER } from './request-id';
import type { HeaderEntries } from './security-headers';

/** Whether `headers` (an answer's own, as handed to writeHead) names `name`, in any case. */
function names(headers: OutgoingHttpHeaders, name: string): boolean {
  for (const key in headers) if (key.length === name.length && key.toLowerCase() === name.toLowerCase()) return true;
  return false;
}

/**
 * A node:http response that adds the headers every answer carries (the request id, the security headers; see
 * openEnvelope) when its head is written, the answer's own values winning, and writes the request's log line
 * when it closes. Created by node:http for each request when the server is made with
 * `{ ServerResponse: EnvelopedResponse }` (see serveApp).
 *
 * Why not `setHeader` before the handler runs: node then takes writeHead's own headers one setHeader call at a
 * time (its "progressive API" path), validating and lower-casing each twice, which cost 2-3 µs of the ~25 µs a
 * small API answer costs; one object handed to writeHead is node's fast path.
 */
export class EnvelopedResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {
  /** The request's id and log line (see openEnvelope). */
  envelope: RequestEnvelope | undefined;
  /** Added when the head is written, unless the answer (or setHeader) has its own value for the name. */
  envelopeHeaders: HeaderEntries | undefined;
  #closed = false;

  override writeHead(
    statusCode: number,
    reasonOrHeaders?: string | OutgoingHttpHeaders | OutgoingHttpHeader[],
    maybeHeaders?: OutgoingHttpHeaders | OutgoingHttpHeader[],
  ): this {
    const envelope = this.envelopeHeaders;
    this.envelopeHeaders = undefined;
    const reason = typeof reasonOrHeaders === 'string' ? reasonOrHeaders : undefined;
    const own = typeof reasonOrHeaders === 'string' ? maybeHeaders : reasonOrHeaders;
    if (!envelope)
      return reason === undefined ? super.writeHead(statusCode, own) : super.writeHead(statusCode, reason, own);
    const id = this.envelope?.id;
    if (Array.isArray(own)) {
      // Raw header lists are rare (nothing of ours sends one): node's own merge, where writeHead's headers win.
      if (id !== undefined && !this.hasHeader(REQUEST_ID_HEADER)) this.setHeader(REQUEST_ID_HEADER, id);
      for (const [name, value] of envelope) if (!this.hasHeader(name)) this.setHeader(name, value);
      return reason === undefined ? super.writeHead(statusCode, own) : super.writeHead(statusCode, reason, own);
    }
    const merged: OutgoingHttpHeaders = {};
    if (id !== undefined && !(own && names(own, REQUEST_ID_HEADER)) && !this.hasHeader(REQUEST_ID_HEADER))
      merged[REQUEST_ID_HEADER] = id;
    for (const [name, value] of envelope) if (!(own && names(own, name)) && !this.hasHeader(name)) merged[name] = value;
    if (own) for (const key in own) merged[key] = own[key];
    return reason === undefined ? super.writeHead(statusCode, merged) : super.writeHead(statusCode, reason, merged);
  }

  /**
   * node:http emits 'close' once for every response, sent or cut short (a client gone mid-download): the log
   * line is written then, so no request goes unlogged, without a listener added to each response.
   */
  override emit(event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'close' && !this.#closed) {
      this.#closed = true;
      this.envelope?.logClosed(this.statusCode);
    }
    return super.emit(event, ...args);
  }

  /** A header of the answer so far: set with setHeader, or waiting in the envelope. */
  headerOrEnvelope(name: string): ReturnType<ServerResponse['getHeader']> {
    const set = this.getHeader(name);
    if (set !== undefined || !this.envelopeHeaders) return set;
    const lower = name.toLowerCase();
    return this.envelopeHeaders.find(([key]) => key.toLowerCase() === lower)?.[1];
  }
}

/**
 * The EnvelopedResponse of a request @hono/node-server hands to the app (its `env.outgoing`), when the server is
 * serveApp's; undefined under app.request() or another server.
 */
export function envelopedResponseOf(env: unknown): EnvelopedResponse | undefined {
  const outgoing = typeof env === 'object' && env !== null && 'outgoing' in env ? env.outgoing : undefined;
  return outgoing instanceof EnvelopedResponse ? outgoing : undefined;
}
