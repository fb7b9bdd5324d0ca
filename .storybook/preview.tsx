import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import 'mantine-datatable/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/charts/styles.css';
import type { Preview } from '@storybook/react-vite';
import { LANGUAGE_NAMES, LANGUAGES } from '@energy/i18n/languages';
import { en } from '@energy/i18n/messages/en/screens';
import { registerEnglishScreens } from '@energy/i18n/translator';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { cleanNotices, defaultStoryMsw, screenDecorator } from '@energy/ui/test-utils/storyAnnotations';
import { setStoryColorScheme, type StoryColorScheme } from '@energy/ui/test-utils/storyColorScheme';

// The app loads English with the page (apps/web/src/boot.tsx); stories render English at once.
registerEnglishScreens(en);

// Mocked procedures are answered by the service worker; anything else (Storybook's own files) goes through.
initialize({
  onUnhandledRequest: ({ url }, print) => {
    if (new URL(url).pathname.startsWith('/api/')) print.warning();
  },
});

// The same decorator, defaults and clean-up run every story in vitest (packages/ui/src/test-utils/storyTests.tsx).
const preview: Preview = {
  decorators: [screenDecorator({ trpcUrl: '/api/trpc' })],
  beforeEach: cleanNotices,
  // The toolbar's colour scheme: every story in light or dark (the story tests run both).
  globalTypes: {
    colorScheme: {
      description: 'Colour scheme',
      toolbar: {
        title: 'Scheme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
    // The toolbar's language: the decorator renders every story in it.
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LANGUAGES.map((language) => ({ value: language, title: LANGUAGE_NAMES[language] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { colorScheme: 'light', locale: 'en' },
  loaders: [
    mswLoader,
    ({ globals }) => {
      setStoryColorScheme(globals.colorScheme as StoryColorScheme | undefined);
    },
  ],
  parameters: {
    layout: 'fullscreen',
    msw: defaultStoryMsw,
  },
};

export default preview;
