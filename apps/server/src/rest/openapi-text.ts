import { actionEntry } from '@energy/domain/actions/registry';
import { transitionOf } from '@energy/domain/actions/verb-table';
import { holds, type AnyPermission } from '@energy/domain/permissions';
import { ROLES } from '@energy/domain/roles';
import type { RestCall } from './routes';

/** One declared tag per router (the first part of a procedure's name), and the health checks. */
export const TAG_DESCRIPTIONS: Record<string, string> = {
  adminConsole: 'The admin console: system health, security alerts and the audit log (admins only).',
  analytics: 'Platform analytics for administrators.',
  apiToken: 'API tokens of the caller’s organization: create (shown once), list, revoke. Needs a signed-in session.',
  auth: 'Sign-in family: register, sign in and out, verify the address, reset the password, change the email.',
  blackout: 'A logistics company’s blackout dates, when its fleet takes no work.',
  budget: 'Budgets of a buyer organization, and what is committed against them.',
  content: 'Content items and the public terms of use.',
  contract: 'Contracts made from accepted offers: papers, signatures, prices fixed, final invoices.',
  dashboard: 'The role dashboards: each role reads its own, admins read all five.',
  dispute: 'Disputes raised by parties and decided by admins.',
  document: 'Uploaded documents: upload, download, share with a counterparty, remove.',
  driver: 'A logistics company’s drivers.',
  featureFlag: 'Feature flags (admins only).',
  health: 'Liveness and readiness of the server, for load balancers and orchestrators.',
  invitation: 'Invitations into an organization: send, preview by token, accept, revoke.',
  job: 'Transport jobs of a logistics company: assignment, tracking, discharge.',
  measurement: 'Measured deliveries: volumes, temperatures, densities, the VCF calculator (API 2540 tables).',
  notification: 'The caller’s notifications and their preferences.',
  offer: 'Suppliers’ offers on RFQs: submit, revise, withdraw, counter, accept.',
  order: 'Orders from signed contracts: confirm, cancel, inspect, confirm receipt, settle quantities.',
  organization: 'Organizations: profile, members, moderation.',
  payment: 'Payments and escrow: holds, captures, releases.',
  phone: 'The caller’s phone number and its SMS verification.',
  pricing: 'Price indices with their quotes, and FX rates.',
  review: 'KYB/KYC reviews: documents submitted by members, decided by admins.',
  rfq: 'Requests for quotation: create, publish, list, cancel, reopen.',
  settings: 'The caller’s own settings: profile, password, preferences, email.',
  settlement: 'Settlements between parties: dues, payments recorded and confirmed, demurrage, netting.',
  shipment: 'Shipments: tender to a carrier, accept, transit, delivery, measurements.',
  tender: 'Transport tenders: carriers bid, the shipper awards.',
  twoFactor: 'Two-factor sign-in: enrol, verify, recovery codes.',
  user: 'Users: the directory of the caller’s organization, and admin user management.',
  vehicle: 'A logistics company’s vehicles.',
  webhook: 'Webhook endpoints of the caller’s organization, their delivery log, resend and test events.',
};

/** The roles whose permissions include this one (admin as the matrix grants it). */
export function rolesHolding(permission: AnyPermission): string[] {
  return ROLES.filter((role) => holds(role, permission));
}

function rolesText(permission: AnyPermission): string {
  const roles = rolesHolding(permission);
  if (roles.length === 0) return 'held by no role';
  return `held by the role${roles.length > 1 ? 's' : ''} ${roles.join(', ')}`;
}

/** What an operation needs, in words: who may call it and where its refusals are explained. */
export function accessDescription(call: RestCall): string {
  const { access } = call;
  switch (access?.kind) {
    case 'public':
      return 'Public: no session or token needed.';
    case 'authenticated':
      return 'Any signed-in caller (session cookie or API token), whatever the role; it acts on the caller’s own account or organization.';
    case 'permission': {
      const permission = `${access.resource}:${access.action}` as AnyPermission;
      return `Needs the permission \`${permission}\`, ${rolesText(permission)}. Records outside the caller’s visibility answer 404 (see Refusal policy).`;
    }
    case 'grant':
      return `Needs the permission \`${access.permission}\`, ${rolesText(access.permission)}. Records outside the caller’s visibility answer 404 (see Refusal policy).`;
    case 'action':
      return [
        `The verb \`${access.action}\`: needs the permission \`${access.permission}\` (${rolesText(access.permission)}), then the caller’s party to the record (403) and the record’s state (409), in that order (see Refusal policy).`,
        `Party: ${actionEntry(access.action).party.who}. State machine: ${transitionOf(access.action)}.`,
        'The record’s `allowedActions` lists the verbs its caller may do now.',
      ].join(' ');
    default:
      return 'Needs a signed-in caller.';
  }
}

