import { FullPageLoader } from '../../../components/FullPageLoader';
import { lazyPreloaded } from '../../../components/lazyPreloaded';

/**
 * The denial page from its own chunk (its lock icon, the icons chunk with it, and its Mantine parts): only a page the
 * user's role may not enter shows it, so it stays off every other page's first load.
 */
const denialPage = lazyPreloaded(() => import('./DenialPage').then(({ DenialPage }) => DenialPage), <FullPageLoader />);

export const LazyDenialPage = denialPage.Component;
export const preloadDenialPage = denialPage.preload;
