import { describe, expect, it } from 'vitest';
import { breadcrumbFor, navigationFor, sidebarFor } from './navigation';
import { ROLES } from './roles';
import { checkRouteAccess } from './routes';

const labels = (role: string) => navigationFor(role).map((i) => i.label);

describe('navigation per role (spec 000 §2)', () => {
  it.each([
    [
      'admin',
      [
        'Dashboard',
        'Notifications',
        'RFQ & Quotes',
        'Offers',
        'Orders',
        'Contracts',
        'Payments',
        'Settlements',
        'Logistics',
        'Fleet Management',
        'Documents',
        'Organizations',
        'Admin Panel',
        'KYB/KYC Reviews',
        'Disputes',
        'Users',
        'Content',
        'Feature Flags',
        'Price Indices',
        'Analytics',
        'Audit Log',
        'Help Center',
        'Settings',
      ],
    ],
    [
      'buyer',
      ['Dashboard', 'Notifications', 'RFQ & Quotes', 'Orders', 'Contracts', 'Documents', 'Help Center', 'Settings'],
    ],
    [
      'supplier',
      [
        'Dashboard',
        'Notifications',
        'RFQ Opportunities',
        'My Quotes',
        'Orders',
        'Contracts',
        'Proof of Delivery',
        'Documents',
        'Help Center',
        'Settings',
      ],
    ],
    [
      'logistics',
      [
        'Dashboard',
        'Notifications',
        'Shipments',
        'Fleet Management',
        'Job Tracking',
        'Proof of Delivery',
        'Orders',
        'Documents',
        'Help Center',
        'Settings',
      ],
    ],
    [
      'finance',
      [
        'Dashboard',
        'Notifications',
        'Payments',
        'Settlements',
        'Orders',
        'Contracts',
        'Documents',
        'Help Center',
        'Settings',
      ],
    ],
  ])('%s sees %j', (role, expected) => {
    expect(labels(role)).toEqual(expected);
  });

  it('groups the sidebar in the spec order', () => {
    expect(sidebarFor('admin').map((g) => g.group)).toEqual([
      'Overview',
      'Operations',
      'Management',
      'Administration',
      'Account',
    ]);
    expect(sidebarFor('supplier').map((g) => g.group)).toEqual(['Overview', 'Supply & Fulfillment', 'Account']);
  });

  it('links the supplier items to their routes', () => {
    const hrefs = Object.fromEntries(navigationFor('supplier').map((i) => [i.label, i.href]));
    expect(hrefs).toMatchObject({
      'RFQ Opportunities': '/rfq',
      'My Quotes': '/offers',
      'Proof of Delivery': '/pod',
      Dashboard: '/dashboard/supplier',
    });
  });

  it('offers an unknown role only its settings', () => {
    expect(labels('auditor')).toEqual(['Settings']);
  });

  it.each(ROLES)('never offers %s an entry its route would refuse', (role) => {
    for (const item of navigationFor(role))
      expect([item.href, checkRouteAccess(role, item.href)]).toEqual([item.href, { allowed: true }]);
  });
});

describe('breadcrumb from the route', () => {
  it('names the navigation entry of a list page', () => {
    expect(breadcrumbFor('buyer', '/rfq')).toEqual([{ label: 'RFQ & Quotes' }]);
    expect(breadcrumbFor('supplier', '/rfq')).toEqual([{ label: 'RFQ Opportunities' }]);
    expect(breadcrumbFor('finance', '/payments/')).toEqual([{ label: 'Payments' }]);
  });

  it('puts the record name, or else the page title, after its entry', () => {
    expect(breadcrumbFor('buyer', '/rfq/7e1a0000', 'RFQ-2026-000002')).toEqual([
      { label: 'RFQ & Quotes', href: '/rfq' },
      { label: 'RFQ-2026-000002' },
    ]);
    expect(breadcrumbFor('buyer', '/rfq/7e1a0000')).toEqual([
      { label: 'RFQ & Quotes', href: '/rfq' },
      { label: 'RFQ Details' },
    ]);
    expect(breadcrumbFor('buyer', '/rfq/new')).toEqual([
      { label: 'RFQ & Quotes', href: '/rfq' },
      { label: 'Create RFQ' },
    ]);
  });

  it('picks the closest entry and falls back to the route title off the navigation', () => {
    expect(breadcrumbFor('logistics', '/fleet/jobs')).toEqual([{ label: 'Job Tracking' }]);
    expect(breadcrumbFor('logistics', '/fleet/blackouts')).toEqual([
      { label: 'Fleet Management', href: '/fleet' },
      { label: 'Blackout Dates' },
    ]);
    expect(breadcrumbFor('buyer', '/dashboard/buyer')).toEqual([{ label: 'Dashboard' }]);
    expect(breadcrumbFor('buyer', '/payments')).toEqual([{ label: 'Payment Dashboard' }]);
    expect(breadcrumbFor('buyer', '/no/such/page')).toEqual([]);
  });
});
