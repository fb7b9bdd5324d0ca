import { isRole, type Role } from './roles';

/** Business objects that permissions speak of (spec 000 §3). */
export const RESOURCES = [
  'user',
  'organization',
  'rfq',
  'contract',
  'order',
  'payment',
  'guarantee',
  'pod',
  'document',
  'shipment',
] as const;
export type Resource = (typeof RESOURCES)[number];

export const ACTIONS = ['create', 'read', 'update', 'delete', 'approve'] as const;
export type Action = (typeof ACTIONS)[number];

export type Permission = `${Resource}:${Action}`;

export function permissionName(resource: Resource, action: Action): Permission {
  return `${resource}:${action}`;
}

type Grants = Partial<Record<Resource, readonly Action[]>>;

/**
 * The permission matrix of spec 000 §6, exactly. Admin is not listed: a check for admin always passes.
 */
export const PERMISSION_MATRIX: Record<Exclude<Role, 'admin'>, Grants> = {
  buyer: {
    user: ['read'],
    organization: ['read'],
    contract: ['read'],
    payment: ['read'],
    guarantee: ['read'],
    pod: ['read'],
    shipment: ['read'],
    rfq: ['create', 'read', 'update'],
    order: ['create', 'read'],
    document: ['create', 'read'],
  },
  supplier: {
    user: ['read'],
    organization: ['read'],
    rfq: ['read'],
    contract: ['read'],
    order: ['read'],
    payment: ['read'],
    guarantee: ['create', 'read'],
    pod: ['create', 'read', 'update'],
    document: ['create', 'read'],
    shipment: ['read', 'update'],
  },
  logistics: {
    user: ['read'],
    organization: ['read'],
    rfq: ['read'],
    contract: ['read'],
    payment: ['read'],
    guarantee: ['read'],
    order: ['read', 'update'],
    pod: ['create', 'read', 'update'],
    document: ['create', 'read'],
    shipment: ['create', 'read', 'update'],
  },
  finance: {
    user: ['read'],
    organization: ['read'],
    rfq: ['read'],
    contract: ['read'],
    order: ['read'],
    pod: ['read'],
    document: ['read'],
    shipment: ['read'],
    payment: ['create', 'read', 'update'],
    guarantee: ['read', 'approve'],
  },
};

/** May this role do this action on this resource? Unknown roles may do nothing. */
export function can(role: string, resource: Resource, action: Action): boolean {
  if (!isRole(role)) return false;
  if (role === 'admin') return true;
  return PERMISSION_MATRIX[role][resource]?.includes(action) ?? false;
}

/** Has this role any access at all to the resource? Shows or hides navigation and screens. */
export function hasAnyAccess(role: string, resource: Resource): boolean {
  return ACTIONS.some((action) => can(role, resource, action));
}

/**
 * The domain's own verbs, where create/read/update/delete does not say what happens (Resource x CustomAction,
 * as cal.com's permission registry). The spec's CRUD matrix above stays as it is, since screens show it; the
 * action registry (actions/registry.ts) names one permission per verb, from either list.
 */
export const CUSTOM_ACTIONS = {
  rfq: ['cancel'],
  offer: ['submit', 'revise', 'withdraw', 'accept', 'counter', 'respondToCounter'],
  contract: ['sign'],
  /**
   * recordPaid: the payer's record of a payment made outside the platform; confirm: the payee's answer to it (its supplier
   * account, as finance accounts sit with buyers only; a carrier's logistics account for the demurrage payable to it;
   * or an admin).
   */
  settlement: ['recordPaid', 'confirm'],
  order: ['confirm', 'cancel', 'confirmReceipt'],
  /** measure: the carrier records and corrects what it loaded (measured delivery). */
  shipment: ['tender', 'accept', 'startTransit', 'deliver', 'measure'],
  pod: ['submit'],
  payment: ['process'],
  organization: ['invite', 'update', 'moderate'],
  /** Fleet (spec 001): a logistics company's own vehicles, drivers, blackouts, tenders and jobs; admin reads. */
  fleet: ['read', 'manage'],
  tender: ['bid', 'award'],
  job: ['assign', 'update'],
  /** The role dashboards (spec 000 §2): each role reads its own; admin reads all five, platform-wide. */
  dashboard: ['buyer', 'supplier', 'logistics', 'finance', 'admin'],
  /** Documents (spec 001): the uploading organization shares and removes its own; `document:create` uploads. */
  document: ['share', 'remove'],
  /** Platform administration (spec 001 admin screens): content items, feature flags, analytics; admin only. */
  content: ['manage'],
  featureFlag: ['manage'],
  analytics: ['read'],
  /** The admin console: system health, security alerts and the audit log; admin only. */
  audit: ['read'],
  /** KYB/KYC (spec 001): members submit their organization's and their own documents; admins decide under user:approve. */
  review: ['submit'],
  /** Disputes: parties raise them; admins investigate, resolve and escalate. */
  dispute: ['raise', 'decide'],
  /** Budgets: a buyer organization's buyers and finance set them and read them; admin reads. */
  budget: ['read', 'manage'],
  /** Pricing: price indices with their quotes, and FX rates; every role reads them, admins keep them. */
  pricing: ['read', 'manage'],
  /** API tokens (Settings > API tokens): every role creates and revokes its organization's, each no stronger than its creator. */
  apiToken: ['manage'],
  /** Webhooks: an organization's members register endpoints that receive its events, and read their delivery log. */
  webhook: ['read', 'manage'],
} as const;
type CustomResource = keyof typeof CUSTOM_ACTIONS;
export type CustomPermission = { [R in CustomResource]: `${R}:${(typeof CUSTOM_ACTIONS)[R][number]}` }[CustomResource];
/** Any permission a procedure may require: a CRUD pair of the spec's matrix or one of the domain's verbs. */
export type AnyPermission = Permission | CustomPermission;

