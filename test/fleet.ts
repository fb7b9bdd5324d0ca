import { ZJob, ZTender } from '@energy/domain/schemas/fleet';
import { ZShipment } from '@energy/domain/schemas/fulfilment';
import { z } from 'zod';
import { shipmentBody, signedOrder } from './fulfilment';
import type { HttpClient } from './http-client';
import { json, type Parties } from './procurement';

export const Tenders = z.array(ZTender);
export const Jobs = z.array(ZJob);

/** A confirmed order tendered by the supplier (to every logistics company unless `extra` names one). */
export async function tenderedShipment(p: Parties, extra: Record<string, unknown> = {}) {
  const { order } = await signedOrder(p);
  const confirmed = await p.supplier.post(`/api/orders/${order.id}/confirm`);
  if (confirmed.status !== 200) throw new Error(`confirm answered ${confirmed.status}`);
  return json(await p.supplier.post('/api/logistics/shipments', shipmentBody(order.id, extra)), ZShipment, 201);
}

/** The tender of a shipment as this logistics company sees it (undefined: it does not see it). */
export async function tenderOf(carrier: HttpClient, shipmentId: string) {
  return (await json(await carrier.get('/api/tenders?limit=200'), Tenders)).find((t) => t.shipmentId === shipmentId);
}

/** The job a logistics company holds for a shipment. */
export async function jobOf(carrier: HttpClient, shipmentId: string) {
  return (await json(await carrier.get('/api/jobs?limit=200'), Jobs)).find((j) => j.shipmentId === shipmentId);
}

export const bid = (proposedRate: number, extra: Record<string, unknown> = {}) => ({ proposedRate, estimatedDeliveryTime: '2-3 business days', notes: 'Sealed tanker', ...extra });
