import type { Database } from '@energy/db/client';
import type { EscrowConfig } from '@energy/trpc/context';
import { seedAdminDemo } from '@energy/trpc/seed/admin-demo';
import { seedDocumentsDemo } from '@energy/trpc/seed/documents-demo';
import { seedFleetAssetsDemo } from '@energy/trpc/seed/fleet-assets-demo';
import { seedFleetWorkDemo } from '@energy/trpc/seed/fleet-work-demo';
import { seedFulfilmentDemo } from '@energy/trpc/seed/fulfilment-demo';
import { seedProcurementDemo } from '@energy/trpc/seed/procurement-demo';
import { KIND_DEMOS } from '@energy/trpc/root';

/**
 * The demo's records beside its accounts (seedDemo): RFQs, offers, contracts, orders, shipments, payments, the fleet,
 * documents and every record kind's own demo, made through the services. Each part runs once.
 */
export async function seedDemoRecords(db: Database, escrow?: EscrowConfig) {
  const procurement = await seedProcurementDemo(db);
  // The fleet first, so the fulfilment demo's carrier can put drivers and vehicles on its jobs.
  const fleet = await seedFleetAssetsDemo(db);
  const fulfilment = await seedFulfilmentDemo(db, escrow);
  await seedFleetWorkDemo(db);
  await seedDocumentsDemo(db);
  await seedAdminDemo(db);
  for (const seedKind of KIND_DEMOS) await seedKind(db);
  return { procurement, fleet, fulfilment };
}
