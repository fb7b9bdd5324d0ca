import type { Database } from '@energy/db/client';
import { budgets } from '@energy/db/schema/budgets';
import { users } from '@energy/db/schema/users';
import { periodsOfDay, ZBudgetInput } from '@energy/domain/schemas/budget';
import { eq } from 'drizzle-orm';
import { createBudget } from '../routers/budget/budget.service';
import { scopeOf } from '../scope';

/**
 * The demo buyer organization's budgets, set by its finance account through the service the API
 * uses: this month's for every product type and this quarter's for refined products, so the Budget Status panel
 * shows figures against the demo's contracts and payments. Runs once: nothing happens when the organization has one.
 */
export async function seedBudgetDemo(db: Database, now = new Date()): Promise<{ created: boolean }> {
  const [finance] = await db.select().from(users).where(eq(users.username, 'finance'));
  const [buyer] = await db.select().from(users).where(eq(users.username, 'buyer'));
  const setter = finance?.organizationId ? finance : buyer;
  if (!setter?.organizationId) return { created: false };
  const [existing] = await db
    .select({ id: budgets.id })
    .from(budgets)
    .where(eq(budgets.organizationId, setter.organizationId))
    .limit(1);
  if (existing) return { created: false };
  const scope = scopeOf({ ...setter, organizationName: null });
  const { month, quarter } = periodsOfDay(now);
  // ₦250,000,000.00 this month; ₦400,000,000.00 this quarter for refined products (amounts in kobo).
  await createBudget(db, scope, ZBudgetInput.parse({ period: month, amount: 25_000_000_000 }));
  await createBudget(
    db,
    scope,
    ZBudgetInput.parse({ period: quarter, productType: 'refined-products', amount: 40_000_000_000 }),
  );
  return { created: true };
}
