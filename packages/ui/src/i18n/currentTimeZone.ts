import { localZone } from '@energy/domain/time-zones';

let current = 'UTC';

/**
 * The IANA zone the signed-in user reads and enters times in (their setting, the browser's zone for
 * 'browser', UTC before sign-in): the date-time pickers read and write their values in it.
 */
export function currentTimeZone(): string {
  return current;
}

/** Set by the app's providers whenever the session user's zone is known or changes. */
export function setCurrentTimeZone(zone: string): void {
  current = zone || localZone();
}
