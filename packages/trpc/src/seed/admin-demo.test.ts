import type { DbHandle } from '@energy/db/client';
import { disputes, kybKycReviews } from '@energy/db/schema/admin-reviews';
import { organizations } from '@energy/db/schema/organizations';
import { DISPUTE_STATUSES, REVIEW_STATUSES } from '@energy/domain/machines/admin';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testBackends } from '@energy/test/databases';
import { seedAdminDemo } from './admin-demo';
import { seedFleetAssetsDemo } from './fleet-assets-demo';
import { seedFulfilmentDemo } from './fulfilment-demo';
import { seedProcurementDemo } from './procurement-demo';

describe.each(testBackends())('admin demo seed (%s)', (backend) => {
  let database: DbHandle;
  beforeAll(async () => {
    database = await openTestDb(backend);
  });
  afterAll(() => database.close());

  it('puts KYB/KYC reviews and disputes in every state, keeps the demo companies verified and the new supplier pending, once', async () => {
    await seedProcurementDemo(database.db);
    // The carrier's fleet first, as at start: a shipment leaves only with its job's driver and vehicle.
    await seedFleetAssetsDemo(database.db);
    await seedFulfilmentDemo(database.db);
    expect(await seedAdminDemo(database.db)).toBe(true);
    const reviews = await database.db.select().from(kybKycReviews);
    expect(new Set(reviews.map((r) => r.status))).toEqual(new Set(REVIEW_STATUSES));
    expect(
      new Set((await database.db.select({ status: disputes.status }).from(disputes)).map((d) => d.status)),
    ).toEqual(new Set(DISPUTE_STATUSES));
    const orgs = await database.db
      .select({ name: organizations.name, verification: organizations.verification })
      .from(organizations);
    expect(orgs.filter((o) => o.verification !== 'verified').map((o) => o.name)).toEqual(['Kano Fuel Traders']);
    const [kano] = await database.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.name, 'Kano Fuel Traders'));
    expect(reviews.find((r) => r.organizationId === kano?.id)).toMatchObject({ reviewType: 'kyb', status: 'pending' });
    expect(await seedAdminDemo(database.db)).toBe(false);
  });
});
