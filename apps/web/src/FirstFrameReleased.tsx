import { ROOT_ELEMENT_ID } from '@energy/domain/page-session';
import { useLayoutEffect } from 'react';

/**
 * The server's first frame of a page comes `inert` (see withRenderedRoot): seen but not usable. Rendered
 * at the top of the app, this lifts that in the commit that takes the frame over, so the page is usable
 * from the moment its scripts run it. (On the server it renders nothing and does nothing.)
 */
export function FirstFrameReleased() {
  useLayoutEffect(() => document.getElementById(ROOT_ELEMENT_ID)?.removeAttribute('inert'), []);
  return null;
}
