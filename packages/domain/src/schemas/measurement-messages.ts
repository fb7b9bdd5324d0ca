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
} as const;
