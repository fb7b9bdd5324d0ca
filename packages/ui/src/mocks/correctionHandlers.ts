import type { TMeasurementHistory, TShipmentMeasurement } from '@energy/domain/schemas/measurement';
import type { RequestHandler } from 'msw';
import {
  loadingMeasurement as loadingFixture,
  receiptMeasurement as receiptFixture,
  shipments,
} from './fixtures/fulfilment';
import { sessionUsers } from './fixtures/auth';
import { serverError, trpcMsw } from './handlers';
import { agoAt30 } from './measurementHandlers';

/*
 * The correction dialogs (issue 31): a shipment's measurements, the VCF preview and the corrections, with the figures
 * the server computes for AGO at 850 kg/m³ (Table 54B, 1980): 30 °C 0.9875, 32 °C 0.9858, 28 °C 0.9892, 29 °C 0.9884.
 */

/** The fixtures' measurements, which their type allows to be absent. */
function present(measurement: TShipmentMeasurement | null): TShipmentMeasurement {
  if (!measurement) throw new Error('the fulfilment fixtures lost their measurements');
  return measurement;
}
const loadingMeasurement = present(loadingFixture);
const receiptMeasurement = present(receiptFixture);

/** A loaded shipment the carrier may still correct before departure. */
export const loadedAccepted = {
  ...shipments.accepted,
  measured: { loading: loadingMeasurement, receipt: null, transitLossLitres: null, transitLossPct: null },
  allowedActions: ['shipment.startTransit' as const, 'shipment.correctLoading' as const],
};
/** A delivered shipment whose receipt the carrier may correct (no final invoice yet). */
export const receivedCorrectable = { ...shipments.podConfirmed, allowedActions: ['shipment.correctReceipt' as const] };

/**
 * Delivered, and its order's final invoice issued on the receipt: the server lists no receipt correction any more
 * (finalInvoiceRefusal), so the screen keeps the button off with that reason.
 */
export const receiptInvoiced = {
  ...shipments.podConfirmed,
  id: '8b2c0000-0000-4000-8000-000000000015',
  shipmentNumber: 'SHP-2026-000015',
  orderId: '9c3d0000-0000-4000-8000-000000000015',
  orderNumber: 'ORD-2026-000015',
  allowedActions: [],
  invoicing: {
    finalInvoicedAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
    quantityBasis: 'outturn' as const,
  },
};

const VCF_AT: Record<string, number> = { '30': 0.9875, '32': 0.9858, '28': 0.9892, '29': 0.9884 };
const recordedByName = `${sessionUsers.logistics.firstName} ${sessionUsers.logistics.lastName}`;

/** The loading at 30 °C corrected to 32 °C: 33,000 l × 0.9858 = 32,531.4 -> 32,531 l. */
export const correctedLoading: TShipmentMeasurement = {
  ...loadingMeasurement,
  id: '7e1d0000-0000-4000-8000-000000000003',
  temperatureC: '32.00',
  vcf: '0.9858',
  nsvLitres: '32531',
  reason: 'Ticket read 32 °C, typed 30',
  supersedesId: loadingMeasurement.id,
};

const row = (measurement: TShipmentMeasurement, superseded: boolean) => ({
  ...measurement,
  recordedByName,
  superseded,
});

export const correctionHandlers = {
  /** The shipment's measurements: the loading once corrected, and the receipt. */
  history: (): RequestHandler =>
    trpcMsw.shipment.measurements.query(
      (): TMeasurementHistory => ({
        product: 'AGO',
        measurements: [row(loadingMeasurement, true), row(correctedLoading, false), row(receiptMeasurement, false)],
      }),
    ),
  /** measurement.vcf for AGO at 850 kg/m³ at the temperatures above; another one is outside these fixtures. */
  vcf: (): RequestHandler =>
    trpcMsw.measurement.vcf.query(({ input }) => {
      const vcf = VCF_AT[input.temperatureC];
      if (vcf === undefined) throw serverError('BAD_REQUEST', `No fixture for ${input.temperatureC} °C`);
      return { ...agoAt30, vcf, temperatureC: `${input.temperatureC}.00` };
    }),
  correctLoadingSucceeds: (sent?: unknown[]): RequestHandler =>
    trpcMsw.shipment.correctLoading.mutation(({ input }) => {
      sent?.push(input);
      return { ...loadedAccepted, measured: { ...loadedAccepted.measured, loading: correctedLoading } };
    }),
  /** The receipt corrected to 32,800 l at 28 °C: × 0.9892 = 32,445.76 -> 32,446 l. */
  correctReceiptSucceeds: (sent?: unknown[]): RequestHandler =>
    trpcMsw.shipment.correctReceipt.mutation(({ input }) => {
      sent?.push(input);
      const receipt = {
        ...receiptMeasurement,
        observedVolume: '32800.000',
        observedLitres: '32800',
        nsvLitres: '32446',
      };
      return { ...receivedCorrectable, measured: { ...receivedCorrectable.measured, receipt } };
    }),
  /** The server's 409 once the final invoice is issued. */
  correctReceiptRefused: (message: string): RequestHandler =>
    trpcMsw.shipment.correctReceipt.mutation(() => {
      throw serverError('CONFLICT', message);
    }),
} satisfies Record<string, (...args: never[]) => RequestHandler>;
