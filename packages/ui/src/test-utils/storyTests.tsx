import { composeStories, setProjectAnnotations, type ReactRenderer } from '@storybook/react-vite';
import type { ComposedStoryFn } from 'storybook/internal/types';
import { act, render } from '@testing-library/react';
import axe, { type RunOptions } from 'axe-core';
import { describe, expect, it } from 'vitest';
import { TEST_TRPC_URL } from './render';
import { server } from './server';
import { cleanNotices, defaultStoryMsw, screenDecorator, storyHandlers } from './storyAnnotations';
import { setStoryColorScheme } from './storyColorScheme';

/**
 * Every story of Storybook, run as a test: mounted with the same decorator and msw answers as in Storybook, its play
 * function run, then axe over the page in the light scheme and its colour rules again in the dark one. Stories and tests therefore
 * cannot drift apart. The stories are split over a few test files by area (`stories.test.tsx` files), so the test
 * workers share them; `stories-coverage.test.ts` checks that every story file is in exactly one of them.
 */
setProjectAnnotations({
  decorators: [screenDecorator({ trpcUrl: TEST_TRPC_URL, env: 'test' })],
  // msw-storybook-addon's loader, for the vitest msw server: the story's keyed handlers, in key order.
  loaders: [
    ({ parameters }) => {
      server.use(...storyHandlers(parameters.msw));
    },
  ],
  beforeEach: cleanNotices,
  parameters: { msw: defaultStoryMsw },
});

// jsdom has no canvas; axe's color checks fall back without one, so say so once instead of per element.
HTMLCanvasElement.prototype.getContext = () => null;

/** Impacts that fail a story; minor and moderate findings are left to review. */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * The rules a colour scheme can change: the rest read the document's structure, which the scheme leaves as it is.
 * Run alone in the dark scheme they cost about a quarter of a full run (auth stories: 91 ms against 332 ms of CPU
 * each); a full second run found only what the first had.
 */
const COLOR_RULES: RunOptions['runOnly'] = { type: 'tag', values: ['cat.color'] };

/**
 * Waits for a run of axe still going from a story that timed out (its test ended; its play function and axe did not):
 * axe refuses a second run meanwhile ("Axe is already running"), which failed the stories after it, in its file and,
 * as the files share a worker's module graph, in the next files too.
 */
async function axeIdle(): Promise<void> {
  const state = axe as unknown as { _running?: boolean };
  const until = Date.now() + 15_000;
  while (state._running && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
}

async function blockingViolations(root: Element, only?: RunOptions['runOnly']) {
  await axeIdle();
  const result = await axe.run(root, { resultTypes: ['violations'], ...(only ? { runOnly: only } : {}) });
  return result.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** One describe per story file of `modules` (an eager import.meta.glob of story files), one test per story. */
export function testStories(modules: Record<string, Record<string, unknown>>, folder: string): void {
  for (const [file, module] of Object.entries(modules)) {
    describe(`${folder}/${file.replace(/^\.\//, '')}`, () => {
      const stories = composeStories(module as Parameters<typeof composeStories>[0]) as Record<
        string,
        ComposedStoryFn<ReactRenderer>
      >;
      for (const [name, Story] of Object.entries(stories)) {
        it(name, async ({ signal }) => {
          await Story.load();
          const { container } = render(<Story />);
          await Story.play?.({ canvasElement: container });
          // Timed out meanwhile: the test has failed and the next one has the page; this one goes no further.
          signal.throwIfAborted();
          expect(await blockingViolations(document.body)).toEqual([]);
          signal.throwIfAborted();
          // The same story, as it stands after its play, redrawn in the dark scheme.
          act(() => setStoryColorScheme('dark'));
          try {
            expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
            expect(await blockingViolations(document.body, COLOR_RULES)).toEqual([]);
          } finally {
            act(() => setStoryColorScheme(undefined));
          }
        });
      }
    });
  }
}
