import { PRODUCT_NAME } from '@energy/domain/page-title';
import { findRoute } from '@energy/domain/routes';
import type { Language } from './languages';
import { layout } from './messages/en/layout';
import { loadedCatalogue } from './translator';

/**
 * The catalogue key of a page title or navigation label: its English words in camel case, "RFQ & Quotes" is
 * rfqQuotes, "KYB/KYC Review Queue" is kybKycReviewQueue. The route table and the navigation keep their English
 * words (the spec's); the catalogue's layout.pages and layout.groups give them in each language.
 */
export function pageKey(english: string): string {
  return english
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word, index) => {
      const lower = word.toLowerCase();
      return index === 0 ? lower : lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .join('');
}

/**
 * The browser title of a page in a language (its catalogue loaded, else English): the route's title from
 * layout.pages and the product's name, "RFQ Management · EnergyHub", "Gestion des demandes de prix · EnergyHub";
 * the product's name alone for a path no route knows. The server writes it into the first frame; the browser
 * sets the same on every navigation (apps/web/src/DocumentTitle.tsx).
 */
export function localizedPageTitle(path: string, language: Language): string {
  const route = findRoute(path.split(/[?#]/)[0] ?? '/');
  if (!route) return PRODUCT_NAME;
  const key = pageKey(route.title) as keyof typeof layout.pages;
  // English's page titles are here before its catalogue: the first page's title needs no more.
  const pages = (loadedCatalogue(language)?.layout ?? layout).pages;
  const title = Object.hasOwn(pages, key) ? pages[key] : route.title;
  return `${title} · ${PRODUCT_NAME}`;
}
