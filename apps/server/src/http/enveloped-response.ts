import { ServerResponse, type IncomingMessage, type OutgoingHttpHeader, type OutgoingHttpHeaders } from 'node:http';
import type { HeaderEntries } from './security-headers';

/** Whether `headers` (an answer's own, as handed to writeHead) names `name`, in any case. */
function names(headers: OutgoingHttpHeaders, name: string): boolean {
  for (const key in headers) if (key.length === name.length && key.toLowerCase() === name.toLowerCase()) return true;
  return false;
}

/**
 * A node:http response that adds the headers every answer carries (the request id, the security headers; see
 * requestEnvelope) when its head is written, the answer's own values winning. Created by node:http for each
 * request when the server is made with `{ ServerResponse: EnvelopedResponse }` (see serveApp).
 *
 * Why not `setHeader` before the handler runs: node then takes writeHead's own headers one setHeader call at a
 * time (its "progressive API" path), validating and lower-casing each twice, which cost 2-3 µs of the ~25 µs a
 * small API answer costs; one object handed to writeHead is node's fast path.
 */
export class EnvelopedResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {
  /** Added when the head is written, unless the answer (or setHeader) has its own value for the name. */
  envelopeHeaders: HeaderEntries | undefined;

  override writeHead(statusCode: number, reasonOrHeaders?: string | OutgoingHttpHeaders | OutgoingHttpHeader[], maybeHeaders?: OutgoingHttpHeaders | OutgoingHttpHeader[]): this {
    const envelope = this.envelopeHeaders;
    this.envelopeHeaders = undefined;
    const reason = typeof reasonOrHeaders === 'string' ? reasonOrHeaders : undefined;
    const own = typeof reasonOrHeaders === 'string' ? maybeHeaders : reasonOrHeaders;
    if (!envelope) return reason === undefined ? super.writeHead(statusCode, own) : super.writeHead(statusCode, reason, own);
    if (Array.isArray(own)) {
      // Raw header lists are rare (nothing of ours sends one): node's own merge, where writeHead's headers win.
      for (const [name, value] of envelope) if (!this.hasHeader(name)) this.setHeader(name, value);
      return reason === undefined ? super.writeHead(statusCode, own) : super.writeHead(statusCode, reason, own);
    }
    const merged: OutgoingHttpHeaders = {};
    for (const [name, value] of envelope) if (!(own && names(own, name)) && !this.hasHeader(name)) merged[name] = value;
    if (own) for (const key in own) merged[key] = own[key];
    return reason === undefined ? super.writeHead(statusCode, merged) : super.writeHead(statusCode, reason, merged);
  }

  /** A header of the answer so far: set with setHeader, or waiting in the envelope. */
  headerOrEnvelope(name: string): ReturnType<ServerResponse['getHeader']> {
    const set = this.getHeader(name);
    if (set !== undefined || !this.envelopeHeaders) return set;
    const lower = name.toLowerCase();
    return this.envelopeHeaders.find(([key]) => key.toLowerCase() === lower)?.[1];
  }
}
