import { ZApiTokenCreated } from '@energy/domain/schemas/api-token';
import { ZRfq } from '@energy/domain/schemas/rfq';
import { z } from 'zod';
import { ZWebhookList } from '@energy/domain/schemas/webhooks';
import { silentLogger } from '@energy/server/http/logger';
import { startWebhookWorker } from '@energy/server/jobs/webhooks';
import { testBackends } from '@energy/test/databases';
import type { HttpClient } from '@energy/test/http-client';
import { inDays, json, signIn, submitOffer } from '@energy/test/procurement';
import { startTestServer, type TestServer } from '@energy/test/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRfqAndWaitForOffers } from './create-rfq-and-wait-for-offers';

/** The supplier's side: watches the RFQs it can see until one not there before appears, and quotes on it. */
async function quoteOnTheNextRfq(supplier: HttpClient, seen: Set<string>, deadline: number): Promise<string> {
  while (Date.now() < deadline) {
    const rfqs = await json(await supplier.get('/api/rfq/rfqs?sort=createdAt&order=desc&limit=10'), z.array(ZRfq));
    const fresh = rfqs.find((rfq) => !seen.has(rfq.id));
    if (fresh) {
      await submitOffer(supplier, fresh.id, { unitPrice: '702.25' });
      return fresh.id;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('No new RFQ appeared');
}

describe.each(testBackends())('the example create-rfq-and-wait-for-offers (%s)', (backend) => {
  let server: TestServer;
  let webhooks: ReturnType<typeof startWebhookWorker>;

  beforeAll(async () => {
    // WEBHOOK_ALLOW_PRIVATE=true: the example's receiver listens on 127.0.0.1.
    server = await startTestServer(backend, { auth: { webhookAllowPrivate: true } });
    webhooks = startWebhookWorker({
      db: server.database.db,
      logger: silentLogger,
      allowPrivate: true,
      intervalMs: 200,
    });
  });
  afterAll(async () => {
    await webhooks.stop();
    await server.close();
  });

  it('creates an RFQ with a buyer’s token, hears of the supplier’s offer by a verified webhook and prints it', async () => {
    const [buyer, supplier] = await Promise.all([signIn(server, 'buyer'), signIn(server, 'supplier')]);
    const { token } = await json(
      await buyer.post('/api/tokens', { name: 'Example script', role: 'buyer', expiresAt: inDays(30) }),
      ZApiTokenCreated,
      201,
    );
    const seen = new Set(
      (await json(await supplier.get('/api/rfq/rfqs?sort=createdAt&order=desc&limit=10'), z.array(ZRfq))).map(
        (r) => r.id,
      ),
    );
    const printed: string[] = [];
    const [result, quotedRfqId] = await Promise.all([
      createRfqAndWaitForOffers({
        baseUrl: server.url,
        token,
        timeoutMs: 30_000,
        print: (line) => printed.push(line),
      }),
      quoteOnTheNextRfq(supplier, seen, Date.now() + 30_000),
    ]);

    expect(quotedRfqId).toBe(result.rfq.id);
    expect(result.event).toMatchObject({ type: 'offer.submitted', data: { entityType: 'offer' } });
    expect(result.event.data.entityId).toBe(result.offer.id);
    expect(result.offer).toMatchObject({ rfqId: result.rfq.id, status: 'pending', unitPrice: 7_022_500 });
    expect(printed.join('\n')).toContain(`RFQ ${result.rfq.rfqNumber} created (${result.rfq.id})`);
    expect(printed.join('\n')).toContain('Event offer.submitted (verified)');
    expect(printed.at(-1)).toContain(`Offer ${result.offer.id} from ${result.offer.supplierName}`);
    expect(printed.at(-1)).toContain('702.25 per unit');
    // The example removes its webhook when done.
    const left = await json(await buyer.get('/api/webhooks'), ZWebhookList);
    expect(left.filter((webhook) => webhook.description.includes('create-rfq-and-wait-for-offers'))).toEqual([]);
  });
});
