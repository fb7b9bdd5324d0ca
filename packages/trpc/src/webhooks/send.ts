import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { hostOf, resolveHost } from './addresses';

/** How long a delivery waits for the endpoint's answer before it counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** What is kept of an endpoint's refusal to show in the delivery log. */
const ERROR_TEXT_MAX = 200;

export type SendResult = { ok: boolean; statusCode: number | null; error: string | null };

export interface SendOptions {
  allowPrivate: boolean;
  timeoutMs?: number;
}

/**
 * POSTs one signed body to an endpoint. The host is resolved now, at send time, and refused when it resolves to a
 * private address (unless allowed); the connection then goes to exactly the address checked (its own lookup), so a
 * name that changes its answer between the check and the connection cannot reach another. Redirects are not
 * followed. A 2xx answer is a success; another status, a refusal to connect, or no answer within the time-out is not.
 */
export async function sendWebhook(
  target: string,
  headers: Record<string, string>,
  body: string,
  options: SendOptions,
): Promise<SendResult> {
  const url = new URL(target);
  const resolved = await resolveHost(hostOf(url), options.allowPrivate);
  if (!resolved.ok) {
    const error =
      resolved.reason === 'private' ? 'Refused: the host resolves to a private address' : 'Host not resolved';
    return { ok: false, statusCode: null, error };
  }
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, resolved.addresses);
    else {
      const [first] = resolved.addresses;
      if (first) callback(null, first.address, first.family);
    }
  };
  const transport = url.protocol === 'https:' ? https : http;
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  return new Promise<SendResult>((resolve) => {
    const request = transport.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        lookup: pinned,
        timeout: timeoutMs,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (text.length < ERROR_TEXT_MAX) text += chunk;
        });
        response.on('end', () => {
          const ok = status >= 200 && status < 300;
          resolve({
            ok,
            statusCode: status,
            error: ok ? null : `HTTP ${status}${text ? `: ${text.slice(0, ERROR_TEXT_MAX)}` : ''}`,
          });
        });
        response.on('error', () => resolve({ ok: false, statusCode: status, error: `HTTP ${status}` }));
      },
    );
    const deadline = setTimeout(() => request.destroy(new Error(`No answer within ${timeoutMs / 1000} s`)), timeoutMs);
    request.on('timeout', () => request.destroy(new Error(`No answer within ${timeoutMs / 1000} s`)));
    request.on('error', (error) =>
      resolve({ ok: false, statusCode: null, error: error.message.slice(0, ERROR_TEXT_MAX) }),
    );
    request.on('close', () => clearTimeout(deadline));
    request.end(body);
  });
}
