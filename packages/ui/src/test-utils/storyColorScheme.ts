import { useSyncExternalStore } from 'react';

/** The colour scheme stories are drawn in: Storybook's toolbar sets it, and the story tests run each story in both. */
export type StoryColorScheme = 'light' | 'dark';

let scheme: StoryColorScheme | undefined;
const listeners = new Set<() => void>();

/** Redraws the mounted stories in `next` (undefined: the page's own scheme, as the app decides it). */
export function setStoryColorScheme(next: StoryColorScheme | undefined): void {
  scheme = next;
  for (const listener of listeners) listener();
}

export function useStoryColorScheme(): StoryColorScheme | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => scheme,
    () => scheme,
  );
}
