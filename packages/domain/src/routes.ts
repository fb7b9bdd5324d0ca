import { can, hasAnyAccess, holds, permissionName, type Action, type Permission, type Resource } from './permissions';
import { isRole, ROLES, type Role } from './roles';

export interface RoutePermission {
  resource: Resource;
  action: Action;
}

export interface RouteDefinition {
  /** A path pattern; `:id` matches one segment. */
  path: string;
  title: string;
  /** Roles allowed in; absent means any signed-in role. */
  roles?: readonly Role[];
  /** A resource/action permission the role must hold. */
  permission?: RoutePermission;
  /** Public routes need no session. */
  public?: boolean;
  /**
   * The screen shown there, by its folder under packages/ui/src/screens ('fleet/VehicleListScreen'); the web app
   * loads it in its own chunk. Absent: the web app binds the page itself (apps/web/src/router.tsx), or shows the
   * coming-soon page.
   */
  screen?: string;
}

const LOGISTICS_AND_ADMIN: readonly Role[] = ['logistics', 'admin'];
const FLEET_MANAGERS: readonly Role[] = ROLES.filter((role) => holds(role, 'fleet:manage'));
const ADMIN_ONLY: readonly Role[] = ['admin'];
const WEBHOOK_MEMBERS: readonly Role[] = ROLES.filter((role) => holds(role, 'webhook:read'));

