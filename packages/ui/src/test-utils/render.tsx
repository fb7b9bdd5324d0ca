import type { Language } from '@energy/i18n/languages';
import { render, type RenderResult } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import type { ReactElement, ReactNode } from 'react';
import { Route } from 'react-router';
import { ScreenHarness } from './ScreenHarness';
import { server } from './server';
import { type UserEvent, userEvent } from './userEvent';

/** Node's fetch needs an absolute URL; msw answers the same path on any origin. */
export const TEST_TRPC_URL = 'http://localhost/api/trpc';

export interface RenderOptions {
  /** The URL the screen opens at, e.g. '/reset-password?token=abc'. */
  route?: string;
  /** Pages visited before `route`, oldest first, for screens that go back. */
  history?: string[];
  /** Show "Navigated to <path>" for paths the routes do not match (default); off for the app's own routes. */
  withNavigationProbe?: boolean;
  /** msw answers for this test, in front of the default ones (signed out). */
  handlers?: RequestHandler[];
  /** The language the screen speaks: 'fr' renders it in French (its catalogue loads first: use findBy…). */
  language?: Language;
}

export type Rendered = RenderResult & { user: UserEvent };

/** Renders <Route> elements under the app's providers, as a user at `route` would see them. */
export function renderRoutes(routes: ReactNode, options: RenderOptions = {}): Rendered {
  const { route = '/', history = [], handlers = [], withNavigationProbe, language } = options;
  server.use(...handlers);
  const user = userEvent.setup();
  const result = render(
    <ScreenHarness
      trpcUrl={TEST_TRPC_URL}
      env="test"
      initialEntries={[...history, route]}
      routes={routes}
      withNavigationProbe={withNavigationProbe}
      language={language}
    />,
  );
  return { ...result, user };
}

/** Renders one screen at `route` (its path is the route without the query). */
export function renderScreen(screen: ReactElement, options: RenderOptions = {}): Rendered {
  const path = (options.route ?? '/').split('?')[0];
  return renderRoutes(<Route path={path} element={screen} />, options);
}
