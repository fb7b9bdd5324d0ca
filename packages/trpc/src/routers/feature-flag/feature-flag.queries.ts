import type { Executor } from '@energy/db/client';
import { featureFlags } from '@energy/db/schema/admin-platform';
import { isFlagOnFor, type TFeatureFlag, type TMyFeatureFlags } from '@energy/domain/schemas/feature-flag';
import { and, desc, type SQL } from 'drizzle-orm';
import { allowedFor } from '../../authorize';
import { iso } from '../../iso-date';
import { NO_PAGE_KEY, rememberKeys, type Keyset } from '../../paging';
import type { CallerScope } from '../../scope';

export async function listFlags(
  db: Executor,
  scope: CallerScope,
  filter?: SQL,
  page?: Keyset,
): Promise<TFeatureFlag[]> {
  const query = db
    .select({ flag: featureFlags, pageKey: page?.key ?? NO_PAGE_KEY })
    .from(featureFlags)
    .where(and(filter, page?.where))
    .orderBy(...(page?.orderBy ?? [desc(featureFlags.createdAt), desc(featureFlags.id)]));
  const rows = await (page ? query.limit(page.limit) : query);
  const flags = rows.map(
    ({ flag: f }): TFeatureFlag => ({
      id: f.id,
      name: f.name,
      description: f.description,
      isEnabled: f.isEnabled,
      rolloutPercentage: f.rolloutPercentage,
      createdAt: iso(f.createdAt),
      updatedAt: iso(f.updatedAt),
      allowedActions: allowedFor(scope, 'featureFlag', { isEnabled: f.isEnabled }),
    }),
  );
  return rememberKeys(
    flags,
    rows.map((row) => row.pageKey),
  );
}

/** Every flag's answer for one user, evaluated here on the server (a flag not listed is off). */
export async function flagsFor(db: Executor, userId: string): Promise<TMyFeatureFlags> {
  const flags = await db
    .select({
      name: featureFlags.name,
      isEnabled: featureFlags.isEnabled,
      rolloutPercentage: featureFlags.rolloutPercentage,
    })
    .from(featureFlags);
  return Object.fromEntries(flags.map((flag) => [flag.name, isFlagOnFor(flag, userId)]));
}
