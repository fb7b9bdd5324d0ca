import type { PageRenderer } from '@energy/domain/page-session';
import type { AppRouter } from '@energy/trpc/root';
import { createQueryClient } from '@energy/ui/components/AppProviders/AppProviders';
// Relative: the ui package exports only .tsx subpaths, and this is a plain .ts module.
import { seedSessionUser } from '@energy/ui/session/pageSession';
// Every language's catalogue: a first frame is drawn in its user's language.
import '@energy/i18n/all-catalogues';
import { createTRPCClient } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './App';
import { preloadEveryScreen } from './router';

/**
 * A client that never answers: on the server a page renders what the cache already holds (the session
 * user) and shows every query of its own as loading, exactly as the browser's first frame would.
 */
const silentClient = createTRPCClient<AppRouter>({ links: [() => () => observable(() => undefined)] });

/**
 * The signed-in page at `url` as HTML, for the server to put inside index.html's #root: the layout, the
 * page's title and toolbar and its loading state, painted before any JavaScript has arrived (on
 * a phone the first paint waited ~2.5 s for the scripts). The browser then hydrates it: the same App
 * tree, so the same markup. prerender waits for every lazy screen, so the HTML is the page, not its loader.
 */
export const renderPage: PageRenderer = async (url, user, signal) => {
  // React renders what it can of a failing part and leaves the rest to the browser; a frame with a hole is
  // no first frame, so the first such error fails the render (and the server sends the page without it).
  const errors: unknown[] = [];
  const queryClient = createQueryClient();
  seedSessionUser(queryClient, user);
  const AtUrl = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  const { prelude } = await prerenderToNodeStream(
    <App clients={{ queryClient, trpcClient: silentClient }} router={AtUrl} />,
    {
      // Every boundary in place: larger ones would otherwise come as hidden segments that an inline script
      // moves into place, and the page's CSP runs no inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      signal,
      onError: (error) => void errors.push(error),
    },
  );
  if (errors.length > 0) throw errors[0];
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
};

/** Loads every screen's module now, so that no request pays for loading one (the server calls it at start). */
export const warmUp = preloadEveryScreen;
