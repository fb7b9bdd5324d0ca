import { createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/** A new signing secret in the Standard Webhooks format: `whsec_` + base64 of 32 random bytes. */
export function newWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString('base64');
}

/**
 * The `webhook-signature` header of Standard Webhooks: `v1,` + base64 of HMAC-SHA256 over `id.timestamp.body`, keyed
 * with the secret's decoded bytes (the part after `whsec_`). `timestamp` is in seconds since the epoch.
 */
export function signWebhook(secret: string, messageId: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
  const digest = createHmac('sha256', key).update(`${messageId}.${timestamp}.${body}`).digest('base64');
  return `v1,${digest}`;
}
