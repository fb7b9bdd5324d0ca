import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { organizations } from '../schema/organizations';
import { users } from '../schema/users';
import { seedAdminPlatform } from './admin-platform';
import { DEMO_ACCOUNTS, DEMO_ORGANIZATIONS } from './demo-accounts';

export interface SeedOptions {
  /** The demo accounts' password; the caller decides it and prints it. */
  password: string;
  hashPassword(password: string): Promise<string>;
}

export interface SeedResult {
  createdUsers: number;
}

/** Adds the demo organizations and accounts that are missing; running it twice changes nothing. */
export async function seedDemo(db: Database, options: SeedOptions): Promise<SeedResult> {
  // The demo organizations have passed verification (KYB), but for the one new supplier awaiting its review; organizations created later start pending.
  await db
    .insert(organizations)
    .values(DEMO_ORGANIZATIONS.map((o) => ({ verification: 'verified' as const, ...o })))
    .onConflictDoNothing({ target: organizations.name });
  await seedAdminPlatform(db);
  const orgRows = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(
      inArray(
        organizations.name,
        DEMO_ORGANIZATIONS.map((o) => o.name),
      ),
    );
  const orgId = new Map(orgRows.map((o) => [o.name, o.id]));

  const existing = await db
    .select({ username: sql<string>`lower(${users.username})` })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.username})`,
        DEMO_ACCOUNTS.map((a) => a.username),
      ),
    );
  const taken = new Set(existing.map((u) => u.username));
  const missing = DEMO_ACCOUNTS.filter((a) => !taken.has(a.username));
  if (missing.length === 0) return { createdUsers: 0 };

  const passwordHash = await options.hashPassword(options.password);
  const inserted = await db
    .insert(users)
    .values(
      missing.map(({ organization, ...account }) => ({
        ...account,
        passwordHash,
        organizationId: orgId.get(organization) ?? null,
        // The demo accounts' addresses count as proven.
        verifiedAt: new Date(),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: users.id });
  return { createdUsers: inserted.length };
}
