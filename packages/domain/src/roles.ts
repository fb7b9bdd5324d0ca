/** The five roles of the platform (spec 000 §6). */
export const ROLES = ['admin', 'buyer', 'supplier', 'logistics', 'finance'] as const;
export type Role = (typeof ROLES)[number];

export const DEFAULT_SIGNUP_ROLE: Role = 'buyer';

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Shown in the sidebar's disabled role display (spec 000 §2, Layout). */
export const ROLE_DISPLAY_NAMES: Record<Role, string> = {
  admin: 'Admin Portal',
  buyer: 'Buyer Dashboard',
  supplier: 'Supplier Portal',
  logistics: 'Logistics Hub',
  finance: 'Finance Portal',
};

/** Human names of the roles, for selects and messages. */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrator',
  buyer: 'Buyer',
  supplier: 'Supplier',
  logistics: 'Logistics',
  finance: 'Finance',
};

/** Where `/` sends each role (spec 000 §2, Dashboard entry). */
export const DASHBOARD_PATHS: Record<Role, string> = {
  admin: '/dashboard/admin',
  buyer: '/dashboard/buyer',
  supplier: '/dashboard/supplier',
  logistics: '/dashboard/logistics',
  finance: '/dashboard/finance',
};

/** Where each role lands after signing in (spec 000 §2, Dashboard entry). */
export const LANDING_PATHS: Record<Role, string> = {
  admin: '/admin',
  buyer: '/rfq',
  supplier: '/offers',
  logistics: '/logistics',
  finance: '/payments',
};

/** The kind of organization a role belongs to: finance staff work for the paying (buyer) organization. */
export const ORGANIZATION_TYPES = ['platform', 'buyer', 'supplier', 'logistics'] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

export const ORGANIZATION_TYPE_FOR_ROLE: Record<Role, OrganizationType> = {
  admin: 'platform',
  buyer: 'buyer',
  finance: 'buyer',
  supplier: 'supplier',
  logistics: 'logistics',
};

/**
 * Roles an invitation may carry into an organization of this kind. Administrators are never invited:
 * the first comes from `npm run create-admin`, later ones from the admin sign-up rule.
 */
export function invitableRoles(type: OrganizationType): Role[] {
  return ROLES.filter((role) => role !== 'admin' && ORGANIZATION_TYPE_FOR_ROLE[role] === type);
}
