import type { PageRenderer } from '@energy/domain/page-session';
import { createQueryClient } from '@energy/ui/components/AppProviders/AppProviders';
// Relative: the ui package exports only .tsx subpaths, and this is a plain .ts module.
import { seedSessionUser } from '@energy/ui/session/pageSession';
// Every language's catalogue: a first frame is drawn in its user's language.
import '@energy/i18n/all-catalogues';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './App';
import { fetchPageQueries, pageData } from './first-frame/pageData';
import { serverTrpcClient } from './first-frame/serverTrpcClient';
import { preloadEveryScreen } from './router';

/**
 * The signed-in page at `url` as HTML, for the server to put inside index.html's #root: the layout, the page's
 * title and toolbar and its figures or rows, painted before any JavaScript has arrived (on a phone the first paint
 * waited ~2.5 s for the scripts, and a dashboard's figures ~4.5 s, asked for only once the app had started). The
 * browser then hydrates it: the same App tree over the same answers (`data`, which the page carries), so the same
 * markup. prerender waits for every lazy screen, so the HTML is the page, not its loader.
 *
 * Drawn for a phone when `narrowScreen` (lists as cards); the page says so, for the browser's first render.
 * With `query` the page is drawn twice: the first render builds the queries the page asks for (hooks do not fetch
 * on the server), they are fetched, and the second draws them answered. Without it every query is drawn loading.
 */
export const renderPage: PageRenderer = async (url, user, signal, request = {}) => {
  const { query, narrowScreen = false, liveFrom } = request;
  const frame = { narrowScreen, ...(liveFrom === undefined ? {} : { liveFrom }) };
  const queryClient = createQueryClient();
  seedSessionUser(queryClient, user);
  const clients = { queryClient, trpcClient: serverTrpcClient(query) };
  const AtUrl = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  const render = () => prerenderHtml(<App clients={clients} router={AtUrl} frame={frame} />, signal);
  if (query) {
    await render();
    await fetchPageQueries(queryClient, signal);
  }
  return { html: await render(), data: pageData(queryClient, frame) };
};

async function prerenderHtml(app: ReactNode, signal: AbortSignal | undefined): Promise<string> {
  // React renders what it can of a failing part and leaves the rest to the browser; a frame with a hole is
  // no first frame, so the first such error fails the render (and the server sends the page without it).
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(app, {
    // Every boundary in place: larger ones would otherwise come as hidden segments that an inline script
    // moves into place, and the page's CSP runs no inline script.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    signal,
    onError: (error) => void errors.push(error),
  });
  if (errors.length > 0) throw errors[0];
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/** Loads every screen's module now, so that no request pays for loading one (the server calls it at start). */
export const warmUp = preloadEveryScreen;
