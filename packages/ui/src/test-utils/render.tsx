import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import type { ReactElement, ReactNode } from 'react';
import { Route } from 'react-router';
import { ScreenHarness } from './ScreenHarness';
import { server } from './server';

/** Node's fetch needs an absolute URL; msw answers the same path on any origin. */
export const TEST_TRPC_URL = 'http://localhost/api/trpc';

interface RenderOptions {
  /** The URL the screen opens at, e.g. '/reset-password?token=abc'. */
  route?: string;
  /** msw answers for this test, in front of the default ones (signed out). */
  handlers?: RequestHandler[];
}

export type Rendered = RenderResult & { user: UserEvent };

/** Renders <Route> elements under the app's providers; other paths show "Navigated to <path>". */
export function renderRoutes(routes: ReactNode, { route = '/', handlers = [] }: RenderOptions = {}): Rendered {
  server.use(...handlers);
  const user = userEvent.setup();
  const result = render(<ScreenHarness trpcUrl={TEST_TRPC_URL} initialEntry={route} routes={routes} />);
  return { ...result, user };
}

/** Renders one screen at `route` (its path is the route without the query). */
export function renderScreen(screen: ReactElement, options: RenderOptions = {}): Rendered {
  const path = (options.route ?? '/').split('?')[0];
  return renderRoutes(<Route path={path} element={screen} />, options);
}
