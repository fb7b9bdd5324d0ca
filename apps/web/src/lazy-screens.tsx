import { FullPageLoader } from '@energy/ui/components/FullPageLoader';
import { lazy, Suspense, useState, type ComponentType, type ReactElement } from 'react';

type Loader = () => Promise<ComponentType>;

export interface LazyScreen {
  /** The screen, loading its chunk on first render (a loader shows meanwhile). */
  element: ReactElement;
  /** Starts loading the chunk now, e.g. for the page a user is about to see; settles once it has loaded. */
  preload: () => Promise<unknown>;
}

type Module = { default: ComponentType };

/**
 * A thenable that calls back at once. React.lazy reads a module handed over synchronously without
 * suspending, so a screen whose chunk is already in renders on the first pass: no loader frame between
 * the server's first frame and the page (React's lazy initializer checks for this before suspending).
 */
function settled(module: Module): Promise<Module> {
  const thenable = { then: (resolve: (value: Module) => void) => resolve(module) };
  return thenable as unknown as Promise<Module>;
}

/**
 * A screen in its own chunk, fetched when its route is first visited. Each import() is cached by the
 * module loader, so preloading and rendering share one request.
 *
 * A screen whose chunk is already in when it mounts renders without a Suspense boundary, on the server (every
 * chunk is in: preloadEveryScreen) as in the browser taking the server's frame over (boot waits for the page's
 * chunks). React hydrates a boundary after the part around it, in a later pass: the layout's effects then ran
 * first, and its query (the unread counters, which the Notifications screen reads too) could answer before the
 * screen was taken over. The screen then drew the answer over the server's "loading" frame, a hydration error
 * (React #418) that redrew the whole page: seen on /notifications on a slow machine. Without the boundaries the
 * layout and the screen are taken over in one pass, before any effect. Whether a mounted screen has its boundary
 * is fixed when it mounts, so a chunk arriving later never swaps the tree under it.
 */
export function lazyScreen(load: Loader): LazyScreen {
  let loading: Promise<ComponentType> | undefined;
  let loaded: ComponentType | undefined;
  const once = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Screen = lazy(() =>
    loaded ? settled({ default: loaded }) : once().then((component) => ({ default: component })),
  );
  function ScreenHost() {
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded />;
    return (
      <Suspense fallback={<FullPageLoader label="Loading page" />}>
        <Screen />
      </Suspense>
    );
  }
  return { element: <ScreenHost />, preload: once };
}
