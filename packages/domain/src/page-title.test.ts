import { describe, expect, it } from 'vitest';
import { pageTitle, PRODUCT_NAME, withPageTitle } from './page-title';
import { ROUTES } from './routes';

describe('page titles', () => {
  it("names every route's page by its title and the product", () => {
    for (const route of ROUTES) {
      const path = route.path.replaceAll(/:[a-z]+/g, '5d0c4e1a-0000-4000-8000-000000000001');
      expect(pageTitle(path)).toBe(`${route.title} · ${PRODUCT_NAME}`);
    }
    expect(pageTitle('/rfq')).toBe('RFQ Management · EnergyHub');
    expect(pageTitle('/notifications?unread=true')).toBe('Notifications · EnergyHub');
    expect(pageTitle('/no/such/page')).toBe('EnergyHub');
  });

  it('writes the title into index.html, escaped', () => {
    expect(withPageTitle('<head><title>Old</title></head>', 'A <b> & c')).toBe(
      '<head><title>A &lt;b&gt; &amp; c</title></head>',
    );
  });
});
