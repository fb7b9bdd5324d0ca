import { createContext, useContext, useSyncExternalStore } from 'react';

/** Below this width rows become cards (Mantine's `sm` breakpoint). */
export const PHONE_QUERY = '(max-width: 48em)';

/** Below this width the app shell slides its navigation off the screen (AppShell's own query: `sm` less 0.1 px). */
export const NAVIGATION_OFF_SCREEN_QUERY = '(max-width: 47.99375em)';

/**
 * Whether the page's first frame was drawn for a narrow screen: the server guesses it from the request (a phone's
 * browser says it is one), and the page tells the browser what it guessed, so that the app takes the frame over
 * drawn as it was (hydration) before it reads the real width.
 */
const DrawnNarrow = createContext(false);
export const DrawnNarrowProvider = DrawnNarrow.Provider;

/**
 * A hook answering whether the screen matches `query` (a max-width): the real width on every render in the browser,
 * but the first frame's guess on the server and while the browser takes that frame over; React then draws the real
 * width if the guess was wrong (a narrow desktop window), once.
 */
function narrowerThan(query: string): () => boolean {
  const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined);
  const subscribe = (changed: () => void): (() => void) => {
    const list = media();
    list?.addEventListener('change', changed);
    return () => list?.removeEventListener('change', changed);
  };
  const matches = () => media()?.matches ?? false;
  return function useNarrower(): boolean {
    const drawnNarrow = useContext(DrawnNarrow);
    return useSyncExternalStore(subscribe, matches, () => drawnNarrow);
  };
}

/** Whether the screen is narrow (rows as cards), as the first frame guessed it until the app has taken it over. */
export const useNarrowScreen = narrowerThan(PHONE_QUERY);

/** Whether the app shell's navigation is off the screen until opened, as the first frame guessed it at first. */
export const useNavigationOffScreen = narrowerThan(NAVIGATION_OFF_SCREEN_QUERY);
