import { DEAL_CREATE_REQUESTS, createParties, type CreateParties } from '@energy/test/create-fixtures';
import { testBackends } from '@energy/test/databases';
import { describeIdempotentCreates } from '@energy/test/idempotency-suite';
import { startParties } from '@energy/test/procurement';
import { takesIdempotencyKey } from '@energy/trpc/idempotency';
import { afterAll, beforeAll, describe } from 'vitest';
import { restCalls } from './routes';

/**
 * The creates on a deal's records (shipments, loadings and receipts, jobs, a contract's or shipment's papers,
 * disputes), from the route table: each request needs its deal made first, so they have a file and a server of their
 * own. The list of every create and the keys' own rules are in idempotent-creates.contract.test.ts.
 */
const DEAL_CREATES = restCalls()
  .filter((call) => takesIdempotencyKey(call.name, call.rest) && call.name in DEAL_CREATE_REQUESTS)
  .map((call) => ({ name: call.name, status: call.rest.status ?? 200 }));

describe.each(testBackends())('idempotent creates on a deal (%s)', (backend) => {
  let p: CreateParties;

  beforeAll(async () => {
    p = await createParties(await startParties(backend));
  }, 60_000);
  afterAll(() => p.server.close());

  describeIdempotentCreates(DEAL_CREATES, DEAL_CREATE_REQUESTS, () => p);
});