/** The document's own description: how to call, the refusal policy, money, events. */
export const API_DESCRIPTION = `Every call also exists as a typed tRPC procedure under \`/api/trpc\`, sharing one implementation. Requests and answers are JSON (UTF-8) unless an operation says otherwise; answers may gain fields in a minor version, so clients must ignore fields they do not know.

## Authentication
A browser signs in with \`POST /api/login\` and sends the session cookie; its writes must carry an allowed \`Origin\` (or \`Sec-Fetch-Site: same-origin\`), else 403. A script sends \`Authorization: Bearer <API token>\` (Settings > API tokens, \`POST /api/tokens\`); it needs no \`Origin\`. Tokens work on every call except the sign-in family (\`auth\`, \`twoFactor\`) and token management (\`apiToken\`).

## Refusal policy
Every refusal has the one error shape \`{ "error": "...", "details": [{ "path", "message" }] }\`, in the caller's language. The checks run in this order, and the first that fails answers:
1. **400** the input is malformed (\`details\` names each field); **413** the body is too large; **415** it is not JSON.
2. **401** no valid session or token (an unknown, revoked or expired token too, with \`WWW-Authenticate: Bearer\`).
3. **403** the caller's role lacks the operation's permission (the message names it, e.g. "Missing permission: rfq:create"), the address is unverified, a write came from another origin, or a token was used where only a session may act.
4. **404** the record does not exist *or the caller may not see it*: records of other organizations are never confirmed to exist.
5. **403** for a verb: the caller sees the record but is not the party that does this verb (a supplier accepting an offer).
6. **409** the record's state does not allow the verb now, or the write conflicts with another (a duplicate, a stale version).
7. **422** the request is well formed but cannot be done as asked (an amount that does not match the payment, an \`Idempotency-Key\` reused with another body, a price index without quotes).
8. **429** too many requests: the API token's rate limit (600 a minute by default, with \`RateLimit-Policy\` and \`RateLimit\` headers) or the sign-in throttles; \`Retry-After\` says how many seconds to wait.
9. **503** the database cannot be reached; retry later. **500** is a fault of ours, logged with the request's id.

## Permissions per role
Each operation's description names its permission and the roles that hold it. The roles are ${ROLES.join(', ')}; the permission matrix is the one of packages/domain/src/permissions.ts (the CRUD matrix of the specification, and the domain's own verbs). A verb's party and state rules come on top: \`allowedActions\` on each record lists what its caller may do now.

## Money
Every money field of a request or an answer is an integer, its unit in the field's \`x-money\` extension: amounts in **minor units** of their currency (85050 is EUR 850.50), with the currency's ISO 4217 code beside them; unit prices and differentials in **ten-thousandths** of the currency unit (6505000 is 650.50 per litre). Until the sunset an input also takes the deprecated decimal string in major units. Answers use the same integers: an offer created with \`unitPrice: 6505000\` answers \`unitPrice: 6505000\`. Quantities, percentages, FX rates and price-index values are not money: quantities and measured figures that an audit depends on travel as decimal strings (\`"32588"\`, \`"0.9875"\`).

## Live events
The signed-in browser receives its organization's events over the tRPC subscription \`events.live\` at \`/api/trpc/events.live\` (Server-Sent Events). Integrators receive the same events as webhooks: see \`webhooks\` below, signed with the Standard Webhooks headers (\`webhook-id\`, \`webhook-timestamp\`, \`webhook-signature\`).

## Versioning
The version of this document follows semantic versioning; breaking changes, deprecations (\`Deprecation\` and \`Sunset\` headers) and the changelog are described in docs/API.md.`;
