import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { createEnergyClient, type EnergyClient, type paths } from '@energy/client/client';
import { verifyWebhook, type WebhookPayload } from '@energy/client/verify-webhook';

/**
 * An integrator's script, using only @energy/client: as a buyer (an API token), create an RFQ and wait for the first
 * offer on it, told by a signed webhook.
 *
 *   ENERGY_BASE_URL=http://127.0.0.1:3000 ENERGY_TOKEN=ehub_… npx tsx examples/create-rfq-and-wait-for-offers.ts
 *
 * It listens on 127.0.0.1, which the server delivers to only with WEBHOOK_ALLOW_PRIVATE=true: a real receiver is an
 * https:// address the server can reach (give it as `webhookUrl`, and forward it to this listener).
 */
export interface ExampleOptions {
  baseUrl: string;
  token: string;
  /** Where the server sends the webhook; the local listener's own address by default. */
  webhookUrl?: string;
  /** How long to wait for an offer. */
  timeoutMs?: number;
  /** Where the script prints what it does (console.log by default). */
  print?: (line: string) => void;
}

type Rfq = paths['/api/rfq/rfqs']['post']['responses'][201]['content']['application/json'];
type Offer = paths['/api/offers/{id}']['get']['responses'][200]['content']['application/json'];

/** Amounts travel in integer minor units (the document's description): 70225 in NGN is 702.25 naira. */
function money(minor: number, currency: string): string {
  const format = new Intl.NumberFormat('en', { style: 'currency', currency });
  return format.format(minor / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}

/** Unit prices travel in integer ten-thousandths (each field's `x-money`): 7022500 in NGN is 702.25 naira per unit. */
function unitPrice(tenThousandths: number, currency: string): string {
  const format = new Intl.NumberFormat('en', { style: 'currency', currency, maximumFractionDigits: 4 });
  return format.format(tenThousandths / 10_000);
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function createRfq(client: EnergyClient): Promise<Rfq> {
  const { data, error } = await client.POST('/api/rfq/rfqs', {
    body: {
      title: 'AGO for the Ikeja plant',
      description: 'Automotive gas oil, delivered',
      productType: 'refined-products',
      refinedProductType: 'AGO',
      quantity: 33000,
      unit: 'liters',
      deliveryLocation: 'Ikeja, Lagos',
      deliveryDate: inDays(30),
      closeDate: inDays(7),
    },
  });
  if (error) throw new Error(`The RFQ was not created: ${error.error}`);
  return data;
}

/** Reads a request's body as text, exactly as sent (the signature covers these bytes). */
function bodyOf(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** A webhook receiver on 127.0.0.1: hands each verified delivery to `onEvent`, answers 400 to anything else. */
async function startReceiver(secretOf: () => string | undefined, onEvent: (event: WebhookPayload) => void) {
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void bodyOf(request).then(async (body) => {
      const secret = secretOf();
      try {
        if (!secret) throw new Error('no endpoint registered yet');
        const event = await verifyWebhook(secret, request.headers, body);
        response.writeHead(204).end();
        onEvent(event);
      } catch {
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks/energy`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Creates an RFQ, waits for an offer on it through a webhook, prints both; answers them and the event. */
export async function createRfqAndWaitForOffers(options: ExampleOptions): Promise<{
  rfq: Rfq;
  offer: Offer;
  event: WebhookPayload;
}> {
  const print = options.print ?? console.log;
  const client = createEnergyClient({ baseUrl: options.baseUrl, token: options.token });
  let secret: string | undefined;
  let rfqId: string | undefined;
  let settle: (found: { event: WebhookPayload; offer: Offer }) => void = () => undefined;
  const offerArrived = new Promise<{ event: WebhookPayload; offer: Offer }>((resolve) => (settle = resolve));
  const receiver = await startReceiver(
    () => secret,
    (event) => {
      if (event.type !== 'offer.submitted') return;
      // The offer the event names, read through the API: is it on our RFQ?
      void client
        .GET('/api/offers/{id}', { params: { path: { id: event.data.entityId } } })
        .then(({ data }) => data && data.rfqId === rfqId && settle({ event, offer: data }));
    },
  );
  let webhookId: string | undefined;
  try {
    const { data: webhook, error } = await client.POST('/api/webhooks', {
      body: {
        url: options.webhookUrl ?? receiver.url,
        events: ['offer.submitted'],
        description: 'create-rfq-and-wait-for-offers example',
      },
    });
    if (error) throw new Error(`The webhook was not registered: ${error.error}`);
    ({ secret, id: webhookId } = webhook);
    print(`Webhook ${webhook.id} registered for offer.submitted at ${webhook.url}`);

    const rfq = await createRfq(client);
    rfqId = rfq.id;
    print(`RFQ ${rfq.rfqNumber} created (${rfq.id}): ${rfq.title}, ${rfq.quantity} ${rfq.unit}, status ${rfq.status}`);
    print('Waiting for an offer…');

    const timeoutMs = options.timeoutMs ?? 10 * 60_000;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`No offer within ${timeoutMs / 1000} s`)), timeoutMs);
    });
    const { event, offer } = await Promise.race([offerArrived, timedOut]).finally(() => clearTimeout(timer));
    print(`Event ${event.type} (verified), offer ${offer.id}`);
    print(
      `Offer ${offer.id} from ${offer.supplierName}: ${unitPrice(offer.unitPrice, offer.currency)} per unit, ${money(offer.totalPrice, offer.currency)} in all, valid until ${offer.validUntil}, status ${offer.status}`,
    );
    return { rfq, offer, event };
  } finally {
    if (webhookId) await client.DELETE('/api/webhooks/{id}', { params: { path: { id: webhookId } } });
    await receiver.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const baseUrl = process.env.ENERGY_BASE_URL;
  const token = process.env.ENERGY_TOKEN;
  if (!baseUrl || !token) {
    console.error('Set ENERGY_BASE_URL (e.g. http://127.0.0.1:3000) and ENERGY_TOKEN (a buyer’s API token).');
    process.exit(2);
  }
  await createRfqAndWaitForOffers({ baseUrl, token, webhookUrl: process.env.ENERGY_WEBHOOK_URL });
}
