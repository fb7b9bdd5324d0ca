import { testStories } from '../../test-utils/storyTests';

/** The stories of screens/procurement, each run as a test (test-utils/storyTests.tsx). */
testStories(import.meta.glob<Record<string, unknown>>('./**/*.story.tsx', { eager: true }), 'screens/procurement');
