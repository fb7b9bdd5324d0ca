import { describe, expect, it } from 'vitest';
import { checkRouteAccess, findRoute, routePermission } from './routes';

describe('route access (spec 000 §2, §6)', () => {
  it('lets each role into its own dashboard only', () => {
    expect(checkRouteAccess('buyer', '/dashboard/buyer')).toEqual({ allowed: true });
    expect(checkRouteAccess('supplier', '/dashboard/buyer')).toEqual({
      allowed: false,
      reason: 'roles',
      role: 'supplier',
      requiredRoles: ['buyer'],
    });
  });

  it('answers Access Restricted with the required roles for admin-only pages', () => {
    expect(checkRouteAccess('supplier', '/admin/disputes')).toEqual({
      allowed: false,
      reason: 'roles',
      role: 'supplier',
      requiredRoles: ['admin'],
    });
  });

  it('answers Insufficient Permissions naming resource:action where only a permission guards the route', () => {
    expect(checkRouteAccess('supplier', '/rfq/new')).toEqual({
      allowed: false,
      reason: 'permission',
      required: 'rfq:create',
    });
    expect(checkRouteAccess('buyer', '/rfq/new')).toEqual({ allowed: true });
  });

  it('keeps /admin for the admin and opens /organizations to every role (spec: no role restriction)', () => {
    for (const role of ['buyer', 'supplier', 'logistics', 'finance']) {
      expect(checkRouteAccess(role, '/admin')).toEqual({
        allowed: false,
        reason: 'roles',
        role,
        requiredRoles: ['admin'],
      });
      expect(checkRouteAccess(role, '/organizations')).toEqual({ allowed: true });
    }
    expect(checkRouteAccess('admin', '/admin')).toEqual({ allowed: true });
    expect(checkRouteAccess('admin', '/organizations')).toEqual({ allowed: true });
  });

  it("lets finance read its organization's orders", () => {
    expect(checkRouteAccess('finance', '/orders')).toEqual({ allowed: true });
  });

  it('applies the route-to-permission map to paths not in the table', () => {
    expect(routePermission('/orders/123')).toEqual({ resource: 'order', action: 'read' });
    expect(checkRouteAccess('buyer', '/fleet/reports')).toEqual({ allowed: true });
    expect(checkRouteAccess('buyer', '/admin/audit')).toEqual({
      allowed: false,
      reason: 'route',
      route: '/admin/audit',
    });
  });

  it('lets every signed-in role reach the landing, notifications and settings', () => {
    for (const role of ['admin', 'buyer', 'supplier', 'logistics', 'finance']) {
      for (const path of ['/', '/notifications', '/settings']) expect(checkRouteAccess(role, path).allowed).toBe(true);
    }
  });

  it('admits suppliers to RFQ opportunities and RFQ details, but not logistics', () => {
    expect(checkRouteAccess('supplier', '/rfq')).toEqual({ allowed: true });
    expect(checkRouteAccess('supplier', '/rfq/6f1c2b1e-0000-4000-8000-000000000000')).toEqual({ allowed: true });
    expect(checkRouteAccess('logistics', '/rfq')).toMatchObject({ allowed: false, reason: 'roles' });
  });

  it('passes admin through every route', () => {
    for (const path of ['/rfq', '/fleet/jobs', '/admin/feature-flags', '/settlements', '/pod']) {
      expect(checkRouteAccess('admin', path)).toEqual({ allowed: true });
    }
  });

  it('gives an unknown role the default denial, except on pages meant for everyone', () => {
    expect(checkRouteAccess('auditor', '/orders')).toEqual({ allowed: false, reason: 'default' });
    expect(checkRouteAccess('auditor', '/dashboard/buyer')).toEqual({ allowed: false, reason: 'default' });
    expect(checkRouteAccess('auditor', '/settings')).toEqual({ allowed: true });
    expect(checkRouteAccess('auditor', '/notifications')).toEqual({ allowed: true });
  });

  it('matches vehicle detail paths by pattern', () => {
    expect(findRoute('/fleet/vehicles/42')?.title).toBe('Vehicle Details');
    expect(findRoute('/fleet/vehicles/onboard')?.title).toBe('Vehicle Onboarding');
  });

  it('opens Vehicle Onboarding only to the roles the server lets register a vehicle (admin reads fleets, registers none)', () => {
    expect(checkRouteAccess('logistics', '/fleet/vehicles/onboard')).toEqual({ allowed: true });
    expect(checkRouteAccess('admin', '/fleet/vehicles/onboard')).toMatchObject({
      allowed: false,
      reason: 'roles',
      requiredRoles: ['logistics'],
    });
    expect(checkRouteAccess('admin', '/fleet/vehicles')).toEqual({ allowed: true });
  });

  it('keeps the drivers screen for logistics and admin, like the rest of the fleet area', () => {
    expect(findRoute('/fleet/drivers')?.title).toBe('Drivers');
    for (const role of ['logistics', 'admin'])
      expect(checkRouteAccess(role, '/fleet/drivers')).toEqual({ allowed: true });
    for (const role of ['buyer', 'supplier', 'finance'])
      expect(checkRouteAccess(role, '/fleet/drivers')).toMatchObject({ allowed: false, reason: 'roles' });
  });
});
