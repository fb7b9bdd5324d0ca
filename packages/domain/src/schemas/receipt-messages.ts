/** The receipts' refusals: zod-free, so the action registry (read by every screen) can name them. */
export const RECEIPT_MESSAGES = {
  onlyBuyer: 'Only the buyer confirms receipt of an order',
  notProven: 'Receipt is confirmed after proof of delivery',
  alreadyConfirmed: 'Receipt of this order was already confirmed',
} as const;
