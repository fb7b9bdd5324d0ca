import type { TSessionUser } from './schemas/auth';

/**
 * A signed-in page load carries its session user in the HTML (a JSON data block the server writes into
 * index.html), so the app renders the signed-in screen without first asking auth.me: one round trip less
 * before the first meaningful paint (on a phone's network each round trip is ~150 ms).
 */
export const PAGE_SESSION_ELEMENT_ID = 'session-user';

/**
 * The data block for `value`. JSON in a `<script type="application/json">` is never run (the CSP's
 * script-src does not apply to it), but `</script>` or `<!--` inside it would end or break the element, so
 * every `<` is written as its JSON escape.
 */
export function pageSessionScript(value: unknown): string {
  return dataBlock(PAGE_SESSION_ELEMENT_ID, value);
}

function dataBlock(id: string, value: unknown): string {
  const json = JSON.stringify(value).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

const inHead = (html: string, block: string): string => {
  const at = html.indexOf('</head>');
  return at === -1 ? `${block}${html}` : `${html.slice(0, at)}${block}${html.slice(at)}`;
};

/** index.html with the session's data block at the end of its head. */
export function withPageSession(html: string, value: unknown): string {
  return inHead(html, pageSessionScript(value));
}

/**
 * The answers a page's first frame was drawn with (TanStack Query's dehydrated cache): the app starts from them, so
 * it takes the frame over as drawn, figures and rows included, and asks for none of them again.
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** index.html with the first frame's answers in a data block at the end of its head (escaped as the session's). */
export function withPageData(html: string, value: unknown): string {
  return inHead(html, dataBlock(PAGE_DATA_ELEMENT_ID, value));
}

/**
 * The server's renderer of signed-in pages (apps/web/src/entry-server.tsx, built by `vite build --ssr`):
 * the page at `url` as `user` sees it on its first frame, as HTML for index.html's #root.
 */
export type PageRenderer = (
  url: string,
  user: TSessionUser,
  signal?: AbortSignal,
  request?: PageRequest,
) => Promise<string | RenderedPage>;

/** What the renderer knows of the page's request beyond its URL and user. */
export interface PageRequest {
  /** The user's queries, answered in the server's process (without it every query is drawn loading). */
  query?: PageQuery;
  /** Whether to draw the page for a narrow screen (a phone): `isPhoneRequest`. */
  narrowScreen?: boolean;
  /**
   * The newest event id before the answers were read: the page's live feed starts after it, so a change made while
   * the page loads is heard (replayed) rather than lost between the answers and the feed.
   */
  liveFrom?: string;
}

/**
 * Whether a page request comes from a phone, for its first frame's layout (lists as cards): the browser says so
 * (Sec-CH-UA-Mobile, sent by Chromium-based browsers), or, without that hint, its user agent names a mobile browser.
 * A wrong guess costs one more render once the app has started, never a wrong page.
 */
export function isPhoneRequest(mobileHint: string | undefined, userAgent: string | undefined): boolean {
  if (mobileHint === '?1') return true;
  if (mobileHint === '?0') return false;
  return /Mobi|iPhone|Android.+Mobile/i.test(userAgent ?? '');
}

/**
 * Answers one query procedure (`rfq.list`, `dashboard.buyer`, …) as the page's user, exactly as the API would
 * answer it over HTTP (the same permission checks and organization scope; the answer as JSON carries it).
 * The renderer fetches with it the queries the page asks for on its first render, and draws the frame with them.
 */
export type PageQuery = (path: string, input: unknown) => Promise<unknown>;

/** A first frame drawn with its answers: the HTML for #root, and the answers for the app to start from. */
export interface RenderedPage {
  html: string;
  data?: unknown;
}

/** Where the renderer's build lies: beside the web build, its folder named with this suffix (dist, dist-ssr). */
export const PAGE_RENDERER_DIR_SUFFIX = '-ssr';
export const PAGE_RENDERER_FILE = 'entry-server.js';

/** The element the app renders into (index.html). */
export const ROOT_ELEMENT_ID = 'root';
const EMPTY_ROOT = `<div id="${ROOT_ELEMENT_ID}"></div>`;

/**
 * index.html with `body` inside its empty #root; unchanged when the page has no such element. The frame is
 * `inert` (painted, but neither clickable nor focusable) until the app replaces it: a click or keystroke
 * on a frame without its scripts would be lost.
 */
export function withRenderedRoot(html: string, body: string): string {
  const at = html.indexOf(EMPTY_ROOT);
  if (at === -1) return html;
  return `${html.slice(0, at)}<div id="${ROOT_ELEMENT_ID}" inert>${body}</div>${html.slice(at + EMPTY_ROOT.length)}`;
}
