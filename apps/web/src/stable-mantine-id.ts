import { useId as useReactId } from 'react';

/**
 * Stands in for @mantine/hooks' `useId` in the app's builds (vite.config.ts). Mantine's swaps React's id for a
 * random one in a layout effect after mounting, so every component holding an id (each input, popover,
 * tooltip and modal, and the app shell) rendered a second time, synchronously, in the commit that hydrated
 * the page (a long task on a phone right after /rfq was hydrated). React's own id is unique within
 * the root, the same on the server and in the browser, and stable: nothing needs replacing.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