export const CUSTOM_PERMISSIONS = (Object.entries(CUSTOM_ACTIONS) as [CustomResource, readonly string[]][]).flatMap(
  ([resource, actions]) => actions.map((action) => `${resource}:${action}` as CustomPermission),
);

/**
 * Who holds the domain verbs: the roles that do them (who is the party is the registry's party rule).
 * Admin is listed like any role, with the moderation verbs only: a platform admin may cancel an RFQ or an
 * order on anyone's behalf and invite into any organization, but never makes a party's commercial
 * commitment (offer, accept, counter, sign, confirm, pay, move goods). See actions/authorize.ts.
 */
export const CUSTOM_GRANTS: Record<Role, readonly CustomPermission[]> = {
  admin: [
    'rfq:cancel',
    'order:cancel',
    'organization:invite',
    'organization:update',
    'organization:moderate',
    'fleet:read',
    'dashboard:buyer',
    'dashboard:supplier',
    'dashboard:logistics',
    'dashboard:finance',
    'dashboard:admin',
    'content:manage',
    'featureFlag:manage',
    'analytics:read',
    'audit:read',
    'dispute:decide',
    'settlement:confirm',
    'budget:read',
    'pricing:read',
    'pricing:manage',
    'apiToken:manage',
  ],
  buyer: [
    'rfq:cancel',
    'offer:accept',
    'offer:counter',
    'contract:sign',
    'order:cancel',
    'order:confirmReceipt',
    'organization:invite',
    'organization:update',
    'dashboard:buyer',
    'document:share',
    'document:remove',
    'review:submit',
    'dispute:raise',
    'budget:read',
    'budget:manage',
    'pricing:read',
    'apiToken:manage',
    'webhook:read',
    'webhook:manage',
  ],
  supplier: [
    'offer:submit',
    'offer:revise',
    'offer:withdraw',
    'offer:respondToCounter',
    'contract:sign',
    'order:confirm',
    'order:cancel',
    'shipment:tender',
    'tender:award',
    'pod:submit',
    'organization:invite',
    'organization:update',
    'dashboard:supplier',
    'document:share',
    'document:remove',
    'review:submit',
    'dispute:raise',
    'settlement:confirm',
    'pricing:read',
    'apiToken:manage',
    'webhook:read',
    'webhook:manage',
  ],
  logistics: [
    'shipment:accept',
    'shipment:startTransit',
    'shipment:deliver',
    'shipment:measure',
    'pod:submit',
    'settlement:confirm',
    'organization:invite',
    'organization:update',
    'fleet:read',
    'fleet:manage',
    'tender:bid',
    'job:assign',
    'job:update',
    'dashboard:logistics',
    'document:share',
    'document:remove',
    'review:submit',
    'dispute:raise',
    'pricing:read',
    'apiToken:manage',
    'webhook:read',
    'webhook:manage',
  ],
  finance: [
    'order:cancel',
    'settlement:recordPaid',
    'settlement:confirm',
    'payment:process',
    'organization:invite',
    'dashboard:finance',
    'review:submit',
    'dispute:raise',
    'budget:read',
    'budget:manage',
    'pricing:read',
    'apiToken:manage',
    'webhook:read',
    'webhook:manage',
  ],
};

function isCustomPermission(permission: string): permission is CustomPermission {
  return (CUSTOM_PERMISSIONS as readonly string[]).includes(permission);
}

/** Does this role hold this permission (CRUD through `can`, a domain verb through CUSTOM_GRANTS)? */
export function holds(role: string, permission: AnyPermission): boolean {
  if (!isRole(role)) return false;
  if (isCustomPermission(permission)) return CUSTOM_GRANTS[role].includes(permission);
  const [resource, action] = permission.split(':') as [Resource, Action];
  return can(role, resource, action);
}
