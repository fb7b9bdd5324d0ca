import type { TShipment } from '@energy/domain/schemas/fulfilment';
import { formatPercent } from '../../../components/fulfilment/moneyTotals';

export interface LogisticsMetrics {
  activeShipments: number;
  onTimeDelivery: string;
  openTenders: number;
  completedPods: number;
}

/** The four cards, counted from the shipments themselves (the spec's figures are only samples). */
export function logisticsMetrics(shipments: readonly TShipment[]): LogisticsMetrics {
  const count = (...statuses: TShipment['status'][]) => shipments.filter((shipment) => statuses.includes(shipment.status)).length;
  const arrived = shipments.filter((shipment) => shipment.actualArrival !== null);
  const onTime = arrived.filter((shipment) => new Date(shipment.actualArrival ?? '') <= new Date(shipment.estimatedArrival));
  return {
    activeShipments: count('accepted', 'in_transit'),
    onTimeDelivery: formatPercent(onTime.length, arrived.length),
    openTenders: count('tendered'),
    completedPods: count('pod_confirmed'),
  };
}
