import { hasAnyAccess, type Resource } from './permissions';
import { DASHBOARD_PATHS, isRole, type Role } from './roles';
import { findRoute } from './routes';

/** Sidebar groups in display order (spec 000 §2, Layout). */
export const SIDEBAR_GROUPS = [
  'Overview',
  'Procurement',
  'Supply & Fulfillment',
  'Transport & Logistics',
  'Finance & Settlements',
  'Operations',
  'Management',
  'Administration',
  'Account',
] as const;
export type SidebarGroup = (typeof SIDEBAR_GROUPS)[number];

/** Which destination an item leads to, whatever its label in a role's portal; the UI picks its icon by it. */
export type NavigationId =
  | 'dashboard'
  | 'notifications'
  | 'rfq'
  | 'quotes'
  | 'orders'
  | 'contracts'
  | 'payments'
  | 'settlements'
  | 'shipments'
  | 'fleet'
  | 'jobs'
  | 'pod'
  | 'documents'
  | 'organizations'
  | 'admin'
  | 'settings'
  | 'content'
  | 'featureFlags'
  | 'priceIndices'
  | 'analytics'
  | 'help'
  | 'reviews'
  | 'disputes'
  | 'users'
  | 'auditLog';

export interface NavigationItem {
  label: string;
  href: string;
  group: SidebarGroup;
  id: NavigationId;
  /** The item is shown only when the role has some access to this resource. */
  resource?: Resource;
}

type ItemSpec = Omit<NavigationItem, 'group'>;

const notifications: ItemSpec = { label: 'Notifications', href: '/notifications', id: 'notifications' };
const orders: ItemSpec = { label: 'Orders', href: '/orders', id: 'orders', resource: 'order' };
const contracts: ItemSpec = { label: 'Contracts', href: '/contracts', id: 'contracts', resource: 'contract' };
const documents: ItemSpec = { label: 'Documents', href: '/documents', id: 'documents', resource: 'document' };
const pod: ItemSpec = { label: 'Proof of Delivery', href: '/pod', id: 'pod', resource: 'pod' };
const rfqAndQuotes: ItemSpec = { label: 'RFQ & Quotes', href: '/rfq', id: 'rfq', resource: 'rfq' };

/** The role's own items, by group (spec 000 §2, Navigation items per role). */
const ROLE_ITEMS: Record<Role, [SidebarGroup, ItemSpec[]][]> = {
  // Beyond the spec's list, the admin also reaches the offers, settlements and fleet screens it may open (the
  // route table admits admin to the fleet area); the admin pages join when their screens exist.
  admin: [
    [
      'Operations',
      [
        rfqAndQuotes,
        { label: 'Offers', href: '/offers', id: 'quotes', resource: 'rfq' },
        orders,
        contracts,
        { label: 'Payments', href: '/payments', id: 'payments', resource: 'payment' },
        { label: 'Settlements', href: '/settlements', id: 'settlements', resource: 'payment' },
        { label: 'Logistics', href: '/logistics', id: 'shipments', resource: 'shipment' },
        { label: 'Fleet Management', href: '/fleet', id: 'fleet', resource: 'shipment' },
      ],
    ],
    [
      'Management',
      [documents, { label: 'Organizations', href: '/organizations', id: 'organizations', resource: 'organization' }],
    ],
    [
      'Administration',
      [
        { label: 'Admin Panel', href: '/admin', id: 'admin', resource: 'user' },
        { label: 'KYB/KYC Reviews', href: '/admin/kyb-kyc-reviews', id: 'reviews', resource: 'user' },
        { label: 'Disputes', href: '/admin/disputes', id: 'disputes', resource: 'user' },
        { label: 'Users', href: '/admin/users', id: 'users', resource: 'user' },
        { label: 'Content', href: '/admin/content', id: 'content' },
        { label: 'Feature Flags', href: '/admin/feature-flags', id: 'featureFlags' },
        { label: 'Price Indices', href: '/admin/price-indices', id: 'priceIndices' },
        { label: 'Analytics', href: '/admin/analytics', id: 'analytics' },
        { label: 'Audit Log', href: '/admin/audit-log', id: 'auditLog' },
      ],
    ],
  ],
  buyer: [['Procurement', [rfqAndQuotes, orders, contracts, documents]]],
  supplier: [
    [
      'Supply & Fulfillment',
      [
        { label: 'RFQ Opportunities', href: '/rfq', id: 'rfq', resource: 'rfq' },
        { label: 'My Quotes', href: '/offers', id: 'quotes', resource: 'rfq' },
        orders,
        contracts,
        pod,
        documents,
      ],
    ],
  ],
  logistics: [
    [
      'Transport & Logistics',
      [
        { label: 'Shipments', href: '/logistics', id: 'shipments', resource: 'shipment' },
        { label: 'Fleet Management', href: '/fleet', id: 'fleet', resource: 'shipment' },
        { label: 'Job Tracking', href: '/fleet/jobs', id: 'jobs', resource: 'shipment' },
        pod,
        orders,
        documents,
      ],
    ],
  ],
  finance: [
    [
      'Finance & Settlements',
      [
        { label: 'Payments', href: '/payments', id: 'payments', resource: 'payment' },
        { label: 'Settlements', href: '/settlements', id: 'settlements', resource: 'payment' },
        orders,
        contracts,
        documents,
      ],
    ],
  ],
};

