import type { components } from './schema.gen';

/** The body of every webhook delivery, as the document's `WebhookPayload` describes it. */
export type WebhookPayload = components['schemas']['WebhookPayload'];

/** How far a delivery's `webhook-timestamp` may be from this clock (Standard Webhooks: 5 minutes). */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

const SECRET_PREFIX = 'whsec_';

export type WebhookRefusal = 'missing-headers' | 'stale' | 'bad-signature' | 'bad-body';

/** Thrown when a delivery is not proven to come from the platform: answer it 4xx and ignore it. */
export class WebhookVerificationError extends Error {
  constructor(readonly reason: WebhookRefusal) {
    super(`Webhook refused: ${reason}`);
    this.name = 'WebhookVerificationError';
  }
}

/** The request's headers as a Fetch `Headers` or as Node's `IncomingMessage.headers`. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

function base64Bytes(text: string): Uint8Array<ArrayBuffer> | undefined {
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/**
 * The Standard Webhooks check of one delivery: `webhook-signature` holds (among space-separated signatures) a
 * `v1,` + base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>` keyed with the secret's bytes (base64
 * after `whsec_`), and `webhook-timestamp` is within 5 minutes of now. Pass the body exactly as received.
 * Answers the parsed payload; throws WebhookVerificationError otherwise. Web Crypto only: runs in Node, Deno,
 * workers and browsers.
 */
export async function verifyWebhook(
  secret: string,
  headers: WebhookHeaders,
  body: string,
  options: { now?: Date; toleranceSeconds?: number } = {},
): Promise<WebhookPayload> {
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestamp || !signatures || !/^\d+$/.test(timestamp))
    throw new WebhookVerificationError('missing-headers');
  const nowSeconds = Math.floor((options.now ?? new Date()).getTime() / 1000);
  if (Math.abs(nowSeconds - Number(timestamp)) > (options.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS))
    throw new WebhookVerificationError('stale');
  const keyBytes = base64Bytes(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret);
  if (!keyBytes) throw new WebhookVerificationError('bad-signature');
  const key = await globalThis.crypto.subtle.importKey('raw', keyBytes, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'verify',
  ]);
  const signed = new TextEncoder().encode(`${id}.${timestamp}.${body}`);
  for (const signature of signatures.split(' ')) {
    const [version, encoded = ''] = signature.split(',', 2);
    const bytes = version === 'v1' ? base64Bytes(encoded) : undefined;
    // subtle.verify compares in constant time.
    if (bytes && (await globalThis.crypto.subtle.verify('HMAC', key, bytes, signed))) return payloadOf(body);
  }
  throw new WebhookVerificationError('bad-signature');
}

function payloadOf(body: string): WebhookPayload {
  try {
    const payload: WebhookPayload = JSON.parse(body);
    return payload;
  } catch {
    throw new WebhookVerificationError('bad-body');
  }
}
