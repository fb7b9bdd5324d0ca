import type { DbHandle } from '@energy/db/client';
import { organizations } from '@energy/db/schema/organizations';
import { rfqs } from '@energy/db/schema/rfqs';
import { users } from '@energy/db/schema/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testBackends } from '@energy/test/databases';
import { selectRfqs } from './routers/rfq/rfq.queries';
import { withDirectRowMapping } from './row-mapping';

const installedMapper = (prepared: object) => (prepared as { customResultMapper?: unknown }).customResultMapper;

describe.each(testBackends())('direct row mapping of prepared selects (%s)', (backend) => {
  let database: DbHandle;
  let orgId = '';

  beforeAll(async () => {
    database = await openTestDb(backend);
    const [buyer] = await database.db
      .select({ id: users.id, organizationId: users.organizationId })
      .from(users)
      .where(eq(users.username, 'buyer'));
    if (!buyer?.organizationId) throw new Error('no demo buyer');
    orgId = buyer.organizationId;
    const common = {
      buyerOrgId: orgId,
      createdBy: buyer.id,
      productType: 'refined-products',
      unit: 'liters',
      deliveryLocation: 'Apapa',
    };
    await database.db.insert(rfqs).values([
      {
        ...common,
        rfqNumber: 'RFQ-MAP-1',
        title: 'No description',
        description: null,
        quantity: '12.500',
        deliveryDate: new Date('2031-02-03T04:05:06.789Z'),
        closeDate: new Date('2030-12-31T23:59:59.999Z'),
      },
      {
        ...common,
        rfqNumber: 'RFQ-MAP-2',
        title: 'Nested terms',
        description: 'Ünïcode — text',
        quantity: '1000',
        deliveryDate: new Date('2031-01-01T00:00:00.000Z'),
        closeDate: new Date('2030-06-15T12:00:00.000Z'),
        specifications: { refinedProductType: 'AGO', grades: [1, 2.5, null], nested: { on: true } },
        terms: { sealedBids: true, incoterm: 'DAP' },
        status: 'quoted',
        createdAt: new Date('2030-01-01T00:00:00.123Z'),
      },
    ]);
  });
  afterAll(() => database.close());

  it('gives the same rows as drizzle for the RFQ list select (nulls, timestamps, numerics, jsonb, computed columns)', async () => {
    const query = () => selectRfqs(database.db, { isAdmin: false, supplier: false, orgId }, undefined, new Date());
    const byDrizzle = await query().prepare('rfqs_by_drizzle').execute();
    const direct = withDirectRowMapping(query().prepare('rfqs_direct'));
    // Installed: if a drizzle update drops the hook, this says the speed-up is gone (the answer would still be right).
    expect(installedMapper(direct)).toBeTypeOf('function');
    const mapped = await direct.execute();
    expect(mapped.length).toBeGreaterThanOrEqual(2);
    expect(mapped).toEqual(byDrizzle);
    const described = mapped.find((row) => row.rfq.rfqNumber === 'RFQ-MAP-2');
    expect(described?.rfq.closeDate).toEqual(new Date('2030-06-15T12:00:00.000Z'));
    expect(described?.rfq.terms).toEqual({ sealedBids: true, incoterm: 'DAP' });
    expect(mapped.find((row) => row.rfq.rfqNumber === 'RFQ-MAP-1')?.rfq.description).toBeNull();
  });

  it('leaves drizzle its own mapping where a join may null a table', async () => {
    const prepared = database.db
      .select({ id: rfqs.id, buyer: organizations })
      .from(rfqs)
      .leftJoin(organizations, eq(organizations.id, rfqs.buyerOrgId))
      .prepare('rfqs_left_join');
    expect(installedMapper(withDirectRowMapping(prepared))).toBeUndefined();
    expect((await prepared.execute()).filter((row) => row.buyer?.id === orgId).length).toBeGreaterThanOrEqual(2);
  });
});
