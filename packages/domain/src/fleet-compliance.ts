import { z } from 'zod';
import { EXPIRY_WARNING_DAYS } from './constants';

/*
 * Papers with an expiry date: a driver's license, ADR and HSE certificates; a vehicle's
 * insurance, roadworthiness and ADR certificates. One rule for every screen: a paper is expired once its
 * expiry day is before today (the assignment rules refuse it from then on), and expiring when it runs out
 * within EXPIRY_WARNING_DAYS (30) days (spec 001 §9). The server computes it on every driver and vehicle row and for the
 * Logistics Hub's Operational Alerts; the screens only show it.
 */

export const EXPIRING_WITHIN_DAYS = EXPIRY_WARNING_DAYS;
export const PAPER_STATES = ['expired', 'expiring'] as const;
export type PaperState = (typeof PAPER_STATES)[number];

export const DRIVER_PAPERS = {
  licenseExpiry: 'License',
  adrExpiry: 'ADR certificate',
  hseExpiry: 'HSE certificate',
} as const;
export const VEHICLE_PAPERS = {
  insuranceExpiryDate: 'Insurance',
  roadworthinessExpiry: 'Roadworthiness certificate',
  adrExpiryDate: 'ADR certificate',
} as const;

export const ZPaperStatus = z.object({ paper: z.string(), expiresOn: z.string(), state: z.enum(PAPER_STATES) });
export type TPaperStatus = z.infer<typeof ZPaperStatus>;

/** `day` (YYYY-MM-DD) plus `days`, in UTC. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Expired (before today), expiring (today up to EXPIRING_WITHIN_DAYS days ahead) or fine (null). */
export function paperState(expiresOn: string | null, today: string): PaperState | null {
  if (!expiresOn) return null;
  const day = expiresOn.slice(0, 10);
  if (day < today) return 'expired';
  return day <= addDays(today, EXPIRING_WITHIN_DAYS) ? 'expiring' : null;
}

function papersOf<K extends string>(
  record: Record<K, string | null>,
  papers: Record<K, string>,
  today: string,
): TPaperStatus[] {
  const found: TPaperStatus[] = [];
  for (const field of Object.keys(papers) as K[]) {
    const expiresOn = record[field];
    const state = paperState(expiresOn, today);
    if (state && expiresOn) found.push({ paper: papers[field], expiresOn: expiresOn.slice(0, 10), state });
  }
  return found.sort((a, b) => (a.expiresOn < b.expiresOn ? -1 : a.expiresOn > b.expiresOn ? 1 : 0));
}

export const driverCompliance = (d: Record<keyof typeof DRIVER_PAPERS, string | null>, today: string) =>
  papersOf(d, DRIVER_PAPERS, today);
export const vehicleCompliance = (v: Record<keyof typeof VEHICLE_PAPERS, string | null>, today: string) =>
  papersOf(v, VEHICLE_PAPERS, today);
