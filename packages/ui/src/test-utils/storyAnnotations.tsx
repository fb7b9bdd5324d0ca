import { isLanguage } from '@energy/i18n/languages';
import type { Decorator } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { Route } from 'react-router';
import { forgetNotices } from '../components/notices';
import { authHandlers, everyFeatureOn, nothingUnread } from '../mocks/handlers';
import { ScreenHarness } from './ScreenHarness';
import type { ScreenParameters } from './storyParameters';

/** The msw answers every story starts from; a story's keyed handlers replace these key by key. */
export const defaultStoryMsw = {
  handlers: {
    session: [authHandlers.signedOut()],
    logout: [authHandlers.logoutSucceeds()],
    signup: [authHandlers.signupOptions()],
    // The shell's unread count; a story replaces it under the same key.
    notifications: [nothingUnread()],
    // The caller's feature flags (every gated feature on); a story replaces it under the same key.
    featureFlags: [everyFeatureOn()],
  },
};

/** The handlers a story's `msw` parameter names, flattened in key order as msw-storybook-addon does. */
export function storyHandlers(msw: unknown): RequestHandler[] {
  const handlers = (msw as { handlers?: RequestHandler[] | Record<string, RequestHandler[] | undefined> } | undefined)
    ?.handlers;
  if (!handlers) return [];
  return Array.isArray(handlers) ? handlers : Object.values(handlers).flatMap((list) => list ?? []);
}

/**
 * Mounts each story as the app would: providers, a fresh query cache, and a router at the story's route; in the
 * toolbar's language (the `locale` global) when one is chosen.
 */
export function screenDecorator(options: { trpcUrl: string; env?: 'default' | 'test' }): Decorator {
  const withScreen: Decorator = (Story, context) => {
    const screen = (context.parameters.screen as ScreenParameters | undefined) ?? { route: '/' };
    const path = screen.path ?? screen.route.split('?')[0];
    const locale: unknown = context.globals.locale;
    return (
      <ScreenHarness
        key={context.id}
        language={isLanguage(locale) ? locale : undefined}
        trpcUrl={options.trpcUrl}
        env={options.env}
        initialEntries={[screen.route]}
        routes={<Route path={path} element={<Story />} />}
      />
    );
  };
  return withScreen;
}

/** Notices live in a global store: one story's notice must not appear in the next, nor its stack mount there. */
export const cleanNotices = () => {
  forgetNotices();
};
