// Generated from the OpenAPI document by `npm run generate -w @energy/client`; do not edit.

/** The POST paths whose operation takes an Idempotency-Key (creates): the client sends one key per create. */
export const IDEMPOTENT_CREATES: ReadonlySet<string> = new Set([
  '/api/admin/content',
  '/api/admin/feature-flags',
  '/api/assignments',
  '/api/blackout-dates',
  '/api/budgets',
  '/api/contracts/{id}/documents',
  '/api/disputes',
  '/api/documents/upload',
  '/api/drivers',
  '/api/logistics/shipments',
  '/api/logistics/shipments/{id}/documents',
  '/api/logistics/shipments/{id}/loading',
  '/api/logistics/shipments/{id}/loading/corrections',
  '/api/logistics/shipments/{id}/receipt/corrections',
  '/api/offers',
  '/api/organizations/{organizationId}/invitations',
  '/api/organizations/{organizationId}/kyb',
  '/api/payments/{id}/process',
  '/api/price-indices',
  '/api/rfq/rfqs',
  '/api/settings/kyc',
  '/api/vehicles',
  '/api/webhooks',
  '/api/webhooks/{id}/test',
]);
