import { lazy, type LazyExoticComponent } from 'react';

/** Any component React.lazy takes (its own bound, a component of any props). */
type LazyComponent = Awaited<ReturnType<Parameters<typeof lazy>[0]>>['default'];

/**
 * A component a module exports under `name`, kept in that module's chunk: `Component` loads it on its first render (in
 * a Suspense boundary), `preload` starts loading it earlier (on a hover or focus of what opens it). Each import() is
 * cached by the module loader, so both share one request.
 */
export function lazyNamed<M extends { [P in K]: LazyComponent }, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): { Component: LazyExoticComponent<M[K]>; preload: () => void } {
  return {
    Component: lazy(() => load().then((module) => ({ default: module[name] }))),
    preload: () => void load(),
  };
}
