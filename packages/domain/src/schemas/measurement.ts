import { z } from 'zod';
import { singleLineText } from './primitives';
import { MEASUREMENT_MESSAGES } from './measurement-messages';

/*
 * Measured delivery: what a carrier measures at loading and the receiver at discharge, as entered (observed volume
 * and unit, observed temperature, density at 15 °C) and as the server computes it (litres, the volume correction
 * factor to 15 °C, net standard volume). A correction is a new measurement with a reason, never an edit.
 */

import { MEASUREMENT_KINDS, OBSERVED_UNITS } from './measurement-units';

export {
  CONTRACT_QUANTITY_DEFAULTS,
  MEASUREMENT_KINDS,
  OBSERVED_UNITS,
  QUANTITY_BASES,
  type MeasurementKind,
  type ObservedUnit,
  type QuantityBasis,
} from './measurement-units';

export { correctionClosedReason, finalInvoiceRefusal, MEASUREMENT_MESSAGES } from './measurement-messages';

/** A plain decimal as text or a number, signed when `signed`, with at most `places` decimals; kept as text. */
function decimalText(places: number, messages: { required: string; invalid: string }, signed = false) {
  const pattern = new RegExp(`^${signed ? '-?' : ''}\\d{1,9}(\\.\\d{1,${places}})?$`);
  return z.union([z.string(), z.number()], { message: messages.required }).transform((v, ctx) => {
    const text = typeof v === 'number' ? (Number.isFinite(v) ? String(v) : '') : v.trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: messages.required });
      return z.NEVER;
    }
    if (!pattern.test(text)) {
      ctx.addIssue({ code: 'custom', message: messages.invalid });
      return z.NEVER;
    }
    return text;
  });
}

const positive = (value: string) => /[1-9]/.test(value);

export const zObservedVolume = decimalText(3, {
  required: MEASUREMENT_MESSAGES.observedVolumeRequired,
  invalid: MEASUREMENT_MESSAGES.observedVolumeInvalid,
}).refine(positive, MEASUREMENT_MESSAGES.observedVolumeInvalid);
export const zObservedUnit = z.enum(OBSERVED_UNITS, { message: MEASUREMENT_MESSAGES.unitInvalid });
export const zTemperatureC = decimalText(
  2,
  { required: MEASUREMENT_MESSAGES.temperatureRequired, invalid: MEASUREMENT_MESSAGES.temperatureInvalid },
  true,
);
export const zDensityKgM3 = decimalText(2, {
  required: MEASUREMENT_MESSAGES.densityRequired,
  invalid: MEASUREMENT_MESSAGES.densityInvalid,
}).refine(positive, MEASUREMENT_MESSAGES.densityInvalid);

/** What a meter or a dip reads: the volume in its unit, the temperature, the density at 15 °C (loading ticket). */
const observed = {
  observedVolume: zObservedVolume.meta({ description: 'Observed (gross) volume, in `unit`, at most 3 decimals' }),
  unit: zObservedUnit.meta({ description: 'l, m3 or bbl' }),
  temperatureC: zTemperatureC.meta({ description: 'Observed temperature, °C, at most 2 decimals' }),
  densityKgM3: zDensityKgM3.meta({ description: 'Density at 15 °C, kg/m³, from the loading ticket' }),
};

/** The carrier records the loading before departure: its bill of lading, the observed figures, the ticket. */
export const ZLoadingInput = z.strictObject({
  id: z.uuid('Unknown shipment'),
  billOfLading: singleLineText(100, MEASUREMENT_MESSAGES.billOfLadingRequired),
  ...observed,
  documentId: z.uuid('Unknown document').optional().meta({ description: 'The loading ticket, uploaded first' }),
});
export type TLoadingInput = z.input<typeof ZLoadingInput>;

/** A correction: the figures again, with the reason. */
const correction = {
  id: z.uuid('Unknown shipment'),
  reason: singleLineText(500, MEASUREMENT_MESSAGES.reasonRequired).meta({ description: 'Why it is corrected' }),
  ...observed,
};
/** A loading's correction may also change its bill of lading and its ticket (else the corrected one's stay). */
export const ZLoadingCorrectionInput = z.strictObject({
  ...correction,
  billOfLading: singleLineText(100, MEASUREMENT_MESSAGES.billOfLadingRequired).optional(),
  documentId: z.uuid('Unknown document').optional(),
});
export type TLoadingCorrectionInput = z.input<typeof ZLoadingCorrectionInput>;
export const ZReceiptCorrectionInput = z.strictObject(correction);
export type TReceiptCorrectionInput = z.input<typeof ZReceiptCorrectionInput>;

/** The receipt's measured fields on the proof of delivery: all four or none (none: received = loaded). */
export const ZReceivedMeasurement = {
  receivedObservedVolume: zObservedVolume.optional(),
  receivedUnit: zObservedUnit.optional(),
  receivedTemperatureC: zTemperatureC.optional(),
  receivedDensityKgM3: zDensityKgM3.optional(),
};

/** One measurement as stored: as entered and as computed (the VCF 4 decimals, NSV whole litres). */
export const ZShipmentMeasurement = z.object({
  id: z.string(),
  kind: z.enum(MEASUREMENT_KINDS),
  billOfLading: z.string().nullable(),
  observedVolume: z.string(),
  observedUnit: z.enum(OBSERVED_UNITS),
  observedLitres: z.string(),
  temperatureC: z.string(),
  densityKgM3: z.string(),
  vcf: z.string(),
  vcfTable: z.string(),
  nsvLitres: z.string(),
  reason: z.string().nullable(),
  supersedesId: z.string().nullable(),
  documentId: z.string().nullable(),
  recordedAt: z.string(),
});
export type TShipmentMeasurement = z.infer<typeof ZShipmentMeasurement>;

/**
 * Every measurement of a shipment, oldest first within each kind, as the correction dialogs show them: who recorded
 * it, and whether a later correction superseded it. `product` is what the VCF is read for (an RFQ's refined product
 * such as 'AGO', else its product type), so a dialog can preview a correction with measurement.vcf.
 */
export const ZMeasurementHistory = z.object({
  product: z.string(),
  measurements: z.array(
    ZShipmentMeasurement.extend({
      recordedByName: z.string().nullable(),
      superseded: z.boolean(),
    }),
  ),
});
export type TMeasurementHistory = z.infer<typeof ZMeasurementHistory>;

/** A shipment's counted measurements (the latest of each kind) and the transit loss between them. */
export const ZShipmentMeasured = z.object({
  loading: ZShipmentMeasurement.nullable(),
  receipt: ZShipmentMeasurement.nullable(),
  /** Loaded NSV − received NSV, whole litres (negative: a gain); null until both exist. */
  transitLossLitres: z.string().nullable(),
  /** The loss as a percentage of the loaded NSV, 2 decimals half to even; null until both exist. */
  transitLossPct: z.string().nullable(),
});
export type TShipmentMeasured = z.infer<typeof ZShipmentMeasured>;
