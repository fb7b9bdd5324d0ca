import { formatDistance } from '@energy/domain/geo';
import type { TShipmentSummary } from '@energy/domain/schemas/fulfilment';
import { formatPercent } from '../../../components/fulfilment/moneyTotals';
import type { Display } from '../../../i18n/useDisplay';

export interface LogisticsMetrics {
  activeShipments: number;
  onTimeDelivery: string;
  /** The distance the jobs completed this month drove, in the locale's unit ("45.2K miles", "72.7K km"). */
  distance: string;
  completedPods: number;
}

/** The four cards of spec 001 (active shipments, on-time, distance, completed PODs), from the server's summary (shipment.summary). */
export function logisticsMetrics(summary: TShipmentSummary, locale: string, display?: Display): LogisticsMetrics {
  return {
    activeShipments: summary.activeShipments,
    onTimeDelivery: formatPercent(summary.arrivedOnTime, summary.arrived, display),
    distance: formatDistance(summary.distanceMeters, locale),
    completedPods: summary.completedPods,
  };
}
