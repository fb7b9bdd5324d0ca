import type { Role } from '@energy/domain/roles';
import { invitableRole, orgKindOf, type World } from './authorization-world';
import { blackoutBody, driverBody, vehicleBody } from './fleet';
import { uploadBody } from './documents';
import { pod, shipmentBody } from './fulfilment';
import { pngBytes } from './images';
import { KIND_WALK_ROWS } from './kinds';
import { offerBody, rfqBody } from './procurement';

/** The records whose row must read back unchanged after another organization's call. */
export type RecordKind =
  | 'rfq'
  | 'offer'
  | 'contract'
  | 'settlement'
  | 'order'
  | 'shipment'
  | 'payment'
  | 'invitation'
  | 'invitationsOfOrganization'
  | 'vehicle'
  | 'driver'
  | 'blackout';
export type Target = 'own' | 'other';
type Input = Record<string, unknown> | undefined;

/**
 * One row per tRPC procedure. Which roles may call it at all comes from its access meta: the permission
 * matrix (`can`), or for a verb of the action registry its permission (`holds`), refused with 403 naming
 * it before anything else, admins included (the refusal policy, packages/domain/src/actions/authorize.ts).
 * A row only adds what the permission cannot say: the REST route, a valid input for a record of a given
 * organization, the party rule, and what another organization's caller gets (404: it cannot see it).
 *
 * kind:
 * - 'record': acts on one record. Walked on the caller's own organization's record and on the other's.
 * - 'list':   no record; `hides` names the other organization's ids its answer must never contain.
 * - 'open':   public or any-signed-in calls with nothing to own (sign-in, register, who am I).
 * - 'stream': a tRPC subscription over server-sent events, with no REST route: walked over tRPC only.
 *             Opening the stream is the call; its own filter (the caller's organizations) is proven in
 *             apps/server/src/events/live-events.contract.test.ts, since a stream has no record to read back.
 *
 * Adding a procedure: the walk fails, naming it, until it has a row here. A call without a record is one
 * line, as `auth.signupOptions` below. A call on a record needs that record in both worlds: add a field to
 * `World` and one line to `buildWorld` that makes it through the API, then the row, as `order.confirmReceipt`
 * (World.orderProven). A call on an organization takes the caller's own: `input` gets the calling role
 * (see `orgOf` and the invitation rows); a call that uses its record up takes a fresh one per call
 * (World.freshOffer, World.freshInvitation).
 * Add a reader to READERS (authorization-walk.ts) and `record:` to have it read back after refused calls.
 * A new kind of record brings its rows and its records in each world in a module of its own (src/kinds/<kind>.ts,
 * see kind-tests.ts) instead, and edits neither this table nor `World`.
 */
export interface WalkRow {
  kind: 'record' | 'list' | 'open' | 'stream';
  /** "METHOD /path" ('stream' rows: none); `:name` is filled from the input field of that name, or of `restParams[name]`. */
  rest: string;
  restParams?: Record<string, string>;
  /** The REST body (or query, for GET) when it is not "the input without the path's fields". */
  restBody?: (input: Record<string, unknown>) => unknown;
  restHeaders?: (input: Record<string, unknown>) => Record<string, string>;
  /** A valid tRPC input aimed at world w's record; n is unique per call; role is the caller's (null: anonymous). */
  input?: (w: World, target: Target, n: number, role: Role | null) => Input | Promise<Input>;
  /** The record the call changes or reads, read back after another organization's call. */
  record?: [RecordKind, (input: Record<string, unknown>) => string];
  /** The roles, among those the permission admits, that act on their own organization's record (admin too only if listed). Default: all. */
  party?: Role[];
  /** Status for a role the permission admits but that is not the party, on its own and on the other's record. Default 403. */
  notParty?: number | Partial<Record<Role, number>>;
  /** Status for another organization's caller, party or not (admin excepted: admins see every organization). Default: 404 for a party, else `notParty`. */
  other?: number | Partial<Record<Role, number>>;
  /** Roles for which the other organization's record is open by design (the RFQ marketplace). */
  openToOthers?: Role[];
  /** 'list' rows: ids of the other world that `role` must not see. */
  hides?: (w: World, role: Role) => string[];
  /** Statuses besides 2xx and 409 that still mean "let through" (e.g. 400 for a reset token that cannot exist). */
  alsoOk?: number[];
  /** Each call needs a session of its own (logout ends the session it runs in). */
  freshSession?: true;
}

const id = (i: Record<string, unknown>) => String(i.id);
/** What a meter reads at loading or receipt: 33,000 l of AGO at 30 °C, 850 kg/m³ at 15 °C. */
const MEASURED = { observedVolume: '33000', unit: 'l', temperatureC: '30', densityKgM3: '850' };
const offerId = (i: Record<string, unknown>) => String(i.offerId);
const vehicleId = (i: Record<string, unknown>) => String(i.vehicleId);
const notSupplier = (role: Role) => role !== 'supplier';
/** Swift Haul is no party to organization A's RFQs, offers, contracts and payments, so its carrier cannot see them. */
const carrierUnseen = { logistics: 404 };
/** A party-only call on another organization's record: the record is not visible, whatever the role. */
const unseenByAll = { buyer: 404, supplier: 404, logistics: 404, finance: 404 };
/** A document of the buyer's organization: its supplier and carrier are no members of it. */
const documentUnseen = { supplier: 404, logistics: 404 };
/** The caller's organization in world w: its own for "own", the other world's of the same kind for "other". */
const orgOf = (w: World, role: Role | null) => w.orgs[orgKindOf(role)];
const orgNameOf = (w: World, role: Role | null) => w.orgNames[orgKindOf(role)];

/** An account the walk signs up, so that sign-in has valid credentials to try. */
export const GUEST = { username: 'walkguest', password: 'secret-pass' };

