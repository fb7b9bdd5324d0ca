import type { TJob } from '@energy/domain/schemas/fleet';
import type { TFunction } from 'i18next';

const MINUTE_MS = 60_000;

/** Time since the job started, e.g. "1d 3h", "4h 12m", "7m"; null before it started (spec 001 §4). In the user's language given its t. */
export function formatElapsed(since: string | null, now: number = Date.now(), t?: TFunction): string | null {
  if (!since) return null;
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / MINUTE_MS));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (t) {
    if (days > 0) return t('fleet.elapsed.days', { days, hours });
    if (hours > 0) return t('fleet.elapsed.hours', { hours, minutes: rest });
    return t('fleet.elapsed.minutes', { minutes: rest });
  }
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${rest}m`;
  return `${rest}m`;
}

/** A job's current location as text: the place name, else the coordinates. */
export function formatLocation(location: TJob['currentLocation']): string | null {
  if (!location) return null;
  if (location.text) return location.text;
  if (location.lat !== null && location.lng !== null) return `${location.lat.toFixed(4)}, ${location.lng.toFixed(4)}`;
  return null;
}
