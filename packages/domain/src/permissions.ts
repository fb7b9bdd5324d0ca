import { isRole, type Role } from './roles';

/** Business objects that permissions speak of (spec 000 §3). */
export const RESOURCES = [
  'user', 'organization', 'rfq', 'contract', 'order', 'payment', 'guarantee', 'pod', 'document', 'shipment',
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
    user: ['read'], organization: ['read'], contract: ['read'], payment: ['read'], guarantee: ['read'],
    pod: ['read'], shipment: ['read'],
    rfq: ['create', 'read', 'update'],
    order: ['create', 'read'],
    document: ['create', 'read'],
  },
  supplier: {
    user: ['read'], organization: ['read'], rfq: ['read'], contract: ['read'], order: ['read'], payment: ['read'],
    guarantee: ['create', 'read'],
    pod: ['create', 'read', 'update'],
    document: ['create', 'read'],
    shipment: ['read', 'update'],
  },
  logistics: {
    user: ['read'], organization: ['read'], rfq: ['read'], contract: ['read'], payment: ['read'], guarantee: ['read'],
    order: ['read', 'update'],
    pod: ['create', 'read', 'update'],
    document: ['create', 'read'],
    shipment: ['create', 'read', 'update'],
  },
  finance: {
    user: ['read'], organization: ['read'], rfq: ['read'], contract: ['read'], order: ['read'], pod: ['read'],
    document: ['read'], shipment: ['read'],
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
