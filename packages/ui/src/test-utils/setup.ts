import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { configure as configureStoryQueries } from 'storybook/test';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { fakeMediaQueryList } from './mediaQuery';
import { server } from './server';

// Lazy routes load their chunk before the screen renders; on a loaded 2-core CI machine that can take longer
// than testing-library's default 1 s wait for findBy*/waitFor (seen: router.test's finance → Orders).
// Story play functions query through storybook/test's own copy of testing-library, which has its own setting:
// a story's findBy* after a click timed out at 1 s on a slow CI run (RfqManagementScreen MorePages, 62 cards).
const waits = { asyncUtilTimeout: 3000 };
configure(waits);
configureStoryQueries(waits);

// jsdom lacks the browser APIs Mantine measures and scrolls with.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  // As in browsers, the empty query matches (mantine-datatable shows a column whose query is empty); others: a wide screen.
  value: (query: string): MediaQueryList => fakeMediaQueryList(query, query.trim() === ''),
});
class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => undefined;

// A request no handler answers is a test bug, not something to let through to a real network.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/**
 * Every console.error fails the test that caused it (as in epic-stack): React's warnings about keys, act
 * and invalid DOM are bugs. Collected and asserted after the test, because throwing from inside React's
 * own logging can be swallowed.
 */
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  // The notice store is global: one test's notices must not show up in the next.
  notifications.clean();
  server.resetHandlers();
  vi.restoreAllMocks();
  expect(consoleErrors, 'console.error was called').toEqual([]);
});
