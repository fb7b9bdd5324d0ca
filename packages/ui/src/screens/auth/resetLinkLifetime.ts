import { PASSWORD_RESET_TTL_MS } from '@energy/domain/constants';

const HOUR_MS = 60 * 60 * 1000;

/** "1 hour": the reset link's lifetime as the interface states it (spec 000 §9), from the domain constant. */
export function resetLinkLifetime(): string {
  const hours = PASSWORD_RESET_TTL_MS / HOUR_MS;
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}
