/** The refusals of loadings, receipts and their corrections, zod-free so the descriptors (and the first page) can name them. */
export const MEASUREMENT_MESSAGES = {
  billOfLadingRequired: 'Bill of lading number is required',
  observedVolumeRequired: 'Observed volume is required',
  observedVolumeInvalid: 'Observed volume must be a positive number with at most 3 decimals',
  unitInvalid: 'Unit must be l, m3 or bbl',
  temperatureRequired: 'Temperature is required',
  temperatureInvalid: 'Temperature must be a number with at most 2 decimals',
  densityRequired: 'Density at 15 °C is required',
  densityInvalid: 'Density at 15 °C must be a positive number with at most 2 decimals',
  reasonRequired: 'A reason is required to correct a measurement',
  receivedIncomplete:
    'Received volume, unit, temperature and density are given together (without them, received = loaded)',
  loadingRecorded: 'This shipment already has its loading: correct it with a reason instead',
  loadingAfterDeparture: (state: string) =>
    `This shipment is ${state}: the loading is recorded before departure, while it is accepted`,
  correctionAfterDeparture: (state: string) =>
    `This shipment is ${state}: the loading is corrected before departure, while it is accepted`,
  nothingToCorrect: (kind: string) => `This shipment has no ${kind} measurement to correct`,
  receiptCorrectionClosed: (state: string) =>
    `This shipment is ${state}: a receipt is corrected once proof of delivery is given`,
  receiptAfterFinalInvoice:
    "The order's final invoice is issued: its receipt can no longer be corrected (raise a dispute instead)",
  loadingAfterFinalInvoice:
    "The order's final invoice is issued on the loaded quantity (bill of lading basis): its loading can no longer be corrected (raise a dispute instead)",
} as const;

/**
 * Why a measurement may no longer be corrected once its order's final invoice is issued, or null: the receipt
 * always (the settled quantity stops following it), the loading when the contract settles on the bill of lading.
 */
export function finalInvoiceRefusal(
  kind: 'loading' | 'receipt',
  settlement: { finalInvoiced: boolean; quantityBasis: 'outturn' | 'bl' } | undefined,
): string | null {
  if (!settlement?.finalInvoiced) return null;
  if (kind === 'receipt') return MEASUREMENT_MESSAGES.receiptAfterFinalInvoice;
  return settlement.quantityBasis === 'bl' ? MEASUREMENT_MESSAGES.loadingAfterFinalInvoice : null;
}

/** finalInvoiceRefusal as a screen reads it off a shipment row's `invoicing`: why its button is off, or null. */
export function correctionClosedReason(
  kind: 'loading' | 'receipt',
  invoicing: { finalInvoicedAt: string | null; quantityBasis: 'outturn' | 'bl' } | null,
): string | null {
  return finalInvoiceRefusal(
    kind,
    invoicing
      ? { finalInvoiced: invoicing.finalInvoicedAt !== null, quantityBasis: invoicing.quantityBasis }
      : undefined,
  );
}
