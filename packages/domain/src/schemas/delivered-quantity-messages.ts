/** The settled quantity's refusals: zod-free, so the action registry (read by every screen) can name them. */
export const DELIVERED_QUANTITY_MESSAGES = {
  /** The escrow hold of a short or over delivery the buyer has neither accepted nor disputed. */
  held: 'The delivered quantity is outside the tolerance: the buyer accepts it or disputes it before the money is released',
  notSettled: "This order's delivered quantity is not settled yet: it is settled at proof of delivery",
  withinTolerance: "This order's delivered quantity is within the tolerance: there is nothing to accept",
  alreadyAccepted: "This order's delivered quantity is already accepted",
  released: "This order's escrow is already released",
} as const;
