import { FullPageLoader } from '@energy/ui/components/FullPageLoader';
import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';

type Loader = () => Promise<ComponentType>;

export interface LazyScreen {
  /** The screen, loading its chunk on first render (a loader shows meanwhile). */
  element: ReactElement;
  /** Starts loading the chunk now, e.g. for the page a user is about to see. */
  preload: () => void;
}

/**
 * A screen in its own chunk, fetched when its route is first visited. Each import() is cached by the
 * module loader, so preloading and rendering share one request.
 */
export function lazyScreen(load: Loader): LazyScreen {
  let loading: Promise<ComponentType> | undefined;
  const once = () => (loading ??= load());
  const Screen = lazy(() => once().then((component) => ({ default: component })));
  return {
    element: (
      <Suspense fallback={<FullPageLoader label="Loading page" />}>
        <Screen />
      </Suspense>
    ),
    preload: () => void once(),
  };
}
