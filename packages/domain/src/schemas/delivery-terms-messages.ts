/** The delivery terms' ranges and refusal texts, without zod (the action registry reads them; delivery-terms.ts re-exports them). */

/** The ranges a party may state. */
export const DELIVERY_TERMS_LIMITS = { quantityTolerancePct: 20, allowedTransitLossPct: 5, freeTimeHours: 72 } as const;

export const DELIVERY_TERMS_MESSAGES = {
  toleranceRange: 'Quantity tolerance must be a percentage from 0 to 20 with at most 2 decimals',
  basisInvalid: 'Quantity basis must be outturn (received quantity) or bl (loaded quantity)',
  transitLossRange: 'Allowed transit loss must be a percentage from 0 to 5 with at most 2 decimals',
  freeTimeRange: 'Free time must be a number of hours from 0 to 72 with at most 2 decimals',
  demurrageRateInvalid: 'Demurrage rate must be an amount of 0 or more per hour',
  fixedOnceQuoted: (state: string) =>
    `This RFQ is ${state}: its delivery terms change only before the first offer (a supplier may propose its own in an offer)`,
} as const;
