import type { TVcfResult } from '@energy/domain/schemas/volume-correction';
import type { RequestHandler } from 'msw';
import { serverError, trpcMsw } from './handlers';

/** measurement.vcf's answer for AGO at 850 kg/m³ and 30 °C (the server's figures: Table 54B, 1980). */
export const agoAt30: TVcfResult = {
  vcf: 0.9875,
  table: '54B',
  group: 'diesel and fuel oils',
  densityKgM3: '850.0',
  temperatureC: '30.00',
  alpha: '0.0008308',
  netStandardVolumeLitres: null,
};

/** The volume correction calculator (issue 31): measurement.vcf. */
export const measurementHandlers = {
  /** The answer for AGO at 850 kg/m³ and 30 °C; the NSV of the observed litres the server would give (× 0.9875). */
  vcf: (sent?: unknown[]) =>
    trpcMsw.measurement.vcf.query(({ input }) => {
      sent?.push(input);
      const litres = input.observedLitres;
      // 33,000 l × 0.9875 = 32,587.5 -> 32,588 (half to even), as netStandardVolume rounds it.
      return { ...agoAt30, netStandardVolumeLitres: litres === '33000' ? '32588' : null };
    }),
  /** A value outside the standard: 400 naming the field, as the server answers it. */
  vcfRefuses: (path: string, message: string) =>
    trpcMsw.measurement.vcf.query(() => {
      throw serverError('BAD_REQUEST', message, [{ path, message }]);
    }),
} satisfies Record<string, (...args: never[]) => RequestHandler>;
