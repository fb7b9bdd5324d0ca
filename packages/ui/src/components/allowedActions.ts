import { rolesHolding } from '@energy/domain/actions/authorize';
import type { ActionName } from '@energy/domain/actions/catalog';

/** Every row the server sends carries the verbs its caller may do on it now, computed from the action registry. */
export interface ActionableRow {
  allowedActions: readonly ActionName[];
}

/**
 * Whether to offer a verb's button on a row: exactly when the server lists it. The UI never restates the state
 * machines or the party rules; the server checks the same registry again when the verb is sent.
 */
export const canDo = (row: ActionableRow, action: ActionName): boolean => row.allowedActions.includes(action);

/** Whether any row offers the verb, e.g. to show an Actions column at all. */
export const anyCanDo = (rows: readonly ActionableRow[], action: ActionName): boolean =>
  rows.some((row) => canDo(row, action));

/**
 * Whether a role may start a verb that has no row yet (a create, e.g. Vehicle Onboarding): it holds the verb's
 * permission in the action registry, the check the server's actionProcedure applies first. Links and buttons to
 * such a verb's screen come from here, so a role the server would refuse is never offered them.
 */
export const roleMay = (role: string | null | undefined, action: ActionName): boolean =>
  !!role && rolesHolding(action).includes(role);
