import { useLayoutEffect } from 'react';

/**
 * The server's first frame of a page comes `inert` (see withRenderedRoot): seen but not usable. Rendered
 * at the top of the app, this lifts that in the commit that replaces the frame, so the app is usable from
 * its first paint and the frame never was.
 */
export function FirstFrameReleased({ container }: { container: HTMLElement }) {
  useLayoutEffect(() => container.removeAttribute('inert'), [container]);
  return null;
}
