import { PAGE_LIMIT_MAX } from '@energy/domain/schemas/paging-limits';
import { todayDay } from '../../../components/fleet/fleetLabels';
import { useDisplay, type Display } from '../../../i18n/useDisplay';
import { trpc } from '../../../trpc';

/** A list's total as the server counts it (null: more than it counts), for a tile. */
export const countText = (total: number | null | undefined, display: Display): string =>
  total === undefined ? '—' : total === null ? `${display.number(1000)}+` : display.number(total);

const ONE = { limit: 1 } as const;

/**
 * The overview's figures from the lists' own totals (one row fetched each): vehicles per status, available
 * drivers; upcoming blackouts are those of the first page by start date that have not ended yet.
 */
export function useFleetCounts() {
  const display = useDisplay();
  const active = trpc.vehicle.list.useQuery({ ...ONE, status: 'active' });
  const maintenance = trpc.vehicle.list.useQuery({ ...ONE, status: 'maintenance' });
  const inactive = trpc.vehicle.list.useQuery({ ...ONE, status: 'inactive' });
  const drivers = trpc.driver.list.useQuery({ ...ONE, status: 'available' });
  const blackouts = trpc.blackout.list.useQuery({ limit: PAGE_LIMIT_MAX, sort: 'startDate', order: 'asc' });
  const today = todayDay();
  const upcoming = blackouts.data?.items.filter((blackout) => blackout.endDate >= today).length;
  const queries = [active, maintenance, inactive, drivers, blackouts];
  return {
    active: countText(active.data?.total, display),
    maintenance: countText(maintenance.data?.total, display),
    inactive: countText(inactive.data?.total, display),
    availableDrivers: countText(drivers.data?.total, display),
    upcomingBlackouts: upcoming === undefined ? '—' : `${upcoming}${blackouts.data?.nextCursor ? '+' : ''}`,
    error: queries.find((query) => query.error)?.error ?? null,
  };
}
