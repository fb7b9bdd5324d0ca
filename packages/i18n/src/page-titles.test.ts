import { pageTitle } from '@energy/domain/page-title';
import { ROUTES } from '@energy/domain/routes';
import { describe, expect, it } from 'vitest';
import './all-catalogues';
import { localizedPageTitle } from './page-titles';

describe('page titles in a language', () => {
  it('reads in English exactly as the route table names the pages', () => {
    for (const route of ROUTES) expect(localizedPageTitle(route.path, 'en'), route.path).toBe(pageTitle(route.path));
    expect(localizedPageTitle('/no/such/page', 'en')).toBe('EnergyHub');
  });

  it("names a page in the user's language, with the product's name", () => {
    expect(localizedPageTitle('/rfq?status=open', 'fr')).toBe('Gestion des demandes de prix · EnergyHub');
    expect(localizedPageTitle('/auth', 'de')).not.toBe('Sign In · EnergyHub');
    expect(localizedPageTitle('/no/such/page', 'es')).toBe('EnergyHub');
  });
});
