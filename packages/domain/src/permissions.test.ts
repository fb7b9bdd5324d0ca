import { describe, expect, it } from 'vitest';
import { ACTIONS, can, hasAnyAccess, RESOURCES } from './permissions';
import { ROLES } from './roles';

/** Spec 000 §6, transcribed row by row, independently of PERMISSION_MATRIX. */
const SPEC_TABLE: Record<string, string> = {
  buyer:
    'read user, organization, contract, payment, guarantee, pod, shipment; rfq: create, read, update; order: create, read; document: create, read',
  supplier:
    'read user, organization, rfq, contract, order, payment; guarantee: create, read; pod: create, read, update; document: create, read; shipment: read, update',
  logistics:
    'read user, organization, rfq, contract, payment, guarantee; order: read, update; pod: create, read, update; document: create, read; shipment: create, read, update',
  finance:
    'read user, organization, rfq, contract, order, pod, document, shipment; payment: create, read, update; guarantee: read, approve',
};

function grantsOf(row: string): Set<string> {
  const grants = new Set<string>();
  for (const clause of row.split(';').map((c) => c.trim())) {
    if (clause.startsWith('read ')) {
      for (const resource of clause.slice(5).split(',')) grants.add(`${resource.trim()}:read`);
    } else {
      const [resource, actions] = clause.split(':') as [string, string];
      for (const action of actions.split(',')) grants.add(`${resource.trim()}:${action.trim()}`);
    }
  }
  return grants;
}

const cases = ROLES.flatMap((role) =>
  RESOURCES.flatMap((resource) =>
    ACTIONS.map((action) => {
      const allowed = role === 'admin' || grantsOf(SPEC_TABLE[role] ?? '').has(`${resource}:${action}`);
      return { role, resource, action, allowed };
    }),
  ),
);

describe('permission matrix (spec 000 §6)', () => {
  it('covers 5 roles x 10 resources x 5 actions', () => {
    expect(cases).toHaveLength(250);
  });

  it.each(cases)('$role $action $resource -> $allowed', ({ role, resource, action, allowed }) => {
    expect(can(role, resource, action)).toBe(allowed);
  });

  it('grants approve to finance on guarantee only', () => {
    expect(RESOURCES.filter((r) => can('finance', r, 'approve'))).toEqual(['guarantee']);
  });

  it('refuses everything to an unknown role', () => {
    expect(RESOURCES.some((r) => ACTIONS.some((a) => can('auditor', r, a)))).toBe(false);
  });

  it('hasAnyAccess: buyer has none on nothing it reads, logistics none on users it cannot touch', () => {
    expect(hasAnyAccess('buyer', 'rfq')).toBe(true);
    expect(hasAnyAccess('buyer', 'guarantee')).toBe(true);
    expect(hasAnyAccess('logistics', 'order')).toBe(true);
    expect(hasAnyAccess('finance', 'payment')).toBe(true);
    expect(hasAnyAccess('buyer', 'shipment')).toBe(true);
    expect(hasAnyAccess('nobody', 'rfq')).toBe(false);
  });
});
