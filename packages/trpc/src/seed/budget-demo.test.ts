import type { DbHandle } from '@energy/db/client';
import { periodsOfDay } from '@energy/domain/schemas/budget';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testBackends } from '@energy/test/databases';
import { listBudgets } from '../routers/budget/budget.queries';
import { seedBudgetDemo } from './budget-demo';
import { seedProcurementDemo } from './procurement-demo';

describe.each(testBackends())('budget demo seed (%s)', (backend) => {
  let database: DbHandle;
  beforeAll(async () => {
    database = await openTestDb(backend);
  });
  afterAll(() => database.close());

  it("sets this month's and this quarter's budgets of the demo buyer organization, showing the demo's contracts as committed, once", async () => {
    await seedProcurementDemo(database.db);
    expect(await seedBudgetDemo(database.db)).toEqual({ created: true });
    const budgets = await listBudgets(database.db, { userId: '', role: 'admin', isAdmin: true, orgId: null });
    const { month, quarter } = periodsOfDay(new Date());
    expect(budgets.map((b) => [b.period, b.productType]).sort()).toEqual(
      [
        [month, null],
        [quarter, 'refined-products'],
      ].sort(),
    );
    for (const budget of budgets) {
      expect(budget.current).toBe(true);
      expect(budget.committed).toBeGreaterThan(0);
      expect(budget.remaining).toBe(budget.amount - budget.committed - budget.spent);
    }
    expect(await seedBudgetDemo(database.db)).toEqual({ created: false });
  });
});
