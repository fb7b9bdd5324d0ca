import type { ActionName } from '@energy/domain/actions/catalog';
import type { EntityKind } from '@energy/domain/actions/records';
import type { WalkRow } from './authorization-table';
import type { World } from './authorization-world';
import type { AllowedContext, Call, KindTests, Target, VerbRow, WorldContext } from './kind-tests';

/**
 * Every kind's module of the authorization tests (src/kinds/<kind>.ts, see kind-tests.ts), found by its file: a new
 * kind adds its module and no list names it. The tests that read them check that together with their own tables
 * they cover every kind, verb and procedure.
 */
const MODULES = import.meta.glob<KindTests<EntityKind, unknown>>('./kinds/*.ts', { eager: true, import: 'kindTests' });
export const KIND_TESTS: KindTests<EntityKind, unknown>[] = Object.values(MODULES);

/** The kinds' records whose every party field is another organization's, by kind. */
export const KIND_BASES: Partial<Record<EntityKind, unknown>> = Object.fromEntries(
  KIND_TESTS.map((tests) => [tests.kind, tests.base]),
);

/** The kinds' rows of the refusal-policy table, by verb. */
export const KIND_VERB_ROWS: Partial<Record<ActionName, VerbRow>> = Object.assign(
  {},
  ...KIND_TESTS.map((tests) => tests.verbs),
);

/** The kinds' calls of the allowedActions test, by kind. */
export const KIND_CALLS: Partial<Record<EntityKind, Partial<Record<ActionName, Call>>>> = Object.fromEntries(
  KIND_TESTS.map((tests) => [tests.kind, tests.calls]),
);

/** The kinds' records of the allowedActions test, one per state. */
export const kindStates = (
  context: AllowedContext,
): { entity: EntityKind; state: string; make: () => Promise<Target>; offersNothing: boolean }[] =>
  KIND_TESTS.flatMap((tests) =>
    Object.entries(tests.states).map(([state, make]) => ({
      entity: tests.kind,
      state,
      make: () => make(context),
      offersNothing: offersNothingIn(tests, state),
    })),
  );

/**
 * Whether a state of a kind's records offers nobody anything (a revoked token, a passed inspection), as its module's
 * own rows of the refusal-policy table say: every verb on the kind names the state, and each refuses it.
 */
function offersNothingIn(tests: KindTests<EntityKind, unknown>, state: string): boolean {
  const rows = Object.values(tests.verbs).filter((row): row is VerbRow => row?.on === tests.kind);
  return rows.length > 0 && rows.every((row) => row.states[state]?.allowed === false);
}

/** The kinds' records in one world of the walk, by kind. */
export async function kindWorlds(context: WorldContext): Promise<Partial<Record<EntityKind, unknown>>> {
  return Object.fromEntries(
    await Promise.all(KIND_TESTS.map(async (tests) => [tests.kind, await tests.world(context)] as const)),
  );
}

/** The kinds' rows of the authorization walk, by procedure; each reads its kind's records out of the world. */
export const KIND_WALK_ROWS: Record<string, WalkRow> = Object.assign(
  {},
  ...KIND_TESTS.map((tests) => tests.walk((world: World) => world.kinds[tests.kind])),
);