/** The navigation a role sees, in sidebar order, filtered by resource access. */
export function navigationFor(role: string): NavigationItem[] {
  if (!isRole(role)) return [{ label: 'Settings', href: '/settings', id: 'settings', group: 'Account' }];
  const overview: NavigationItem[] = [
    { label: 'Dashboard', href: DASHBOARD_PATHS[role], id: 'dashboard', group: 'Overview' },
    { ...notifications, group: 'Overview' },
  ];
  const own = ROLE_ITEMS[role].flatMap(([group, items]) => items.map((item) => ({ ...item, group })));
  const account: NavigationItem[] = [
    { label: 'Help Center', href: '/help', id: 'help', group: 'Account' },
    { label: 'Settings', href: '/settings', id: 'settings', group: 'Account' },
  ];
  return [...overview, ...own, ...account].filter((item) => !item.resource || hasAnyAccess(role, item.resource));
}

/** Navigation grouped for the sidebar, groups in display order, empty groups left out. */
export function sidebarFor(role: string): { group: SidebarGroup; items: NavigationItem[] }[] {
  const items = navigationFor(role);
  return SIDEBAR_GROUPS.map((group) => ({ group, items: items.filter((i) => i.group === group) })).filter(
    (g) => g.items.length > 0,
  );
}

/** The item a path belongs to: the longest href the path is at or under, so /fleet/jobs is not /fleet. */
export function navigationItemAt(items: readonly NavigationItem[], pathname: string): NavigationItem | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return items
    .filter((item) => path === item.href || path.startsWith(`${item.href}/`))
    .sort((a, b) => b.href.length - a.href.length)[0];
}

export interface Crumb {
  label: string;
  /** Absent on the last crumb, the page itself. */
  href?: string;
}

/**
 * The breadcrumb for a page: the navigation entry it belongs to (in the role's own words, e.g. "RFQ
 * Opportunities" for a supplier), then the page's title when it lies below that entry. A screen that knows its
 * record's name shows that name instead of the title (RFQ & Quotes > RFQ-2026-000002).
 */
export function breadcrumbFor(role: string, pathname: string, recordName?: string): Crumb[] {
  const item = navigationItemAt(navigationFor(role), pathname);
  const title = recordName ?? findRoute(pathname)?.title;
  if (!item) return title ? [{ label: title }] : [];
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (item.href === path) return [{ label: item.label }];
  return [{ label: item.label, href: item.href }, ...(title ? [{ label: title }] : [])];
}
