import { z } from 'zod';
import { VCF_GROUPS, VCF_TABLES } from '../measurement/vcf';

/*
 * The public volume correction calculator (issue 31 item 1): GET /api/measurements/vcf and measurement.vcf. The
 * fields are decimal texts as typed; whether the standard covers them (density, temperature, product, coefficient)
 * is the domain's answer (measurement/vcf.ts), a 400 naming the field.
 */

export const VOLUME_CORRECTION_MESSAGES = {
  productRequired: 'Product is required',
  densityRequired: 'Density at 15 °C is required',
  temperatureRequired: 'Temperature is required',
  observedLitresInvalid: 'Observed volume must be a positive number of liters with at most 3 decimals',
} as const;

const M = VOLUME_CORRECTION_MESSAGES;

const requiredText = (message: string) => z.string({ message }).trim().min(1, message).max(40, message);

export const ZVcfInput = z.object({
  /** A product type ('crude-oil', 'refined-products', 'petrochemicals') or a refined product code ('AGO', 'PMS', ...). */
  product: requiredText(M.productRequired),
  /** kg/m³ at 15 °C. */
  densityKgM3: requiredText(M.densityRequired),
  /** The observed temperature, °C. */
  temperatureC: requiredText(M.temperatureRequired),
  /** Table 54C: the thermal expansion coefficient per °C; when given, 54C is used. */
  coefficient: z.string().trim().max(40).optional(),
  /** Observed litres: the answer then carries the net standard volume. */
  observedLitres: z
    .string()
    .trim()
    .regex(/^\d{1,12}(\.\d{1,3})?$/, M.observedLitresInvalid)
    .optional(),
});
export type TVcfInput = z.infer<typeof ZVcfInput>;

export const ZVcfResult = z.object({
  /**
   * A JSON number of 4 decimals (0.9875; 1 at 15 °C), as Table 54 prints it: exact, since a 4-decimal table value
   * reads back as itself. Stored measurements keep their VCF as a decimal text (ZShipmentMeasurement).
   */
  vcf: z.number().meta({ description: 'The volume correction factor to 15 °C, a table value of 4 decimals (0.9875)' }),
  table: z.enum(VCF_TABLES),
  group: z.enum(VCF_GROUPS),
  /** The density as the standard rounds it (0.1 kg/m³). */
  densityKgM3: z.string(),
  /** The temperature as the standard rounds it (0.05 °C). */
  temperatureC: z.string(),
  /** α15 per °C, 7 decimals. */
  alpha: z.string(),
  /** Observed litres × VCF, half to even to whole litres, when observed litres were given. */
  netStandardVolumeLitres: z.string().nullable(),
});
export type TVcfResult = z.infer<typeof ZVcfResult>;
