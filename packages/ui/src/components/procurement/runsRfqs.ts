import type { Role } from '@energy/domain/roles';

/** Buyers and admins run RFQs: they create them, compare bids, accept and counter. */
export const runsRfqs = (role: Role | null): boolean => role === 'buyer' || role === 'admin';