/**
 * invitation.create by inviter × invited role: an invitation grants the inviter's own role
 * only, unless the inviter manages the organization's members (its creator) or is an admin. Walked in
 * apps/server/src/rest/invitations.contract.test.ts over REST and tRPC; the refusal is 403 and no invitation.
 */
export type Inviter = 'buyer manager' | 'buyer member' | 'finance' | 'admin' | 'supplier manager' | 'supplier member';
export const INVITATION_GRANTS: { inviter: Inviter; org: 'buyer' | 'supplier'; role: Role; status: 201 | 403 }[] = [
  { inviter: 'buyer manager', org: 'buyer', role: 'buyer', status: 201 },
  { inviter: 'buyer manager', org: 'buyer', role: 'finance', status: 201 },
  { inviter: 'buyer member', org: 'buyer', role: 'buyer', status: 201 },
  { inviter: 'buyer member', org: 'buyer', role: 'finance', status: 403 },
  { inviter: 'finance', org: 'buyer', role: 'finance', status: 201 },
  { inviter: 'finance', org: 'buyer', role: 'buyer', status: 403 },
  { inviter: 'admin', org: 'buyer', role: 'buyer', status: 201 },
  { inviter: 'admin', org: 'buyer', role: 'finance', status: 201 },
  { inviter: 'supplier manager', org: 'supplier', role: 'supplier', status: 201 },
  { inviter: 'supplier member', org: 'supplier', role: 'supplier', status: 201 },
  { inviter: 'admin', org: 'supplier', role: 'supplier', status: 201 },
];

