/** What a measurement is taken of and in, zod-free so the screens showing measurements build no schema. */

/** Loading at the depot (with its bill of lading) and receipt at the delivery site. */
export const MEASUREMENT_KINDS = ['loading', 'receipt'] as const;
export type MeasurementKind = (typeof MEASUREMENT_KINDS)[number];

/** The volume units a meter or a dip reads in; each converts to litres exactly (pricing/units.ts). */
export const OBSERVED_UNITS = ['l', 'm3', 'bbl'] as const;
export type ObservedUnit = (typeof OBSERVED_UNITS)[number];

/** What a contract's quantity is settled on: the received NSV (outturn) or the loaded NSV (bill of lading). */
export const QUANTITY_BASES = ['outturn', 'bl'] as const;
export type QuantityBasis = (typeof QUANTITY_BASES)[number];

/** A contract's defaults: ± 5 % quantity tolerance, outturn basis, 0.3 % allowed transit loss. */
export const CONTRACT_QUANTITY_DEFAULTS = {
  quantityTolerancePct: '5',
  quantityBasis: 'outturn',
  allowedTransitLossPct: '0.3',
} as const;