/** The route table of spec 000 §2 and spec 001 §2. */
export const ROUTES: readonly RouteDefinition[] = [
  { path: '/auth', title: 'Sign In', public: true },
  { path: '/forgot-password', title: 'Forgot Password', public: true },
  { path: '/reset-password', title: 'Reset Password', public: true },
  // The pages of the links that prove an address.
  { path: '/verify-email', title: 'Verify Email', public: true },
  { path: '/email-change/confirm', title: 'Confirm Email Change', public: true },
  { path: '/email-change/undo', title: 'Undo Email Change', public: true },
  // The published terms, linked from sign-up: readable before an account exists.
  { path: '/terms', title: 'Terms of Service', public: true },
  { path: '/', title: 'Dashboard' },
  { path: '/dashboard/buyer', title: 'Procurement Dashboard', roles: ['buyer'] },
  { path: '/dashboard/supplier', title: 'Supplier Portal', roles: ['supplier'] },
  { path: '/dashboard/logistics', title: 'Logistics Hub', roles: ['logistics'] },
  { path: '/dashboard/finance', title: 'Finance Portal', roles: ['finance'] },
  { path: '/dashboard/admin', title: 'Admin Portal', roles: ['admin'] },
  // Suppliers browse open RFQs here too ("RFQ Opportunities"); the spec's table lists buyer and admin only.
  {
    path: '/rfq',
    title: 'RFQ Management',
    roles: ['buyer', 'supplier', 'admin'],
    permission: { resource: 'rfq', action: 'read' },
  },
  { path: '/rfq/new', title: 'Create RFQ', permission: { resource: 'rfq', action: 'create' } },
  {
    path: '/rfq/:id',
    title: 'RFQ Details',
    roles: ['buyer', 'supplier', 'admin'],
    permission: { resource: 'rfq', action: 'read' },
  },
  // The spec's table leaves finance out, while its navigation lists Orders for finance and finance holds
  // order:read: finance reads its organization's orders, so the route admits it (README, "Access").
  {
    path: '/orders',
    title: 'Order Management',
    roles: ['buyer', 'supplier', 'finance', 'logistics', 'admin'],
    permission: { resource: 'order', action: 'read' },
  },
  {
    path: '/logistics',
    title: 'Logistics Dashboard',
    roles: LOGISTICS_AND_ADMIN,
    permission: { resource: 'shipment', action: 'read' },
  },
  {
    path: '/payments',
    title: 'Payment Dashboard',
    screen: 'fulfilment/PaymentDashboardScreen',
    roles: ['finance', 'admin'],
    permission: { resource: 'payment', action: 'read' },
  },
  {
    path: '/offers',
    title: 'Offers Management',
    screen: 'procurement/OffersManagementScreen',
    roles: ['supplier', 'admin'],
    permission: { resource: 'rfq', action: 'read' },
  },
  {
    path: '/contracts',
    title: 'Contracts',
    screen: 'procurement/ContractsScreen',
    roles: ['buyer', 'supplier', 'finance', 'admin'],
    permission: { resource: 'contract', action: 'read' },
  },
  {
    path: '/settlements',
    title: 'Settlement Dashboard',
    roles: ['finance', 'admin'],
    permission: { resource: 'payment', action: 'read' },
  },
  {
    path: '/fleet',
    title: 'Fleet Management',
    screen: 'fleet/FleetOverviewScreen',
    roles: LOGISTICS_AND_ADMIN,
    permission: { resource: 'shipment', action: 'read' },
  },
  {
    path: '/fleet/vehicles',
    title: 'Fleet Management',
    screen: 'fleet/VehicleListScreen',
    roles: LOGISTICS_AND_ADMIN,
    permission: { resource: 'shipment', action: 'read' },
  },
  // Only the roles holding vehicle.create's permission (admin reads fleets but registers no vehicle).
  {
    path: '/fleet/vehicles/onboard',
    title: 'Vehicle Onboarding',
    roles: FLEET_MANAGERS,
    permission: { resource: 'shipment', action: 'create' },
  },
  { path: '/fleet/vehicles/:id', title: 'Vehicle Details', roles: LOGISTICS_AND_ADMIN },
  // The spec lists drivers but no screen to manage them; this adds one here, for the same roles as the fleet.
  { path: '/fleet/drivers', title: 'Drivers', roles: LOGISTICS_AND_ADMIN },
  { path: '/fleet/blackouts', title: 'Blackout Dates', roles: LOGISTICS_AND_ADMIN },
  { path: '/fleet/tenders', title: 'Tender Inbox', screen: 'fleet/TenderInboxScreen', roles: LOGISTICS_AND_ADMIN },
  {
    path: '/fleet/assignments',
    title: 'Driver Assignment',
    screen: 'fleet/DriverAssignmentScreen',
    roles: LOGISTICS_AND_ADMIN,
  },
  {
    path: '/fleet/jobs',
    title: 'Live Job Tracking',
    roles: LOGISTICS_AND_ADMIN,
    permission: { resource: 'shipment', action: 'update' },
  },
  {
    path: '/pod',
    title: 'Proof of Delivery',
    roles: ['supplier', 'logistics', 'admin'],
    permission: { resource: 'pod', action: 'read' },
  },
  { path: '/notifications', title: 'Notifications', screen: 'notifications/NotificationsScreen' },
  {
    path: '/documents',
    title: 'Documents',
    screen: 'documents/DocumentsScreen',
    permission: { resource: 'document', action: 'read' },
  },
  { path: '/settings', title: 'Settings', screen: 'settings/SettingsScreen' },
  // Every role creates its organization's API tokens (apiToken:manage), each no stronger than its creator.
  { path: '/settings/api-tokens', title: 'API Tokens', screen: 'settings/ApiTokensScreen' },
  // The members of an organization (webhook:read) register its webhook endpoints and read their delivery logs.
  { path: '/settings/webhooks', title: 'Webhooks', roles: WEBHOOK_MEMBERS, screen: 'settings/WebhooksScreen' },
  {
    path: '/settings/webhooks/:id',
    title: 'Webhook Deliveries',
    roles: WEBHOOK_MEMBERS,
    screen: 'settings/WebhookDeliveriesScreen',
  },
  // Published help articles, FAQ, policies and terms, for every signed-in user.
  { path: '/help', title: 'Help Center', screen: 'help/HelpCenterScreen' },
  { path: '/help/:id', title: 'Help Article', screen: 'help/HelpArticleScreen' },
  // Spec: no role restriction. Admins see and edit every organization; members their own and their counterparties.
  {
    path: '/organizations',
    title: 'Organizations',
    screen: 'organizations/OrganizationsScreen',
    permission: { resource: 'organization', action: 'read' },
  },
  // Every role holds user:read (for its own profile), so the spec's permission alone would let anyone in:
  // the admin panel is the admin's (navigation lists it for admin only).
  {
    path: '/admin',
    title: 'Admin Panel',
    screen: 'admin/AdminPanelScreen',
    roles: ADMIN_ONLY,
    permission: { resource: 'user', action: 'read' },
  },
  {
    path: '/admin/kyb-kyc-reviews',
    title: 'KYB/KYC Review Queue',
    screen: 'admin/KybKycReviewsScreen',
    roles: ADMIN_ONLY,
    permission: { resource: 'user', action: 'approve' },
  },
  { path: '/admin/disputes', title: 'Disputes', screen: 'admin/DisputesScreen', roles: ADMIN_ONLY },
  {
    path: '/admin/users',
    title: 'Users',
    screen: 'admin/AdminUsersScreen',
    roles: ADMIN_ONLY,
    permission: { resource: 'user', action: 'update' },
  },
  { path: '/admin/content', title: 'Content', screen: 'admin/ContentScreen', roles: ADMIN_ONLY },
  { path: '/admin/feature-flags', title: 'Feature Flags', screen: 'admin/FeatureFlagsScreen', roles: ADMIN_ONLY },
  {
    path: '/admin/price-indices',
    title: 'Price Indices',
    screen: 'admin/PriceIndicesScreen',
    roles: ADMIN_ONLY,
  },
  { path: '/admin/analytics', title: 'Analytics', roles: ADMIN_ONLY },
  { path: '/admin/audit-log', title: 'Audit Log', screen: 'admin/AuditLogScreen', roles: ADMIN_ONLY },
];

