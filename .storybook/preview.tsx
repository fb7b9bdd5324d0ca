import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import 'mantine-datatable/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/charts/styles.css';
import { notifications } from '@mantine/notifications';
import type { Decorator, Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { Route } from 'react-router';
import { authHandlers } from '../packages/ui/src/mocks/handlers';
import { ScreenHarness } from '../packages/ui/src/test-utils/ScreenHarness';
import type { ScreenParameters } from '../packages/ui/src/test-utils/storyParameters';

// Mocked procedures are answered by the service worker; anything else (Storybook's own files) goes through.
initialize({
  onUnhandledRequest: ({ url }, print) => {
    if (new URL(url).pathname.startsWith('/api/')) print.warning();
  },
});

/** Mounts each story as the app would: providers, a fresh query cache, and a router at the story's route. */
const withScreen: Decorator = (Story, context) => {
  const screen = (context.parameters.screen as ScreenParameters | undefined) ?? { route: '/' };
  const path = screen.path ?? screen.route.split('?')[0];
  return (
    <ScreenHarness
      key={context.id}
      trpcUrl="/api/trpc"
      initialEntries={[screen.route]}
      routes={<Route path={path} element={<Story />} />}
    />
  );
};

const preview: Preview = {
  loaders: [mswLoader],
  decorators: [withScreen],
  // Notices live in a global store: one story's notice must not appear in the next.
  beforeEach: () => {
    notifications.clean();
  },
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: {
        session: [authHandlers.signedOut()], logout: [authHandlers.logoutSucceeds()], signup: [authHandlers.signupOptions()],
      },
    },
  },
};

export default preview;
