import { offerBody, typedSignature } from './deal-bodies';
import { rfqBody, type Session } from './load';

/** Sends a call and answers its JSON body; throws naming the call when its status is not `status`. */
export async function expectJson<T>(
  session: Session,
  method: string,
  path: string,
  body?: unknown,
  status = 200,
): Promise<T> {
  const response = await session.call(method, path, body);
  const text = await response.text();
  if (response.status !== status) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

export interface PendingPayment {
  id: string;
  amount: number;
  status: string;
}

/**
 * RFQ, offer (escrow, 20 % in advance), acceptance, both signatures and the supplier's confirmation, through the
 * API: the order's payments, pending, the advance first.
 */
export async function confirmedOrderPayments(
  buyer: Session,
  supplier: Session,
  finance: Session,
): Promise<PendingPayment[]> {
  const rfq = await expectJson<{ id: string }>(buyer, 'POST', '/api/rfq/rfqs', rfqBody('Resilience kill deal'), 201);
  const offer = await expectJson<{ id: string; version: number }>(
    supplier,
    'POST',
    '/api/offers',
    offerBody(rfq.id),
    201,
  );
  const { contractId, contractNumber } = await expectJson<{ contractId: string; contractNumber: string }>(
    buyer,
    'POST',
    `/api/offers/${offer.id}/accept`,
    { version: offer.version },
  );
  await expectJson(buyer, 'POST', `/api/contracts/${contractId}/sign`, typedSignature('Bola Adeyemi'));
  await expectJson(supplier, 'POST', `/api/contracts/${contractId}/sign`, typedSignature('Sani Ibrahim'));
  const [order] = await expectJson<{ id: string }[]>(
    supplier,
    'GET',
    `/api/orders?q=${encodeURIComponent(contractNumber)}`,
  );
  if (!order) throw new Error(`no order for ${contractNumber}`);
  const confirmed = await expectJson<{ orderNumber: string }>(supplier, 'POST', `/api/orders/${order.id}/confirm`);
  const payments = await expectJson<PendingPayment[]>(
    finance,
    'GET',
    `/api/payments?q=${encodeURIComponent(confirmed.orderNumber)}`,
  );
  return payments.sort((a, b) => a.amount - b.amount);
}
