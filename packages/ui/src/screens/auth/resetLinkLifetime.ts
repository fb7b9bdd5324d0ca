import { PASSWORD_RESET_TTL_MS } from '@energy/domain/constants';

const HOUR_MS = 60 * 60 * 1000;

/** The reset link's lifetime in hours (spec 000 §9), from the domain constant; the catalogue words it ("1 hour"). */
export function resetLinkHours(): number {
  return PASSWORD_RESET_TTL_MS / HOUR_MS;
}
