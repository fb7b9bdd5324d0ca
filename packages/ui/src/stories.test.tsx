import { testStories } from './test-utils/storyTests';

/**
 * The stories outside the screen areas that have their own stories.test.tsx (components, layout, the smaller screen
 * areas), each run as a test (test-utils/storyTests.tsx).
 */
testStories(
  import.meta.glob<Record<string, unknown>>(
    ['./**/*.story.tsx', '!./screens/{admin,auth,dashboard,fleet,fulfilment,procurement,settings}/**'],
    { eager: true },
  ),
  '.',
);
