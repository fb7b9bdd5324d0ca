import type { ActionName } from '@energy/domain/actions/catalog';
import { roleMay } from '../allowedActions';
import { useSessionParty } from '../../session/useSessionParty';

/**
 * Whether the signed-in role may create fleet records (a create verb has no row to carry allowedActions):
 * the role holds the verb's permission in the action registry. Rows' buttons still come from canDo.
 */
export function useMayCreate(
  action: Extract<ActionName, 'vehicle.create' | 'driver.create' | 'blackout.create'>,
): boolean {
  const { role } = useSessionParty();
  return roleMay(role, action);
}
