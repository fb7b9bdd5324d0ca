import { RestFile, unvalidated as input, withPath, type RestRoute } from './adapter';

/** RFQs and offers: spec 000 §7 and spec 001 §7, plus our calls in the same style. */
export function rfqRoutes(route: RestRoute): void {
  route('get', '/api/rfq/rfqs', (caller) => caller.rfq.list());
  route('post', '/api/rfq/rfqs', (caller, { body }) => caller.rfq.create(body), 201);
  route('get', '/api/rfq/active', (caller) => caller.rfq.active());
  route('get', '/api/rfq/rfqs/:id', (caller, { params }) => caller.rfq.byId(input({ id: params.id })));
  route('post', '/api/rfq/rfqs/:id/cancel', (caller, { params, body }) =>
    caller.rfq.cancel(withPath(body, { id: params.id })),
  );
}

export function offerRoutes(route: RestRoute): void {
  route('get', '/api/offers', (caller, { query }) => caller.offer.list(input(query)));
  route('post', '/api/offers', (caller, { body }) => caller.offer.create(body), 201);
  route('get', '/api/offers/:id', (caller, { params }) => caller.offer.byId(input({ id: params.id })));
  route('put', '/api/offers/:id', (caller, { params, body }) => caller.offer.revise(input({ id: params.id, offer: body })));
  route('delete', '/api/offers/:id', (caller, { params }) => caller.offer.delete(input({ id: params.id })));
  /** The body carries `{ "version": n }`, the offer version the buyer saw. */
  route('post', '/api/offers/:id/accept', (caller, { params, body }) => caller.offer.accept(withPath(body, { id: params.id })));
  route('post', '/api/offers/:offerId/counter', (caller, { params, body }) =>
    caller.offer.counter(withPath(body, { offerId: params.offerId })),
  );
  route('post', '/api/offers/:offerId/counter/respond', (caller, { params, body }) =>
    caller.offer.respondToCounter(withPath(body, { offerId: params.offerId })),
  );
}

export function contractRoutes(route: RestRoute): void {
  route('get', '/api/contracts/export.csv', async (caller, { query }) => {
    const { filename, csv } = await caller.contract.exportCsv(input(query));
    return new RestFile(filename, 'text/csv; charset=utf-8', csv);
  });
  route('get', '/api/contracts', (caller, { query }) => caller.contract.list(input(query)));
  route('get', '/api/contracts/:id', (caller, { params }) => caller.contract.byId(input({ id: params.id })));
  route('get', '/api/contracts/:id/settlements', (caller, { params }) => caller.contract.settlements(input({ id: params.id })));
  route('post', '/api/contracts/:id/sign', (caller, { params }) => caller.contract.sign(input({ id: params.id })));
}

export function settlementRoutes(route: RestRoute): void {
  route('get', '/api/settlements/dashboard', (caller, { query }) => caller.settlement.dashboard(input(query)));
  route('post', '/api/settlements/:id/pay', (caller, { params, body }) =>
    caller.settlement.recordPaid(withPath(body, { settlementId: params.id })),
  );
}
