import type { TShipmentSummary } from '@energy/domain/schemas/fulfilment';
import { formatPercent } from '../../../components/fulfilment/moneyTotals';

export interface LogisticsMetrics {
  activeShipments: number;
  onTimeDelivery: string;
  openTenders: number;
  completedPods: number;
}

/** The four cards, from the server's summary of every shipment the caller may see (shipment.summary). */
export function logisticsMetrics(summary: TShipmentSummary): LogisticsMetrics {
  return {
    activeShipments: summary.activeShipments,
    onTimeDelivery: formatPercent(summary.arrivedOnTime, summary.arrived),
    openTenders: summary.openTenders,
    completedPods: summary.completedPods,
  };
}
