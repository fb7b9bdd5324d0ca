import { lazy, Suspense, useState, type ReactNode } from 'react';
import { FullPageLoader } from '../../../components/FullPageLoader';
import type { Denial } from './DenialPage';

type DenialPageComponent = (props: { denial: Denial }) => ReactNode;

let loading: Promise<DenialPageComponent> | undefined;
let loaded: DenialPageComponent | undefined;

/**
 * Loads the denial page's chunk (its lock icon, the icons chunk with it, and its Mantine parts): only a page the
 * user's role may not enter shows it, so it stays off every other page's first load. The browser loads it before
 * taking over a frame the server drew with it (apps/web/src/router.tsx: preloadPath), the server at its start.
 */
export function preloadDenialPage(): Promise<DenialPageComponent> {
  loading ??= import('./DenialPage').then(({ DenialPage }) => {
    loaded = DenialPage;
    return DenialPage;
  });
  return loading;
}

const Loading = lazy(() => preloadDenialPage().then((component) => ({ default: component })));

/**
 * The denial page from its own chunk. Once loaded it renders without a Suspense boundary, as the server drew it (a
 * boundary the server did not draw would not hydrate); before, a loader shows while the chunk comes.
 */
export function LazyDenialPage({ denial }: { denial: Denial }) {
  const [Loaded] = useState(() => loaded);
  if (Loaded) return <Loaded denial={denial} />;
  return (
    <Suspense fallback={<FullPageLoader />}>
      <Loading denial={denial} />
    </Suspense>
  );
}
