import { uninstrumentedUserEvent } from 'storybook/test';

/**
 * The one user-event of the ui tests: storybook/test's, which the stories' play functions type with and a story's
 * loader sets up. Each copy of user-event prepares the document once (focus listeners that wrap each focused input's
 * `value`); with two copies on one document, the first one's typing is lost: the second one's wrapper passes its value
 * on as a plain string, which React's value tracker records as its own write, so the form never hears of it. The ui
 * files share their worker's document (vitest.config.ts), so a test typing with @testing-library/user-event's copy
 * after a story file lost its typing (trpc.test after the auth stories: 'Username is required'). eslint.config.js
 * forbids that import; vitest.config.ts keeps storybook/test to one copy.
 */
export const userEvent = uninstrumentedUserEvent;
export type UserEvent = ReturnType<typeof userEvent.setup>;
