import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DbHandle } from '@energy/db/client';
import { passwordResetRequests } from '@energy/db/schema/mail';
import { smsOutbox } from '@energy/db/schema/sms';
import { users } from '@energy/db/schema/users';
import { webhookDeliveries, webhookEndpoints } from '@energy/db/schema/webhooks';
import { openTestDb, testBackends } from '@energy/test/databases';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { processNextResetRequest, queueResetRequest } from './auth/reset-requests';
import { heldClaimCount, releaseHeldClaims } from './held-claims';
import { processNextSms } from './sms/outbox';
import { sendDueWebhooks } from './webhooks/deliver';

/** An HTTP endpoint that takes each request and never answers: whoever sends to it holds its claim meanwhile. */
async function silentEndpoint() {
  const waiting: ServerResponse[] = [];
  const server = createServer((_request, response) => void waiting.push(response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    close() {
      server.closeAllConnections();
      server.close();
    },
  };
}

async function untilHeld(count: number): Promise<void> {
  for (let tries = 0; heldClaimCount() !== count && tries < 200; tries++)
    await new Promise((resolve) => setTimeout(resolve, 25));
  expect(heldClaimCount()).toBe(count);
}

describe.each(testBackends())('leases handed back at shutdown (%s)', (backend) => {
  let database: DbHandle;
  const closing: (() => void)[] = [];
  beforeAll(async () => {
    database = await openTestDb(backend);
    // Files share this module in a worker: whatever another file's workers still hold is not this file's count.
    await releaseHeldClaims();
  });
  afterAll(() => database.close());
  afterEach(async () => {
    // Whatever a test left held is let go, so the next one counts from zero.
    await releaseHeldClaims();
    for (const close of closing.splice(0)) close();
  });

  it('a forgot-password request whose mail is still being sent: due again, its attempt not counted', async () => {
    const { db } = database;
    const [buyer] = await db.select({ email: users.email }).from(users).where(eq(users.username, 'buyer'));
    await queueResetRequest(db, buyer?.email ?? '');
    // An SMTP server that never answers: the mail is still being sent when the shutdown's time is up.
    void processNextResetRequest({ db, mailer: { send: () => new Promise(() => {}) }, appUrl: 'http://a.test' });
    await untilHeld(1);
    const [leased] = await db.select().from(passwordResetRequests);
    expect(leased).toMatchObject({ attempts: 1 });
    expect(leased?.runAfter.getTime()).toBeGreaterThan(Date.now());

    expect(await releaseHeldClaims()).toEqual({ released: 1, failed: 0 });
    const [released] = await db
      .select()
      .from(passwordResetRequests)
      .where(eq(passwordResetRequests.id, leased?.id ?? ''));
    expect(released).toMatchObject({ attempts: 0 });
    expect(released?.runAfter.getTime()).toBeLessThanOrEqual(Date.now());
    expect(heldClaimCount()).toBe(0);
    await db.delete(passwordResetRequests);
  });

  it('webhook deliveries taken and not yet answered: due again, their attempt not counted', async () => {
    const { db } = database;
    const endpoint = await silentEndpoint();
    closing.push(endpoint.close);
    const [buyer] = await db
      .select({ id: users.id, organizationId: users.organizationId })
      .from(users)
      .where(eq(users.username, 'buyer'));
    const [registered] = await db
      .insert(webhookEndpoints)
      .values({
        organizationId: buyer?.organizationId ?? '',
        role: 'buyer',
        url: endpoint.url,
        events: ['*'],
        secret: `whsec_${Buffer.alloc(24, 7).toString('base64')}`,
        createdBy: buyer?.id ?? '',
      })
      .returning();
    const [queued] = await db
      .insert(webhookDeliveries)
      .values({
        endpointId: registered?.id ?? '',
        eventType: 'webhook.test',
        payload: { type: 'webhook.test' },
        nextAttemptAt: new Date(),
        retryUntil: new Date(Date.now() + 86_400_000),
      })
      .returning();
    // Its answer never comes; the send fails once the endpoint closes, after the test.
    sendDueWebhooks(db, { allowPrivate: true, timeoutMs: 60_000 }).catch(() => undefined);
    await untilHeld(1);

    expect(await releaseHeldClaims()).toEqual({ released: 1, failed: 0 });
    const [released] = await db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, queued?.id ?? ''));
    expect(released).toMatchObject({ status: 'pending', attempts: 0 });
    expect(released?.nextAttemptAt?.getTime()).toBeLessThanOrEqual(Date.now());
    await db
      .update(webhookEndpoints)
      .set({ enabled: false })
      .where(eq(webhookEndpoints.id, registered?.id ?? ''));
  });

  it('work that ended before the release is left as it ended', async () => {
    const { db } = database;
    const [queued] = await db
      .insert(smsOutbox)
      .values({ to: '+15550100300', body: 'Your code is 118822', purpose: 'verification' })
      .returning();
    expect(await processNextSms({ db, provider: { kind: 'http', send: async () => {} } })).toBe(true);
    expect(heldClaimCount()).toBe(0);
    expect(await releaseHeldClaims()).toEqual({ released: 0, failed: 0 });
    const [sent] = await db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.id, queued?.id ?? ''));
    expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
  });
});
