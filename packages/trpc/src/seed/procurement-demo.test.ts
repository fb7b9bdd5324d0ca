import type { DbHandle } from '@energy/db/client';
import { contracts } from '@energy/db/schema/contracts';
import { offers } from '@energy/db/schema/offers';
import { rfqs } from '@energy/db/schema/rfqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testBackends } from '@energy/test/databases';
import { listContracts } from '../routers/contract/contract.queries';
import { seedProcurementDemo } from './procurement-demo';

describe.each(testBackends())('procurement demo seed (%s)', (backend) => {
  let database: DbHandle;
  beforeAll(async () => {
    database = await openTestDb(backend);
  });
  afterAll(() => database.close());

  it('makes RFQs in every status, offers in every state and contracts through the real services, once', async () => {
    expect(await seedProcurementDemo(database.db)).toEqual({ created: true });
    const statuses = (await database.db.select({ status: rfqs.status }).from(rfqs)).map((r) => r.status);
    expect(new Set(statuses)).toEqual(new Set(['published', 'quoted', 'awarded', 'cancelled']));
    const offerStates = (await database.db.select().from(offers)).map((o) =>
      o.counterStatus === 'pending' ? 'countered' : o.status,
    );
    expect(new Set(offerStates)).toEqual(new Set(['pending', 'selected', 'declined', 'countered']));
    expect((await database.db.select().from(contracts)).map((c) => c.status).sort()).toEqual(['draft', 'signed']);
    const derived = (
      await listContracts(database.db, { userId: '', role: 'admin', isAdmin: true, orgId: null }, undefined)
    )
      .map((c) => c.settlementStatus)
      .sort();
    expect(derived).toEqual(['overdue', 'overdue']);
    expect(await seedProcurementDemo(database.db)).toEqual({ created: false });
  });
});
