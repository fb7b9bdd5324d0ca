import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/** A component in its own chunk that a page may need on its first frame, and how to load it ahead. */
export interface PreloadedComponent<P extends object> {
  /** Renders the component: at once when its chunk is in, else in a Suspense boundary showing `fallback`. */
  Component: (props: P) => ReactNode;
  /** Loads the chunk (once; every call shares the request) and settles with the component. */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * A component kept off every page's first load because few pages show it (the denial page, the second factor's
 * enrolment), yet drawn by the server on those that do. The browser preloads its chunk before taking over such a
 * frame (apps/web/src/router.tsx: preloadPath), the server at its start. Once loaded it renders without a Suspense
 * boundary, as the server drew it (a boundary the server did not draw would not hydrate); before, `fallback` shows
 * while the chunk comes. Whether a mounted one has its boundary is fixed when it mounts.
 */
export function lazyPreloaded<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
): PreloadedComponent<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Loading = lazy(() => preload().then((component) => ({ default: component })));
  function Component(props: P) {
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={fallback}>
        <Loading {...props} />
      </Suspense>
    );
  }
  return { Component, preload };
}
