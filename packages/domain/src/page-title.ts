import { findRoute } from './routes';

/** The product's name, as the spec's screens and mails have it ("Go to EnergyHub"). */
export const PRODUCT_NAME = 'EnergyHub';

/**
 * The browser title of a page: its route's title and the product's name, e.g. "RFQ Management · EnergyHub";
 * the product's name alone for a path no route knows.
 */
export function pageTitle(path: string): string {
  const route = findRoute(path.split(/[?#]/)[0] ?? '/');
  return route ? `${route.title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

const escapeHtml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** index.html with its <title> replaced by `title` (the server's first frame of every page). */
export function withPageTitle(html: string, title: string): string {
  return html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
}