export const AUTHORIZATION_TABLE: Record<string, WalkRow> = {
  'auth.me': { kind: 'open', rest: 'GET /api/user' },
  'auth.login': { kind: 'open', rest: 'POST /api/login', input: () => ({ ...GUEST }) },
  'auth.register': {
    kind: 'open',
    rest: 'POST /api/register',
    alsoOk: [429],
    input: (_w, _t, n) => ({
      username: `walkreg${n}`,
      email: `walkreg${n}@example.com`,
      password: 'secret-pass',
      confirmPassword: 'secret-pass',
      firstName: 'Walk',
      lastName: 'Reg',
      role: 'buyer',
    }),
  },
  'auth.logout': { kind: 'open', rest: 'POST /api/logout', freshSession: true },
  'auth.forgotPassword': {
    kind: 'open',
    rest: 'POST /api/forgot-password',
    alsoOk: [429],
    input: (_w, _t, n) => ({ email: `walkforgot${n}@example.com` }),
  },
  'auth.resetPassword': {
    kind: 'open',
    rest: 'POST /api/reset-password',
    alsoOk: [400],
    input: () => ({ token: 'no-such-token', password: 'secret-pass', confirmPassword: 'secret-pass' }),
  },
  'auth.signupOptions': { kind: 'open', rest: 'GET /api/auth/signup-options' },
  // Public, the mailed token (in the body) is the credential; one that cannot exist answers 400.
  'auth.verifyEmail': {
    kind: 'open',
    rest: 'POST /api/verify-email',
    alsoOk: [400],
    input: () => ({ token: 'no-such-token' }),
  },
  'auth.resendVerification': { kind: 'open', rest: 'POST /api/verify-email/resend', alsoOk: [429] },
  'auth.confirmEmailChange': {
    kind: 'open',
    rest: 'POST /api/email-change/confirm',
    alsoOk: [400],
    input: () => ({ token: 'no-such-token' }),
  },
  'auth.undoEmailChange': {
    kind: 'open',
    rest: 'POST /api/email-change/undo',
    alsoOk: [400],
    input: () => ({ token: 'no-such-token' }),
  },
  // Public: the second-step cookie is the credential; without one the step answers 401.
  'auth.loginTwoFactor': {
    kind: 'open',
    rest: 'POST /api/login/two-factor',
    alsoOk: [401],
    input: () => ({ code: '123456' }),
  },
  // Every signed-in user's own second factor; a code that cannot be right answers 400 (or 429 once counted out).
  'twoFactor.status': { kind: 'open', rest: 'GET /api/settings/two-factor' },
  'twoFactor.start': { kind: 'open', rest: 'POST /api/settings/two-factor' },
  'twoFactor.confirm': {
    kind: 'open',
    rest: 'POST /api/settings/two-factor/confirm',
    alsoOk: [400, 429],
    input: () => ({ code: 'abcdef' }),
  },
  // The walk sends a DELETE's input as a query string, which this call does not read: 400 over REST.
  'twoFactor.disable': {
    kind: 'open',
    rest: 'DELETE /api/settings/two-factor',
    alsoOk: [400, 429],
    input: () => ({ password: 'not-the-password', code: 'abcdef' }),
  },
  // Only the organization's managers may change its rule (403 for the others); the walk leaves it off.
  'twoFactor.setOrganizationRule': {
    kind: 'open',
    rest: 'PUT /api/settings/two-factor/organization',
    alsoOk: [403],
    input: () => ({ required: false }),
  },
  'events.live': { kind: 'stream', rest: '' },

  // The directory shows others only the organizations they trade with; A never traded with B.
  // Suppliers also see every carrier, and organization A's supplier may offer on B's open RFQ (the
  // marketplace, row offer.create), which makes B's buyer its trading partner.
  'organization.list': {
    kind: 'list',
    rest: 'GET /api/organizations',
    hides: (w, role) => (role === 'supplier' ? [w.orgs.supplier] : [w.orgs.buyer, w.orgs.supplier, w.orgs.logistics]),
  },
  // Platform moderation: only admins hold organization:moderate; everyone else is refused by the permission.
  'organization.update': {
    kind: 'record',
    rest: 'PATCH /api/organizations/:id',
    input: (w) => ({ id: w.orgs.buyer, verification: 'verified' }),
  },
  // Members and invitations: any member of the organization, whatever the role, and admins; anyone else 403.
  'organization.members': {
    kind: 'record',
    rest: 'GET /api/organizations/:organizationId/members',
    other: 403,
    input: (w, _t, _n, role) => ({ organizationId: orgOf(w, role) }),
  },
  'invitation.create': {
    kind: 'record',
    rest: 'POST /api/organizations/:organizationId/invitations',
    other: 403,
    input: (w, _t, n, role) => ({
      organizationId: orgOf(w, role),
      email: `walkinvite${n}@example.com`,
      role: invitableRole(role),
    }),
    record: ['invitationsOfOrganization', (i) => String(i.organizationId)],
  },
  'invitation.list': {
    kind: 'record',
    rest: 'GET /api/organizations/:organizationId/invitations',
    other: 403,
    input: (w, _t, _n, role) => ({ organizationId: orgOf(w, role) }),
  },
  'invitation.revoke': {
    kind: 'record',
    rest: 'DELETE /api/organizations/:organizationId/invitations/:id',
    other: 403,
    record: ['invitation', id],
    input: async (w, _t, _n, role) => {
      const invitation = await w.freshInvitation(role);
      return { organizationId: invitation.organizationId, id: invitation.id };
    },
  },
  /** Public: the token is the credential, whoever holds it. */
  'invitation.preview': {
    kind: 'open',
    rest: 'GET /api/invitations/:token',
    input: (w) => ({ token: w.invitationToken }),
  },

  'rfq.list': {
    kind: 'list',
    rest: 'GET /api/rfq/rfqs',
    hides: (w, role) => (notSupplier(role) ? [w.rfqOpen.id] : []),
  },
  'rfq.active': {
    kind: 'list',
    rest: 'GET /api/rfq/active',
    hides: (w, role) => (notSupplier(role) ? [w.rfqOpen.id] : []),
  },
  'rfq.byId': {
    kind: 'record',
    rest: 'GET /api/rfq/rfqs/:id',
    input: (w) => ({ id: w.rfqOpen.id }),
    record: ['rfq', id],
    openToOthers: ['supplier'],
    notParty: carrierUnseen,
  },
  'rfq.create': {
    kind: 'record',
    rest: 'POST /api/rfq/rfqs',
    input: (w) => rfqBody({ buyerOrgId: w.orgs.buyer }),
    other: 403,
  },
  'rfq.cancel': {
    kind: 'record',
    rest: 'POST /api/rfq/rfqs/:id/cancel',
    input: (w) => ({ id: w.rfqToCancel.id, reason: 'Walk' }),
    record: ['rfq', id],
  },
  /** The walk's open RFQ has offers: the buyer is let through to the 409 (terms fixed once quoted). */
  'rfq.updateDeliveryTerms': {
    kind: 'record',
    rest: 'PATCH /api/rfq/rfqs/:id/delivery-terms',
    restBody: (i) => i.deliveryTerms,
    input: (w) => ({ id: w.rfqOpen.id, deliveryTerms: { freeTimeHours: 3 } }),
    record: ['rfq', id],
  },

  'offer.list': { kind: 'list', rest: 'GET /api/offers', input: () => ({}), hides: (w) => [w.offerPending.id] },
  'offer.byId': {
    kind: 'record',
    rest: 'GET /api/offers/:id',
    input: (w) => ({ id: w.offerPending.id }),
    record: ['offer', id],
    notParty: carrierUnseen,
  },
  'offer.create': {
    kind: 'record',
    rest: 'POST /api/offers',
    input: (w) => offerBody(w.rfqOpen.id),
    record: ['rfq', (i) => String(i.rfqId)],
    party: ['supplier'],
    openToOthers: ['supplier'],
    other: 403,
  },
  'offer.revise': {
    kind: 'record',
    rest: 'PUT /api/offers/:id',
    restBody: (i) => i.offer,
    party: ['supplier'],
    other: { supplier: 404 },
    input: (w) => ({ id: w.offerPending.id, offer: offerBody(w.offerPending.rfqId, { unitPrice: '640' }) }),
    record: ['offer', id],
  },
  'offer.delete': {
    kind: 'record',
    rest: 'DELETE /api/offers/:id',
    party: ['supplier'],
    record: ['offer', id],
    input: async (w, target) => ({ id: target === 'own' ? (await w.freshOffer()).id : w.offerPending.id }),
  },
  'offer.accept': {
    kind: 'record',
    rest: 'POST /api/offers/:id/accept',
    input: (w) => ({ id: w.offerToAccept.id, version: w.offerToAccept.version }),
    record: ['offer', id],
  },
  'offer.counter': {
    kind: 'record',
    rest: 'POST /api/offers/:offerId/counter',
    record: ['offer', offerId],
    input: (w) => ({ offerId: w.offerToCounter.id, unitPrice: '600', note: 'Walk' }),
  },
  'offer.respondToCounter': {
    kind: 'record',
    rest: 'POST /api/offers/:offerId/counter/respond',
    party: ['supplier'],
    record: ['offer', offerId],
    notParty: carrierUnseen,
    other: unseenByAll,
    input: (w) => ({ offerId: w.offerCountered.id, response: 'decline' }),
  },

  'contract.list': { kind: 'list', rest: 'GET /api/contracts', input: () => ({}), hides: (w) => [w.contract] },
  'contract.byId': {
    kind: 'record',
    rest: 'GET /api/contracts/:id',
    input: (w) => ({ id: w.contract }),
    record: ['contract', id],
    notParty: carrierUnseen,
  },
  'contract.settlements': {
    kind: 'record',
    rest: 'GET /api/contracts/:id/settlements',
    input: (w) => ({ id: w.contract }),
    record: ['contract', id],
    notParty: carrierUnseen,
  },
  'contract.signatures': {
    kind: 'record',
    rest: 'GET /api/contracts/:id/signatures',
    input: (w) => ({ id: w.contract }),
    record: ['contract', id],
    notParty: carrierUnseen,
  },
  // Both parties sign, each once (the second call of a party is 409, which the walk counts as let through).
  'contract.sign': {
    kind: 'record',
    rest: 'POST /api/contracts/:id/sign',
    input: (w) => ({ id: w.contractUnsigned, signerName: 'Walk Signer', kind: 'typed' }),
    record: ['contract', id],
    party: ['buyer', 'supplier'],
    notParty: carrierUnseen,
    other: unseenByAll,
  },

  // Documents: the buyer's organization's own; other organizations (and its own supplier and carrier) cannot see it.
  'document.list': { kind: 'list', rest: 'GET /api/documents', input: () => ({}), hides: (w) => [w.document] },
  'document.summary': { kind: 'list', rest: 'GET /api/documents/summary', hides: () => [] },
  'document.upload': {
    kind: 'list',
    rest: 'POST /api/documents/upload',
    input: () => uploadBody('walk.png', pngBytes(2, 2)),
    hides: () => [],
  },
  // The share picker: the caller's own organization's targets only, never the other world's records.
  'document.shareTargets': {
    kind: 'list',
    rest: 'GET /api/documents/share-targets',
    input: () => ({ type: 'contract' }),
    hides: (w) => [w.contract, w.contractUnsigned],
  },
  'document.byId': {
    kind: 'record',
    rest: 'GET /api/documents/:id',
    input: (w) => ({ id: w.document }),
    notParty: documentUnseen,
  },
  'document.download': {
    kind: 'record',
    rest: 'GET /api/documents/:id/download',
    input: (w) => ({ id: w.document }),
    notParty: documentUnseen,
  },
  'document.share': {
    // A fresh document per call: once shared with the contract, its supplier would see it.
    kind: 'record',
    rest: 'POST /api/documents/:id/share',
    input: async (w) => ({ id: await w.freshDocument(), with: { type: 'contract', id: w.contract } }),
    notParty: documentUnseen,
  },
  'document.delete': {
    kind: 'record',
    rest: 'DELETE /api/documents/:id',
    input: async (w) => ({ id: await w.freshDocument() }),
    notParty: documentUnseen,
  },
  'document.forContract': {
    kind: 'record',
    rest: 'GET /api/contracts/:id/documents',
    input: (w) => ({ id: w.contract }),
    notParty: carrierUnseen,
  },
  // A contract's paper as PDF, kept with its documents: its parties' roles that upload; a carrier does not see it.
  'document.generateForContract': {
    kind: 'record',
    rest: 'POST /api/contracts/:id/documents',
    input: (w) => ({ id: w.contract, paper: 'contract' }),
    record: ['contract', id],
    party: ['buyer', 'supplier'],
    notParty: carrierUnseen,
    other: unseenByAll,
  },
  // A shipment's paper as PDF, kept with its order: its buyer, supplier and carrier (the proven order's has its POD).
  'document.generateForShipment': {
    kind: 'record',
    rest: 'POST /api/logistics/shipments/:id/documents',
    input: (w) => ({ id: w.orderProven.shipment?.id ?? '', paper: 'delivery_note' }),
    record: ['shipment', id],
    party: ['buyer', 'supplier', 'logistics'],
  },

  'settlement.dashboard': { kind: 'list', rest: 'GET /api/settlements/dashboard', hides: (w) => [w.settlement] },
  // What is payable to the caller's organization by name (a carrier's demurrage): neither world's contract lines.
  'settlement.payable': {
    kind: 'list',
    rest: 'GET /api/settlements/payable',
    hides: (w) => [w.settlement, w.settlementActive, w.settlementToConfirm],
  },
  'settlement.recordPaid': {
    kind: 'record',
    rest: 'POST /api/settlements/:id/pay',
    restParams: { id: 'settlementId' },
    input: (w) => ({ settlementId: w.settlementActive, reference: 'WALK-REF-1' }),
    record: ['settlement', (i) => String(i.settlementId)],
  },
  // The payee (its supplier, or an admin) answers a recorded payment; finance sits with the payer (403); a carrier
  // holds the verb for the demurrage payable to it and does not see another payee's settlement (404).
  'settlement.confirm': {
    kind: 'record',
    rest: 'POST /api/settlements/:id/confirm',
    restParams: { id: 'settlementId' },
    party: ['admin', 'supplier'],
    notParty: { finance: 403, ...carrierUnseen },
    other: unseenByAll,
    input: (w) => ({ settlementId: w.settlementToConfirm }),
    record: ['settlement', (i) => String(i.settlementId)],
  },
  'settlement.reject': {
    kind: 'record',
    rest: 'POST /api/settlements/:id/reject',
    restParams: { id: 'settlementId' },
    party: ['admin', 'supplier'],
    notParty: { finance: 403, ...carrierUnseen },
    other: unseenByAll,
    input: (w) => ({ settlementId: w.settlementToReject, reason: 'Not on our statement' }),
    record: ['settlement', (i) => String(i.settlementId)],
  },

  'order.list': { kind: 'list', rest: 'GET /api/orders', hides: (w) => [w.orderCreated.id] },
  'order.pending': { kind: 'list', rest: 'GET /api/orders/pending', hides: (w) => [w.orderCreated.id] },
  'order.byId': {
    kind: 'record',
    rest: 'GET /api/orders/:id',
    input: (w) => ({ id: w.orderCarried.id }),
    record: ['order', id],
  },
  'order.confirm': {
    kind: 'record',
    rest: 'POST /api/orders/:id/confirm',
    input: (w) => ({ id: w.orderCreated.id }),
    record: ['order', id],
    party: ['supplier'],
    other: unseenByAll,
  },
  // Buyers of the ordering organization only, after proof of delivery; 409 once released.
  'order.confirmReceipt': {
    kind: 'record',
    rest: 'POST /api/orders/:id/confirm-receipt',
    input: (w) => ({ id: w.orderProven.id }),
    record: ['order', id],
    party: ['buyer'],
    other: unseenByAll,
  },
  // Buyers of the ordering organization only; 409 unless the delivered quantity is short or over and unanswered.
  'order.acceptQuantity': {
    kind: 'record',
    rest: 'POST /api/orders/:id/accept-quantity',
    input: (w) => ({ id: w.shipmentReceived.orderId }),
    record: ['order', id],
    party: ['buyer'],
    other: unseenByAll,
  },
  // A moderation verb: the platform admin may cancel on the parties' behalf.
  'order.cancel': {
    kind: 'record',
    rest: 'POST /api/orders/:id/cancel',
    input: (w) => ({ id: w.orderToCancel.id, reason: 'Walk' }),
    record: ['order', id],
    party: ['buyer', 'finance', 'supplier', 'admin'],
  },

  'shipment.list': {
    kind: 'list',
    rest: 'GET /api/logistics/shipments',
    hides: (w) => [w.shipmentTendered.id, w.shipmentAccepted.id],
  },
  // A summary carries counts and sums, no ids: its scoping is proven in fulfilment-summary.contract.test.ts.
  'shipment.summary': { kind: 'list', rest: 'GET /api/logistics/shipments/summary' },
  'shipment.byId': {
    kind: 'record',
    rest: 'GET /api/logistics/shipments/:id',
    input: (w) => ({ id: w.shipmentAccepted.id }),
    record: ['shipment', id],
  },
  'shipment.measurements': {
    kind: 'record',
    rest: 'GET /api/logistics/shipments/:id/measurements',
    input: (w) => ({ id: w.shipmentLoaded.id }),
    record: ['shipment', id],
  },
  'shipment.create': {
    kind: 'record',
    rest: 'POST /api/logistics/shipments',
    party: ['supplier'],
    record: ['order', (i) => String(i.orderId)],
    input: (w) => shipmentBody(w.orderReady.id, { logisticsOrgId: w.orgs.logistics }),
  },
  'shipment.accept': {
    kind: 'record',
    rest: 'POST /api/logistics/shipments/:id/accept',
    input: (w) => ({ id: w.shipmentTendered.id }),
    record: ['shipment', id],
    party: ['logistics'],
  },
  'shipment.decline': {
    kind: 'record',
    rest: 'POST /api/logistics/shipments/:id/decline',
    input: (w) => ({ id: w.shipmentNamed.id, reason: 'No truck free that week' }),
    record: ['shipment', id],
    party: ['logistics'],
  },
  'shipment.startTransit': {
    kind: 'record',
    rest: 'POST /api/logistics/shipments/:id/start-transit',
    input: (w) => ({ id: w.fleet.shipmentCrewed }),
    record: ['shipment', id],
    party: ['logistics'],
  },
  'shipment.markDelivered': {
    kind: 'record',
    rest: 'POST /api/logistics/shipments/:id/deliver',
    input: (w) => ({ id: w.shipmentInTransit.id }),
    record: ['shipment', id],
    party: ['logistics'],
  },
  'shipment.submitPod': {
    kind: 'record',
    rest: 'POST /api/logistics/shipments/:shipmentId/pod',
    record: ['shipment', (i) => String(i.shipmentId)],
    input: (w) => ({ ...pod(), shipmentId: w.shipmentDelivered.id }),
  },
  'shipment.recordLoading': {
    kind: 'record',
    rest: 'POST /api/logistics/shipments/:id/loading',
    input: (w) => ({ id: w.shipmentAccepted.id, billOfLading: 'BL-WALK-1', ...MEASURED }),
    record: ['shipment', id],
    party: ['logistics'],
  },
  'shipment.correctLoading': {
    kind: 'record',
    rest: 'POST /api/logistics/shipments/:id/loading/corrections',
    input: (w) => ({ id: w.shipmentLoaded.id, reason: 'Temperature mistyped', ...MEASURED }),
    record: ['shipment', id],
    party: ['logistics'],
  },
  'shipment.correctReceipt': {
    kind: 'record',
    rest: 'POST /api/logistics/shipments/:id/receipt/corrections',
    // A receipt of its own: order.acceptQuantity issues shipmentReceived's final invoice, which ends its corrections.
    input: (w) => ({ id: w.receiptToCorrect.id, reason: 'Meter misread', ...MEASURED }),
    record: ['shipment', id],
  },

  'payment.list': { kind: 'list', rest: 'GET /api/payments', hides: (w) => [w.payment.id] },
  'payment.summary': { kind: 'list', rest: 'GET /api/payments/summary' },
  'payment.byId': {
    kind: 'record',
    rest: 'GET /api/payments/:id',
    input: (w) => ({ id: w.payment.id }),
    record: ['payment', id],
    notParty: carrierUnseen,
  },
  // Notifications and settings: any signed-in user, on their own things only (spec 001 §6: no role restriction).
  // Isolation between users and organizations is proven in notifications.contract.test.ts and settings.contract.test.ts.
  'notification.list': { kind: 'list', rest: 'GET /api/notifications', input: () => ({}) },
  'notification.counters': { kind: 'open', rest: 'GET /api/notifications/counters' },
  // The walk's world holds no notification of its own: a notification id that is not the caller's answers 404.
  'notification.markRead': {
    kind: 'open',
    rest: 'POST /api/notifications/:id/read',
    alsoOk: [400, 404],
    input: () => ({ id: '00000000-0000-4000-8000-000000000000' }),
  },
  'notification.markAllRead': { kind: 'open', rest: 'POST /api/notifications/read-all' },
  'settings.profile': { kind: 'open', rest: 'GET /api/settings/profile' },
  'settings.saveProfile': {
    kind: 'open',
    rest: 'PUT /api/settings/profile',
    input: (_w, _t, _n, role) => ({ firstName: 'Walk', lastName: role ?? 'anonymous', phone: '+1 202 555 0100' }),
  },
  // The caller's own phone: a code to the saved number (400 without one, 429 once a minute), then the code (400 when wrong).
  'phone.sendCode': { kind: 'open', rest: 'POST /api/settings/phone/verification', alsoOk: [400, 429] },
  'phone.verify': {
    kind: 'open',
    rest: 'POST /api/settings/phone/verify',
    alsoOk: [400, 429],
    input: () => ({ code: '000000' }),
  },
  // Checks the current password (400 here), then mails the new address its link.
  'settings.changeEmail': {
    kind: 'open',
    rest: 'POST /api/settings/email',
    alsoOk: [400, 429],
    input: (_w, _t, n) => ({ email: `walkemail${n}@example.com`, currentPassword: 'not-the-password' }),
  },
  // The platform admin belongs to no organization: 404.
  'settings.organization': { kind: 'open', rest: 'GET /api/settings/organization', alsoOk: [404] },
  // Members other than finance, and admins; another organization's is not found.
  // The name kept: a rename of a verified organization sends it back to review, and later rows need it verified.
  'settings.saveOrganization': {
    kind: 'record',
    rest: 'PUT /api/settings/organization/:organizationId',
    party: ['buyer', 'supplier', 'logistics', 'admin'],
    other: 404,
    input: (w, _t, n, role) => ({
      organizationId: orgOf(w, role),
      name: orgNameOf(w, role),
      address: '1 Walk Street',
      phone: '+1 555 0101',
      taxId: `TAX-${n}`,
    }),
  },
  'settings.preferences': { kind: 'open', rest: 'GET /api/settings/preferences' },
  'settings.timeZone': { kind: 'open', rest: 'GET /api/settings/time-zone' },
  'settings.reportBrowserTimeZone': {
    kind: 'open',
    rest: 'PUT /api/settings/time-zone/browser',
    input: () => ({ timeZone: 'Europe/Paris' }),
  },
  'settings.savePreferences': {
    kind: 'open',
    rest: 'PUT /api/settings/preferences',
    input: () => ({
      emailNotifications: true,
      smsNotifications: false,
      rfqUpdates: true,
      paymentAlerts: true,
      shipmentTracking: true,
      language: 'en',
      timezone: 'UTC',
      currency: 'USD',
      colorScheme: 'light',
    }),
  },
  // The walk keeps its sessions and accounts: a wrong current password (400) proves the call gets through to its check.
  'settings.changePassword': {
    kind: 'open',
    rest: 'POST /api/settings/password',
    alsoOk: [400, 429],
    input: () => ({
      currentPassword: 'not-the-password',
      password: 'walk-new-secret-9',
      confirmPassword: 'walk-new-secret-9',
    }),
  },
  'settings.deleteAccount': {
    kind: 'open',
    rest: 'POST /api/settings/account/delete',
    alsoOk: [400, 429],
    input: () => ({ confirmation: 'DELETE', currentPassword: 'not-the-password' }),
  },

  'payment.process': {
    kind: 'record',
    rest: 'POST /api/payments/:id/process',
    record: ['payment', id],
    restBody: (i) => ({ amount: i.amount }),
    restHeaders: (i) => ({ 'idempotency-key': String(i.idempotencyKey) }),
    input: (w, _t, n) => ({ id: w.payment.id, amount: w.payment.amount, idempotencyKey: `walk-key-${n}` }),
  },

  // Fleet records belong to one logistics company: fleet:read for logistics and admin, fleet:manage for logistics only.
  // Creations name no organization (they go to the caller's own), so they are walked as 'open' calls.
  'vehicle.list': { kind: 'list', rest: 'GET /api/vehicles', hides: (w) => [w.vehicle.id] },
  'vehicle.byId': {
    kind: 'record',
    rest: 'GET /api/vehicles/:vehicleId',
    input: (w) => ({ vehicleId: w.vehicle.id }),
    record: ['vehicle', vehicleId],
  },
  'vehicle.create': { kind: 'open', rest: 'POST /api/vehicles', input: () => vehicleBody() },
  'vehicle.update': {
    kind: 'record',
    rest: 'PUT /api/vehicles/:vehicleId',
    record: ['vehicle', vehicleId],
    input: (w) => ({
      ...vehicleBody({ registrationNumber: w.vehicle.registrationNumber, make: 'Walk' }),
      vehicleId: w.vehicle.id,
    }),
  },
  'vehicle.setStatus': {
    kind: 'record',
    rest: 'PATCH /api/vehicles/:vehicleId/status',
    input: (w) => ({ vehicleId: w.vehicle.id, status: 'maintenance' }),
    record: ['vehicle', vehicleId],
  },
  'vehicle.delete': {
    kind: 'record',
    rest: 'DELETE /api/vehicles/:vehicleId',
    record: ['vehicle', vehicleId],
    input: async (w, target) => ({ vehicleId: target === 'own' ? (await w.freshVehicle()).id : w.vehicle.id }),
  },
  'driver.list': { kind: 'list', rest: 'GET /api/drivers', hides: (w) => [w.driver.id] },
  'driver.byId': {
    kind: 'record',
    rest: 'GET /api/drivers/:id',
    input: (w) => ({ id: w.driver.id }),
    record: ['driver', id],
  },
  'driver.create': { kind: 'open', rest: 'POST /api/drivers', input: () => driverBody() },
  'driver.update': {
    kind: 'record',
    rest: 'PUT /api/drivers/:id',
    record: ['driver', id],
    input: (w) => ({ ...driverBody({ licenseNumber: w.driver.licenseNumber, lastName: 'Walk' }), id: w.driver.id }),
  },
  'driver.delete': {
    kind: 'record',
    rest: 'DELETE /api/drivers/:id',
    record: ['driver', id],
    input: async (w, target) => ({ id: target === 'own' ? (await w.freshDriver()).id : w.driver.id }),
  },
  'blackout.list': { kind: 'list', rest: 'GET /api/blackout-dates', hides: (w) => [w.blackout.id] },
  // On another company's vehicle the form's entity is refused as not one of the caller's (400 on entityId).
  'blackout.create': {
    kind: 'record',
    rest: 'POST /api/blackout-dates',
    input: (w) => blackoutBody('vehicle', w.vehicle.id),
    record: ['vehicle', (i) => String(i.entityId)],
    other: { logistics: 400 },
  },
  'blackout.update': {
    kind: 'record',
    rest: 'PUT /api/blackout-dates/:id',
    record: ['blackout', id],
    input: (w) => ({ ...blackoutBody('vehicle', w.vehicle.id, { reason: 'Walk' }), id: w.blackout.id }),
  },
  'blackout.delete': {
    kind: 'record',
    rest: 'DELETE /api/blackout-dates/:id',
    record: ['blackout', id],
    input: async (w, target) => ({ id: target === 'own' ? (await w.freshBlackout()).id : w.blackout.id }),
  },
  // Each role's dashboard (dashboard:<role>; admin holds all five). Their lists never show the other organization's rows.
  'dashboard.buyerMetrics': {
    kind: 'list',
    rest: 'GET /api/dashboard/buyer-metrics',
    hides: (w) => [w.rfqOpen.id, w.orderCreated.id],
  },
  'dashboard.supplierMetrics': {
    kind: 'list',
    rest: 'GET /api/dashboard/supplier-metrics',
    hides: (w) => [w.offerPending.id],
  },
  'dashboard.logisticsMetrics': {
    kind: 'list',
    rest: 'GET /api/dashboard/logistics-metrics',
    hides: (w) => [w.shipmentAccepted.id],
  },
  'dashboard.financeMetrics': {
    kind: 'list',
    rest: 'GET /api/dashboard/finance-metrics',
    hides: (w) => [w.payment.id, w.settlement],
  },
  'dashboard.adminMetrics': { kind: 'list', rest: 'GET /api/dashboard/admin-metrics' },
  // Platform administration (content, feature flags, analytics): admin only, refused to every other role by
  // permission. Each edit gets a record of its own (written to the table), so every call finds one.
  'content.list': { kind: 'list', rest: 'GET /api/admin/content' },
  'content.create': {
    kind: 'list',
    rest: 'POST /api/admin/content',
    input: (_w, _t, n) => ({ title: `Walk ${n}`, content: 'Walk body', type: 'news' }),
  },
  'content.update': {
    kind: 'list',
    rest: 'PATCH /api/admin/content/:id',
    input: async (w) => ({
      id: await w.freshContent(),
      title: 'Walk',
      content: 'Walk body',
      type: 'news',
      status: 'draft',
    }),
  },
  'content.delete': {
    kind: 'list',
    rest: 'DELETE /api/admin/content/:id',
    input: async (w) => ({ id: await w.freshContent() }),
  },
  'content.published': { kind: 'open', rest: 'GET /api/content' },
  'content.publishedItem': {
    kind: 'open',
    rest: 'GET /api/content/:id',
    input: async (w) => ({ id: await w.freshContent() }),
  },
  'content.terms': { kind: 'open', rest: 'GET /api/terms' },
  'featureFlag.list': { kind: 'list', rest: 'GET /api/admin/feature-flags' },
  'featureFlag.create': {
    kind: 'list',
    rest: 'POST /api/admin/feature-flags',
    input: (w, _t, n) => ({ name: `walk-${w.orgs.buyer.slice(0, 8)}-${n}`, rolloutPercentage: 5 }),
  },
  'featureFlag.update': {
    kind: 'list',
    rest: 'PATCH /api/admin/feature-flags/:id',
    input: async (w, _t, n) => ({
      id: await w.freshFlag(),
      name: `walk-update-${w.orgs.buyer.slice(0, 8)}-${n}`,
      isEnabled: false,
      rolloutPercentage: 0,
    }),
  },
  'featureFlag.toggle': {
    kind: 'list',
    rest: 'PATCH /api/admin/feature-flags/:id/toggle',
    input: async (w) => ({ id: await w.freshFlag(), isEnabled: true }),
  },
  'featureFlag.delete': {
    kind: 'list',
    rest: 'DELETE /api/admin/feature-flags/:id',
    input: async (w) => ({ id: await w.freshFlag() }),
  },
  'featureFlag.mine': { kind: 'open', rest: 'GET /api/feature-flags/mine' },
  'analytics.funnel': { kind: 'list', rest: 'GET /api/admin/analytics/funnel', input: () => ({ timeRange: '7d' }) },
  // The admin console: platform-wide reads, admin only (audit:read), refused to every other role.
  'adminConsole.systemHealth': { kind: 'list', rest: 'GET /api/admin/system-health' },
  'adminConsole.securityAlerts': { kind: 'list', rest: 'GET /api/admin/security-alerts' },
  'adminConsole.counts': { kind: 'list', rest: 'GET /api/admin/counts' },
  'adminConsole.auditLog': {
    kind: 'list',
    rest: 'GET /api/admin/audit-log',
    input: (w) => ({ organization: w.orgs.buyer, limit: 5 }),
  },
  'tender.list': {
    kind: 'list',
    rest: 'GET /api/tenders',
    hides: (w) => [w.fleet.tenderToBid, w.fleet.tenderToReject],
  },
  'tender.byId': { kind: 'record', rest: 'GET /api/tenders/:id', input: (w) => ({ id: w.fleet.tenderToReject }) },
  // Tendered to the world's carrier alone: another company cannot see it (404).
  'tender.bid': {
    kind: 'record',
    rest: 'POST /api/tenders/:id/accept',
    party: ['logistics'],
    input: (w) => ({ id: w.fleet.tenderToBid, proposedRate: 1000, estimatedDeliveryTime: '2 days', notes: 'Walk' }),
  },
  'tender.reject': {
    kind: 'record',
    rest: 'POST /api/tenders/:id/reject',
    input: (w) => ({ id: w.fleet.tenderToReject }),
    party: ['logistics'],
  },
  'tender.bids': {
    kind: 'record',
    rest: 'GET /api/logistics/shipments/:shipmentId/bids',
    input: (w) => ({ shipmentId: w.fleet.shipmentWithBid }),
    record: ['shipment', (i) => String(i.shipmentId)],
  },
  'tender.award': {
    kind: 'record',
    rest: 'POST /api/bids/:bidId/award',
    input: (w) => ({ bidId: w.fleet.bidToAward }),
    party: ['supplier'],
  },

  'job.list': {
    kind: 'list',
    rest: 'GET /api/jobs',
    hides: (w) => [w.fleet.jobToAssign, w.fleet.jobTracked, w.fleet.jobToCancel],
  },
  'job.summary': { kind: 'list', rest: 'GET /api/jobs/summary' },
  'job.byId': { kind: 'record', rest: 'GET /api/jobs/:id', input: (w) => ({ id: w.fleet.jobTracked }) },
  'job.positions': {
    kind: 'record',
    rest: 'GET /api/jobs/:jobId/positions',
    input: (w) => ({ jobId: w.fleet.jobTracked }),
  },
  'job.assignments': {
    kind: 'list',
    rest: 'GET /api/assignments',
    hides: (w) => [w.fleet.assignmentToEnd, w.fleet.jobTracked],
  },
  'job.assignmentOptions': {
    kind: 'record',
    rest: 'GET /api/jobs/:jobId/assignment-options',
    input: (w) => ({ jobId: w.fleet.jobToAssign }),
  },
  'job.assign': {
    kind: 'record',
    rest: 'POST /api/assignments',
    party: ['logistics'],
    input: (w) => ({ jobId: w.fleet.jobToAssign, driverId: w.fleet.driverFree, vehicleId: w.fleet.vehicleFree }),
  },
  'job.unassign': {
    kind: 'record',
    rest: 'DELETE /api/assignments/:id',
    input: (w) => ({ id: w.fleet.assignmentToEnd }),
    party: ['logistics'],
  },
  'job.updateStatus': {
    kind: 'record',
    rest: 'PUT /api/jobs/:jobId/status',
    input: (w) => ({ jobId: w.fleet.jobToCancel, status: 'cancelled' }),
    party: ['logistics'],
  },
  'job.updateLocation': {
    kind: 'record',
    rest: 'PUT /api/jobs/:jobId/location',
    input: (w) => ({ jobId: w.fleet.jobTracked, text: 'Walk junction' }),
    party: ['logistics'],
  },
  // The tracked job has not started: its own carrier is let through to the 409, every other caller refused.
  'job.arriveAtSite': {
    kind: 'record',
    rest: 'POST /api/jobs/:jobId/arrival',
    input: (w) => ({ jobId: w.fleet.jobTracked }),
    party: ['logistics'],
  },
  'job.endDischarge': {
    kind: 'record',
    rest: 'POST /api/jobs/:jobId/discharge-end',
    input: (w) => ({ jobId: w.fleet.jobTracked }),
    party: ['logistics'],
  },

  // Admin: the queue, disputes and accounts are admin-only; every other role gets 403 naming the permission.
  // Decisions on records in every state are proven in admin-reviews.contract.test.ts.
  'review.list': { kind: 'list', rest: 'GET /api/admin/kyb-kyc-reviews' },
  'review.updateStatus': {
    kind: 'record',
    rest: 'PATCH /api/admin/kyb-kyc-reviews/:id/status',
    input: (w) => ({ id: w.review, status: 'under_review' }),
  },
  // KYB for one's own organization only (a second submission while one is open: 409); KYC for oneself.
  'review.submitKyb': {
    kind: 'record',
    rest: 'POST /api/organizations/:organizationId/kyb',
    other: 403,
    input: (w, _t, _n, role) => ({ organizationId: orgOf(w, role), documents: [] }),
  },
  'review.submitKyc': { kind: 'open', rest: 'POST /api/settings/kyc', input: () => ({ documents: [] }) },
  'review.mine': { kind: 'open', rest: 'GET /api/settings/verification' },
  'dispute.list': { kind: 'list', rest: 'GET /api/admin/disputes' },
  'dispute.mine': { kind: 'list', rest: 'GET /api/disputes' },
  // A party to the order raises a dispute on it (a second one is 409); the carrier is no party to a created order and cannot see it.
  'dispute.raise': {
    kind: 'record',
    rest: 'POST /api/disputes',
    notParty: carrierUnseen,
    input: (w) => ({
      relatedEntityType: 'order',
      relatedEntityId: w.orderCreated.id,
      category: 'other',
      priority: 'low',
      description: 'Walk',
    }),
  },
  'dispute.updateStatus': {
    kind: 'record',
    rest: 'PATCH /api/admin/disputes/:id/status',
    input: (w) => ({ id: w.dispute, status: 'investigating' }),
  },
  'user.list': { kind: 'list', rest: 'GET /api/admin/users' },
  'user.update': {
    kind: 'record',
    rest: 'PATCH /api/admin/users/:id',
    input: async (w) => ({ id: await w.freshAccount(), role: 'finance' }),
  },
  'user.deactivate': {
    kind: 'record',
    rest: 'POST /api/admin/users/:id/deactivate',
    input: async (w) => ({ id: await w.freshAccount() }),
  },
  'user.reactivate': {
    kind: 'record',
    rest: 'POST /api/admin/users/:id/reactivate',
    input: async (w) => ({ id: await w.freshAccount(true) }),
  },
  'twoFactor.adminReset': {
    kind: 'record',
    rest: 'POST /api/admin/users/:id/two-factor/reset',
    input: async (w) => ({ id: await w.freshAccount() }),
  },
  // The volume correction calculator (issue 31): any signed-in role, no record.
  'measurement.vcf': {
    kind: 'open',
    rest: 'GET /api/measurements/vcf',
    input: () => ({ product: 'AGO', densityKgM3: '850', temperatureC: '30' }),
  },
  // The kinds that bring their rows in a module of their own (src/kinds/<kind>.ts).
  ...KIND_WALK_ROWS,
};
