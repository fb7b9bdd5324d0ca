import { testStories } from '../../test-utils/storyTests';

/** The stories of screens/fulfilment, each run as a test (test-utils/storyTests.tsx). */
testStories(import.meta.glob<Record<string, unknown>>('./**/*.story.tsx', { eager: true }), 'screens/fulfilment');
