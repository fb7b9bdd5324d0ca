import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { IDEMPOTENT_CREATES } from './creates.gen';
import { DEFAULT_RETRY_POLICY, retryingFetch, type RetryPolicy } from './retry';
import type { paths } from './schema.gen';

export type { paths } from './schema.gen';
export type { RetryPolicy } from './retry';

export interface EnergyClientOptions {
  /** The deployment's origin, e.g. `https://energyhub.example.com` (the paths begin with /api). */
  baseUrl: string;
  /** An API token (`ehub_…`), sent as `Authorization: Bearer`. */
  token: string;
  /** The fetch to send with (globalThis.fetch by default). */
  fetch?: (request: Request) => Promise<Response>;
  /** Retries of 429 and 503 answers; `{ max: 0 }` turns them off. */
  retries?: Partial<RetryPolicy>;
}

/** A typed client of every documented REST path: `client.POST('/api/rfq/rfqs', { body })` answers `{ data, error, response }`. */
export type EnergyClient = Client<paths>;

/** The header of the creates (idempotency.ts on the server): the same key on a retry replays the first answer. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Gives each create (a POST the document lists with an Idempotency-Key) a new key, unless the caller set one. */
const idempotencyKeys: Middleware = {
  onRequest({ request, schemaPath }) {
    if (request.method === 'POST' && IDEMPOTENT_CREATES.has(schemaPath) && !request.headers.has(IDEMPOTENCY_KEY_HEADER))
      request.headers.set(IDEMPOTENCY_KEY_HEADER, globalThis.crypto.randomUUID());
    return request;
  },
};

/**
 * The client of the REST API: bearer token on every call, an Idempotency-Key on every create (kept across its
 * retries, so a retried create is replayed by the server, never made twice), and 429/503 retried after Retry-After.
 */
export function createEnergyClient(options: EnergyClientOptions): EnergyClient {
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const client = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: { Authorization: `Bearer ${options.token}` },
    fetch: retryingFetch(send, { ...DEFAULT_RETRY_POLICY, ...options.retries }),
  });
  client.use(idempotencyKeys);
  return client;
}
