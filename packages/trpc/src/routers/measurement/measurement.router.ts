import { netStandardVolume, volumeCorrection } from '@energy/domain/measurement/vcf';
import { ZVcfInput, ZVcfResult, type TVcfInput, type TVcfResult } from '@energy/domain/schemas/volume-correction';
import { authedProcedure } from '../../permission';
import { router } from '../../trpc';

/**
 * The VCF of the input by the 1980 Table 54 (measurement/vcf.ts), with the NSV of the observed litres when given. The
 * VCF goes out as a number (a 4-decimal table value reads back exactly); the NSV is computed from its exact text.
 */
export function vcfAnswer(input: TVcfInput): TVcfResult {
  const result = volumeCorrection(input);
  const litres = input.observedLitres;
  return {
    ...result,
    vcf: Number(result.vcf),
    netStandardVolumeLitres: litres ? netStandardVolume(litres, result.vcf) : null,
  };
}

/**
 * Measured delivery's public figures (issue 31): the volume correction to 15 °C of API MPMS 11.1 / ASTM D1250-80
 * Table 54, for any signed-in user (a calculator reads no record, so no role permission applies).
 */
export const measurementRouter = router({
  vcf: authedProcedure
    .meta({
      rest: {
        method: 'get',
        path: '/api/measurements/vcf',
        query: true,
        summary:
          'The volume correction factor to 15 °C (API MPMS 11.1 / ASTM D1250-80 Table 54A for crude, 54B by density group for refined products, 54C with a `coefficient`) of `product`, `densityKgM3` (at 15 °C) and `temperatureC`, with the net standard volume of `observedLitres` when given; 400 naming the field outside the standard',
      },
    })
    .input(ZVcfInput)
    .output(ZVcfResult)
    .query(({ input }) => vcfAnswer(input)),
});
