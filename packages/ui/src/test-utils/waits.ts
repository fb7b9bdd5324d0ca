/**
 * How long a test or a story waits for a screen's first load or a long list to render: jsdom renders a page of
 * Mantine rows in well under a second on a quiet machine, and several seconds on a shared 2-core one running two
 * test files at once. A wait ends as soon as the text shows; only a screen that never shows it takes this long.
 */
export const FIRST_LOAD = { timeout: 10_000 } as const;
