import { ROOT_ELEMENT_ID } from '@energy/domain/page-session';
import { useLayoutEffect } from 'react';
import { replayEarlyTap } from './first-frame/earlyTap';

/**
 * The server's first frame of a page comes `inert` (see withRenderedRoot): seen but not usable. Rendered
 * at the top of the app, this lifts that in the commit that takes the frame over, so the page is usable
 * from the moment its scripts run it; a tap made on the frame before then is replayed once the commit's
 * handlers are in place (first-frame/earlyTap.ts). (On the server it renders nothing and does nothing.)
 */
export function FirstFrameReleased() {
  useLayoutEffect(() => {
    const root = document.getElementById(ROOT_ELEMENT_ID);
    if (!root) return;
    root.removeAttribute('inert');
    const replay = setTimeout(() => replayEarlyTap(root), 0);
    return () => clearTimeout(replay);
  }, []);
  return null;
}
