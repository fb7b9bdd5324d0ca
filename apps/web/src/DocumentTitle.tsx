import { PRODUCT_NAME } from '@energy/domain/page-title';
import { findRoute } from '@energy/domain/routes';
import { usePageTitles } from '@energy/ui/i18n/pageTitles';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * The browser title of the page at the router's location ("RFQ Management · EnergyHub"), in the page's language,
 * set on every navigation; the server writes the same title, in the user's language (else the browser's), into the
 * first frame's index.html (apps/server/src/http/spa.ts, localizedPageTitle).
 */
export function DocumentTitle() {
  const { pathname } = useLocation();
  const { title } = usePageTitles();
  const route = findRoute(pathname);
  const shown = route ? `${title(route.title)} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  useEffect(() => {
    document.title = shown;
  }, [shown]);
  return null;
}
