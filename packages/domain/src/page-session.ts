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
  const json = JSON.stringify(value).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${PAGE_SESSION_ELEMENT_ID}">${json}</script>`;
}

/** index.html with the session's data block at the end of its head. */
export function withPageSession(html: string, value: unknown): string {
  const at = html.indexOf('</head>');
  const script = pageSessionScript(value);
  return at === -1 ? `${script}${html}` : `${html.slice(0, at)}${script}${html.slice(at)}`;
}

/**
 * The server's renderer of signed-in pages (apps/web/src/entry-server.tsx, built by `vite build --ssr`):
 * the page at `url` as `user` sees it on its first frame, as HTML for index.html's #root.
 */
export type PageRenderer = (url: string, user: TSessionUser, signal?: AbortSignal) => Promise<string>;

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
