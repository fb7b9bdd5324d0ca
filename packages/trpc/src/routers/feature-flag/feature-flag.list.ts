import type { Executor } from '@energy/db/client';
import { featureFlags } from '@energy/db/schema/admin-platform';
import type { FEATURE_FLAG_SORTS, TFeatureFlag, ZFeatureFlagListInput } from '@energy/domain/schemas/feature-flag';
import type { TPage } from '@energy/domain/schemas/paging';
import type { z } from 'zod';
import { MATCH, runPage, type ListSpec } from '../../paging';
import type { CallerScope } from '../../scope';
import { listFlags } from './feature-flag.queries';

/** Spec 001 Feature Flags: the search matches the name or the description. */
const FLAG_LIST: ListSpec<(typeof FEATURE_FLAG_SORTS)[number]> = {
  name: 'feature-flag',
  id: featureFlags.id,
  sorts: {
    createdAt: { column: featureFlags.createdAt, kind: 'timestamptz' },
    name: { column: featureFlags.name, kind: 'text' },
  },
  search: [featureFlags.name, featureFlags.description],
};

export function pageFlags(
  db: Executor,
  scope: CallerScope,
  input: z.output<typeof ZFeatureFlagListInput>,
): Promise<TPage<TFeatureFlag>> {
  return runPage(
    db,
    FLAG_LIST,
    input,
    (keyset) => listFlags(db, scope, undefined, keyset),
    (search) => db.select(MATCH).from(featureFlags).where(search).$dynamic(),
  );
}
