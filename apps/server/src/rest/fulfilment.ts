import { unvalidated as input, withPath, type RestRoute } from './adapter';

/** Orders, shipments and proof of delivery, payments: spec 001 §7 plus our calls in the same style. */
export function organizationRoutes(route: RestRoute): void {
  route('get', '/api/organizations', (caller, { query }) => caller.organization.list(input(query)));
}

export function orderRoutes(route: RestRoute): void {
  route('get', '/api/orders', (caller) => caller.order.list());
  route('get', '/api/orders/pending', (caller) => caller.order.pending());
  route('get', '/api/orders/:id', (caller, { params }) => caller.order.byId(input({ id: params.id })));
  route('post', '/api/orders/:id/confirm', (caller, { params }) => caller.order.confirm(input({ id: params.id })));
  route('post', '/api/orders/:id/confirm-receipt', (caller, { params }) => caller.order.confirmReceipt(input({ id: params.id })));
  route('post', '/api/orders/:id/cancel', (caller, { params, body }) => caller.order.cancel(withPath(body, { id: params.id })));
}

export function shipmentRoutes(route: RestRoute): void {
  route('get', '/api/logistics/shipments', (caller) => caller.shipment.list());
  route('post', '/api/logistics/shipments', (caller, { body }) => caller.shipment.create(body), 201);
  route('get', '/api/logistics/shipments/:id', (caller, { params }) => caller.shipment.byId(input({ id: params.id })));
  route('post', '/api/logistics/shipments/:id/accept', (caller, { params }) => caller.shipment.accept(input({ id: params.id })));
  route('post', '/api/logistics/shipments/:id/start-transit', (caller, { params }) => caller.shipment.startTransit(input({ id: params.id })));
  route('post', '/api/logistics/shipments/:id/deliver', (caller, { params }) => caller.shipment.markDelivered(input({ id: params.id })));
  route('post', '/api/logistics/shipments/:shipmentId/pod', (caller, { params, body }) =>
    caller.shipment.submitPod(withPath(body, { shipmentId: params.shipmentId })),
  );
}

export function paymentRoutes(route: RestRoute): void {
  route('get', '/api/payments', (caller) => caller.payment.list());
  route('get', '/api/payments/:id', (caller, { params }) => caller.payment.byId(input({ id: params.id })));
  /** The Idempotency-Key header makes retries safe: one key, one transition. */
  route('post', '/api/payments/:id/process', (caller, { params, body, header }) =>
    caller.payment.process(withPath(body, { id: params.id, idempotencyKey: header('idempotency-key') })),
  );
}