function matches(pattern: string, path: string): boolean {
  const a = pattern.split('/');
  const b = path.split('/');
  return a.length === b.length && a.every((part, i) => part.startsWith(':') || part === b[i]);
}

/** The route definition for a concrete path, preferring exact matches over patterns. */
export function findRoute(path: string): RouteDefinition | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return ROUTES.find((r) => r.path === clean) ?? ROUTES.find((r) => matches(r.path, clean));
}

/**
 * The route-to-permission map of spec 000 §6: what a role needs to see a path at all.
 * `null` means everyone signed in.
 */
export function routePermission(path: string): RoutePermission | 'admin-only' | 'any-shipment' | null {
  if (path === '/admin' || path.startsWith('/admin/'))
    return path === '/admin' ? { resource: 'user', action: 'read' } : 'admin-only';
  if (path.startsWith('/fleet/')) return 'any-shipment';
  const prefixes: [string, RoutePermission][] = [
    ['/rfq/new', { resource: 'rfq', action: 'create' }],
    ['/rfq', { resource: 'rfq', action: 'read' }],
    ['/offers', { resource: 'rfq', action: 'read' }],
    ['/orders', { resource: 'order', action: 'read' }],
    ['/contracts', { resource: 'contract', action: 'read' }],
    ['/payments', { resource: 'payment', action: 'read' }],
    ['/settlements', { resource: 'payment', action: 'read' }],
    ['/logistics', { resource: 'shipment', action: 'read' }],
    ['/fleet', { resource: 'shipment', action: 'read' }],
    ['/documents', { resource: 'document', action: 'read' }],
    ['/organizations', { resource: 'organization', action: 'read' }],
  ];
  const hit = prefixes.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
  return hit ? hit[1] : null;
}

function passesRouteMap(role: string, path: string): boolean {
  const need = routePermission(path);
  if (need === null) return true;
  if (need === 'admin-only') return role === 'admin';
  if (need === 'any-shipment') return hasAnyAccess(role, 'shipment');
  return can(role, need.resource, need.action);
}

/** Why a signed-in user may not open a page; each reason has its own denial page (spec 000 §2). */
export type AccessDecision =
  | { allowed: true }
  | { allowed: false; reason: 'roles'; role: string; requiredRoles: readonly Role[] }
  | { allowed: false; reason: 'permission'; required: Permission }
  | { allowed: false; reason: 'route'; route: string }
  | { allowed: false; reason: 'default' };

/** Applies, in order: the route's allowed roles, its permission, then the route-to-permission map. */
export function checkRouteAccess(role: string, path: string): AccessDecision {
  const route = findRoute(path);
  if (route?.public) return { allowed: true };
  if (!isRole(role)) {
    // A role the app does not know may still open pages meant for everyone (e.g. /settings to fix it).
    const forEveryone = route && !route.roles && !route.permission && routePermission(path) === null;
    return forEveryone ? { allowed: true } : { allowed: false, reason: 'default' };
  }
  if (route?.roles && !route.roles.includes(role)) {
    return { allowed: false, reason: 'roles', role, requiredRoles: route.roles };
  }
  if (route?.permission && !can(role, route.permission.resource, route.permission.action)) {
    return {
      allowed: false,
      reason: 'permission',
      required: permissionName(route.permission.resource, route.permission.action),
    };
  }
  if (!passesRouteMap(role, path)) return { allowed: false, reason: 'route', route: path };
  return { allowed: true };
}
