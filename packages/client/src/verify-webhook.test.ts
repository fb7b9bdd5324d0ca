import { newWebhookSecret, signWebhook } from '@energy/trpc/webhooks/signature';
import { describe, expect, it } from 'vitest';
import { verifyWebhook, WebhookVerificationError, type WebhookRefusal } from './verify-webhook';

/** A delivery as the server signs it (packages/trpc's signing module), so the two are held to agree. */
function delivery(secret: string, sentAt: Date, body = JSON.stringify(payload)) {
  const timestamp = Math.floor(sentAt.getTime() / 1000);
  const id = 'b5c0e8a2-4f5d-4d0e-9a51-0c8e2f1d7a11';
  return {
    headers: {
      'webhook-id': id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signWebhook(secret, id, timestamp, body),
    },
    body,
  };
}

const payload = {
  type: 'offer.submitted',
  timestamp: '2026-11-28T10:00:00.000Z',
  data: { eventId: '42', entityType: 'offer', entityId: 'o-1', organizationIds: ['org-1'], payload: {} },
};

async function refusal(promise: Promise<unknown>): Promise<WebhookRefusal | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    if (error instanceof WebhookVerificationError) return error.reason;
    throw error;
  }
}

describe('verifyWebhook (Standard Webhooks)', () => {
  const secret = newWebhookSecret();
  const now = new Date();

  it('accepts what the server signed, from Node headers or Fetch Headers, and answers the payload', async () => {
    const { headers, body } = delivery(secret, now);
    expect(await verifyWebhook(secret, headers, body)).toEqual(payload);
    expect(await verifyWebhook(secret, new Headers(headers), body)).toEqual(payload);
  });

  it('accepts it among other signatures (a secret being rotated)', async () => {
    const { headers, body } = delivery(secret, now);
    const rotated = { ...headers, 'webhook-signature': `v1,AAAA ${headers['webhook-signature']}` };
    expect(await verifyWebhook(secret, rotated, body)).toEqual(payload);
  });

  it('refuses a tampered body, another secret, or another message id', async () => {
    const { headers, body } = delivery(secret, now);
    expect(await refusal(verifyWebhook(secret, headers, body.replace('o-1', 'o-2')))).toBe('bad-signature');
    expect(await refusal(verifyWebhook(newWebhookSecret(), headers, body))).toBe('bad-signature');
    expect(await refusal(verifyWebhook(secret, { ...headers, 'webhook-id': 'another' }, body))).toBe('bad-signature');
  });

  it('refuses a delivery more than 5 minutes from this clock, either way, and one missing its headers', async () => {
    const stale = delivery(secret, new Date(now.getTime() - 6 * 60_000));
    expect(await refusal(verifyWebhook(secret, stale.headers, stale.body))).toBe('stale');
    const ahead = delivery(secret, new Date(now.getTime() + 6 * 60_000));
    expect(await refusal(verifyWebhook(secret, ahead.headers, ahead.body))).toBe('stale');
    const late = delivery(secret, new Date(now.getTime() - 4 * 60_000));
    expect(await verifyWebhook(secret, late.headers, late.body)).toEqual(payload);
    const { headers, body } = delivery(secret, now);
    const { 'webhook-signature': _dropped, ...unsigned } = headers;
    expect(await refusal(verifyWebhook(secret, unsigned, body))).toBe('missing-headers');
  });
});
