/**
 * Demurrage: what the buyer owes for a truck kept waiting at the delivery site. The time waited runs from the
 * arrival at the site to the end of discharge; the contract's free time is not charged; the rest is charged per
 * started quarter hour (each quarter begun counts whole, as tanker operators bill it) at the contract's hourly rate,
 * in integer minor units of the contract's currency, rounded half to even once (a rate not divisible by 4).
 */
import { compare, exact, exactInteger, multiply, toFixedHalfEven } from '../pricing/exact';

export const QUARTER_HOUR_MS = 15 * 60_000;
const HOUR_MS = 3_600_000n;

/** The contract's terms: free time in hours as a decimal string ("2", "2.50"), the rate in minor units per hour. */
export interface DemurrageTerms {
  freeTimeHours: string;
  ratePerHour: number;
}

export interface Demurrage {
  /** Arrival to discharge end, in milliseconds. */
  waitedMs: number;
  /** Quarter hours charged: the time beyond free time, each started quarter counted whole; 0 within free time. */
  quarters: number;
  /** The charged hours as a decimal string ("1.50"). */
  chargedHours: string;
  /** quarters / 4 x rate, integer minor units. */
  amount: number;
}

/** The free time in milliseconds, exact (hours are kept to 2 decimals, so 0.01 h = 36,000 ms is whole). */
function freeTimeMs(freeTimeHours: string): bigint {
  const ms = multiply(exact(freeTimeHours), exactInteger(HOUR_MS));
  if (compare(ms, exactInteger(0n)) < 0) throw new RangeError('Free time cannot be negative');
  return BigInt(toFixedHalfEven(ms, 0));
}

/** The demurrage of one wait: max(0, waited - free time), per started quarter hour, times the hourly rate. */
export function demurrage(arrivedAt: Date, dischargeEndedAt: Date, terms: DemurrageTerms): Demurrage {
  if (!Number.isSafeInteger(terms.ratePerHour) || terms.ratePerHour < 0)
    throw new RangeError('The demurrage rate is a whole number of minor units, 0 or more');
  const waitedMs = Math.max(0, dischargeEndedAt.getTime() - arrivedAt.getTime());
  const beyond = BigInt(waitedMs) - freeTimeMs(terms.freeTimeHours);
  const quarter = BigInt(QUARTER_HOUR_MS);
  const quarters = beyond > 0n ? (beyond + quarter - 1n) / quarter : 0n;
  const amount = toFixedHalfEven(multiply(exactInteger(quarters * BigInt(terms.ratePerHour)), exact('0.25')), 0);
  return {
    waitedMs,
    quarters: Number(quarters),
    chargedHours: toFixedHalfEven(multiply(exactInteger(quarters), exact('0.25')), 2),
    amount: Number(amount),
  };
}
