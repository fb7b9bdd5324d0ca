import { createContext, useContext, useSyncExternalStore } from 'react';

/** Below this width rows become cards (Mantine's `sm` breakpoint). */
export const PHONE_QUERY = '(max-width: 48em)';

/**
 * Whether the page's first frame was drawn for a narrow screen: the server guesses it from the request (a phone's
 * browser says it is one), and the page tells the browser what it guessed, so that the app takes the frame over
 * drawn as it was (hydration) before it reads the real width.
 */
const DrawnNarrow = createContext(false);
export const DrawnNarrowProvider = DrawnNarrow.Provider;

const phoneMedia = () => (typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : undefined);

function subscribe(changed: () => void): () => void {
  const media = phoneMedia();
  media?.addEventListener('change', changed);
  return () => media?.removeEventListener('change', changed);
}

const isNarrow = () => phoneMedia()?.matches ?? false;

/**
 * Whether the screen is narrow (rows as cards): the real width on every render in the browser, but the first
 * frame's guess on the server and while the browser takes that frame over; React then draws the real width if the
 * guess was wrong (a narrow desktop window), once.
 */
export function useNarrowScreen(): boolean {
  const drawnNarrow = useContext(DrawnNarrow);
  return useSyncExternalStore(subscribe, isNarrow, () => drawnNarrow);
}
