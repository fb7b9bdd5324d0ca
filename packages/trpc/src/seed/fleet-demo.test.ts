import type { DbHandle } from '@energy/db/client';
import { drivers, jobs, vehicles } from '@energy/db/schema/fleet';
import { users } from '@energy/db/schema/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testBackends } from '@energy/test/databases';
import { listTenders } from '../routers/tender/tender.queries';
import { scopeOf } from '../scope';
import { seedFleetAssetsDemo } from './fleet-assets-demo';
import { seedFleetWorkDemo } from './fleet-work-demo';
import { seedFulfilmentDemo } from './fulfilment-demo';
import { seedProcurementDemo } from './procurement-demo';

describe.each(testBackends())('fleet demo seed (%s)', (backend) => {
  let database: DbHandle;
  beforeAll(async () => {
    // The template holds the demo accounts, both logistics companies' among them.
    database = await openTestDb(backend);
  });
  afterAll(() => database.close());

  async function tenderStatuses(username: string) {
    const [user] = await database.db.select().from(users).where(eq(users.username, username));
    if (!user) throw new Error(`no ${username}`);
    return new Set(
      (await listTenders(database.db, scopeOf({ ...user, organizationName: null }), new Date())).map((t) => t.status),
    );
  }

  it('puts vehicles, drivers, tenders and jobs in every state, once', { timeout: 120_000 }, async () => {
    await seedProcurementDemo(database.db);
    expect(await seedFleetAssetsDemo(database.db)).not.toBeNull();
    await seedFulfilmentDemo(database.db);
    expect(await seedFleetWorkDemo(database.db)).toEqual({ created: true });

    const fleet = await database.db.select().from(vehicles);
    expect(new Set(fleet.map((v) => v.status))).toEqual(new Set(['active', 'maintenance', 'inactive']));
    const today = new Date().toISOString().slice(0, 10);
    expect(fleet.some((v) => v.insuranceExpiryDate !== null && v.insuranceExpiryDate < today)).toBe(true);
    const crew = await database.db.select().from(drivers);
    expect(crew.some((d) => d.hasAdr) && crew.some((d) => !d.hasAdr)).toBe(true);
    expect(crew.some((d) => d.licenseExpiry !== null && d.licenseExpiry < today)).toBe(true);

    // Each company sees the tenders in its own states; together they show all five.
    const swift = await tenderStatuses('logistics');
    const northern = await tenderStatuses('logistics2');
    expect(new Set([...swift, ...northern])).toEqual(new Set(['open', 'accepted', 'rejected', 'expired', 'awarded']));
    expect(swift.has('open') && swift.has('rejected') && northern.has('awarded')).toBe(true);

    const work = await database.db.select({ status: jobs.status }).from(jobs);
    expect(new Set(work.map((j) => j.status))).toEqual(
      new Set(['pending', 'assigned', 'in_progress', 'completed', 'cancelled', 'delayed']),
    );

    expect(await seedFleetAssetsDemo(database.db)).toBeNull();
    expect(await seedFleetWorkDemo(database.db)).toEqual({ created: false });
  });
});
