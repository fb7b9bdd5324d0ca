import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { configure as configureStoryQueries } from 'storybook/test';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { DEFAULT_LANGUAGE } from '@energy/i18n/languages';
import { en } from '@energy/i18n/messages/en/screens';
import { registerEnglishScreens } from '@energy/i18n/translator';
import { setCurrentLanguage } from '../i18n/currentLanguage';
import { setCurrentTimeZone } from '../i18n/currentTimeZone';
import { forgetNotices } from '../components/notices';
import { resetVisitorLanguage } from '../i18n/useUiLanguage';
import { fakeMediaQueryList } from './mediaQuery';
import { server } from './server';
import { setStoryColorScheme } from './storyColorScheme';

// Lazy routes load their chunk before the screen renders; on a loaded 2-core CI machine that can take longer
// than testing-library's default 1 s wait for findBy*/waitFor (seen: router.test's finance → Orders).
// Story play functions query through storybook/test's own copy of testing-library, which has its own setting:
// a story's findBy* after a click timed out at 1 s on a slow CI run (RfqManagementScreen MorePages, 62 cards).
// The browser loads English with the page (apps/web/src/boot.tsx); tests and stories render English at once.
registerEnglishScreens(en);

const waits = { asyncUtilTimeout: 3000 };
configure(waits);
// storybook/test's copy also fires the events of every test's user-event (test-utils/userEvent.ts): it wraps them in
// React's act as @testing-library/react set its own copy up to, so the page has rendered when `await user.click()`
// returns. (@storybook/react's beforeAll does the same in Storybook's runner; composeStories does not run it.)
const { asyncWrapper, eventWrapper, unstable_advanceTimersWrapper } = getConfig();
configureStoryQueries({ ...waits, asyncWrapper, eventWrapper, unstable_advanceTimersWrapper });

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

/**
 * A fresh page, as a file run in its own window starts from. The ui files share their worker's module graph and jsdom
 * window (vitest.config.ts), and this setup file runs before each file, so what a file changed on the page or in the
 * app's module state (storage, cookies, the URL, `<html>` and `<body>`, the visitor's language, the time zone, the
 * stories' colour scheme, timers and stubbed globals) is undone here.
 */
function freshPage(): void {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
  // jsdom has no PointerEvent; files that need one (swipes, the signature pad) define their own on the window.
  Reflect.deleteProperty(window, 'PointerEvent');
  resetVisitorLanguage();
  setCurrentLanguage(DEFAULT_LANGUAGE);
  setCurrentTimeZone('UTC');
  setStoryColorScheme(undefined);
  forgetNotices();
  for (const element of [document.documentElement, document.body]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
  document.body.replaceChildren();
  for (const title of document.head.querySelectorAll('title')) title.remove();
}
freshPage();

// A request no handler answers is a test bug, not something to let through to a real network.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => {
  server.close();
  freshPage();
});

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
  // The notice store is global: one test's notices must not show up in the next, nor its stack mount there.
  forgetNotices();
  server.resetHandlers();
  vi.restoreAllMocks();
  expect(consoleErrors, 'console.error was called').toEqual([]);
});
