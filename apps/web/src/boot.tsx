import { createQueryClient } from '@energy/ui/components/AppProviders/AppProviders';
// Relative: the ui package exports only .tsx subpaths, and this is a plain .ts module.
import { readPageSession, seedPageSession } from '@energy/ui/session/pageSession';
import { visitorLanguage } from '@energy/ui/i18n/currentLanguage';
import { loadScreenTexts } from '@energy/i18n/translator';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App, type AppClients } from './App';
import { type DrawnFrame, startFromPageData } from './first-frame/pageData';
import { preloadPath } from './router';
import { createBrowserTrpcClient } from './trpc';

/**
 * The page's query cache, starting with the session user and the answers of the first frame (both written into the
 * page by the server), and its tRPC client.
 */
function pageClients(): { clients: AppClients; frame: DrawnFrame } {
  const queryClient = createQueryClient();
  seedPageSession(queryClient);
  const frame = startFromPageData(queryClient);
  return { clients: { queryClient, trpcClient: createBrowserTrpcClient() }, frame };
}

/**
 * Over the server's first frame React takes the page over as it stands (hydrates it): no second drawing
 * of the page, no style and layout pass over a new tree. Without a frame (signed out) it renders. Either
 * way as a transition, built in slices that yield to the browser between them instead of one long task
 * (Lighthouse's Total Blocking Time on /rfq).
 */
function mount(container: HTMLElement, drawn: boolean) {
  const { clients, frame } = pageClients();
  const app = <App clients={clients} router={BrowserRouter} frame={frame} />;
  if (drawn) {
    startTransition(() => void hydrateRoot(container, app));
    return;
  }
  const root = createRoot(container);
  startTransition(() => root.render(app));
}

/**
 * Starts the app in `container`, in separate tasks, not one: evaluating the modules, starting the page's
 * chunks (the layout's and the screen's, with their stylesheets), and mounting React each block input for
 * a while; one after another in a single task they made /rfq's longest task under Lighthouse's phone.
 * The chunks start first, so their requests go out at once. Over the server's first frame,
 * React mounts once the page's chunks are in: hydrating needs every screen of the page at hand (a failed
 * chunk mounts too, and the router shows the failure).
 */
export function boot(container: HTMLElement): void {
  const drawn = container.childElementCount > 0;
  // The page speaks its user's language from its first frame: that language's catalogue (the only one the page
  // loads; English's screens' texts for English) is in before React mounts, fetched beside the page's chunks. Should
  // it fail, English's; should that fail too, the page mounts and LanguageProvider asks again.
  const user = readPageSession();
  const language = user?.preferences.language ?? visitorLanguage();
  setTimeout(() => {
    const catalogue = loadScreenTexts(language)
      .catch(() => loadScreenTexts('en'))
      .catch(() => undefined);
    const chunks = Promise.all([preloadPath(window.location.pathname, user), catalogue]);
    const start = () => setTimeout(() => mount(container, drawn), 0);
    if (drawn) void chunks.then(start, start);
    else void catalogue.then(start);
  }, 0);
}
