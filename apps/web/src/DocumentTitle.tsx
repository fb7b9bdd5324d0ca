import { pageTitle } from '@energy/domain/page-title';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * The browser title of the page at the router's location ("RFQ Management · EnergyHub"), set on every
 * navigation; the server writes the same title into the first frame's index.html (apps/server/src/http/spa.ts).
 */
export function DocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = pageTitle(pathname);
  }, [pathname]);
  return null;
}
