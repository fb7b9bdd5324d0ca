import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** One request a webhook receiver took: its path, headers and raw body. */
export interface ReceivedWebhook {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface WebhookReceiver {
  /** `http://127.0.0.1:<port>/hook`: answers 200; `/hook/retry` answers the statuses queued in `answers` first. */
  url: string;
  received: ReceivedWebhook[];
  answers: number[];
  close(): Promise<void>;
}

/**
 * A receiver on 127.0.0.1 keeping what it received. Paths ending in `/retry` answer the queued statuses first, then
 * 200; `/fail` always 500; `/silent` never answers (a time-out); anything else 200.
 */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const answers: number[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, headers: request.headers, body });
      if (path.endsWith('/silent')) return;
      response.statusCode = path.endsWith('/retry') ? (answers.shift() ?? 200) : path.endsWith('/fail') ? 500 : 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    answers,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Whether a received message verifies with the endpoint's secret by the Standard Webhooks library itself (its
 * algorithm and its 5-minute timestamp tolerance), not by a copy of the signing code.
 */
export function verifiesByLibrary(secret: string, message: ReceivedWebhook): boolean {
  const headers = {
    'webhook-id': String(message.headers['webhook-id']),
    'webhook-timestamp': String(message.headers['webhook-timestamp']),
    'webhook-signature': String(message.headers['webhook-signature']),
  };
  try {
    new Webhook(secret).verify(message.body, headers);
    return true;
  } catch {
    return false;
  }
}
