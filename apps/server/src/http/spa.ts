import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import {
  colorSchemeOfCookie,
  drawnColorScheme,
  PREFERS_COLOR_SCHEME_HINT,
  withColorScheme,
} from '@energy/domain/color-scheme';
import { isPhoneRequest, withPageData, withPageSession, withRenderedRoot } from '@energy/domain/page-session';
import { withPageTitle } from '@energy/domain/page-title';
import type { ColorScheme } from '@energy/domain/schemas/preference-options';
import '@energy/i18n/all-catalogues';
import { languageOfHeader, type Language } from '@energy/i18n/languages';
import { localizedPageTitle } from '@energy/i18n/page-titles';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { RestEnv } from '../rest/adapter';
import type { RenderFirstFrame } from './page-renderer';
import type { PageSession } from './page-session';
import { signedInEntryRedirect } from './signed-in-entry';

/** Vite's output names: `assets/<name>-<8-character content hash>.<ext>`. A new build gets new names. */
const HASHED_ASSET = /^\/assets\/[^/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current hashed assets, so browsers must check it on every visit. */
export const REVALIDATE = 'no-cache';
/**
 * A signed-in page holds its user: no cache may keep it, and the browser asks again on every visit. (No
 * `Vary: Cookie` with it: Vary only tells caches what a stored answer depends on, and nothing stores this.)
 */
export const PERSONAL = 'private, no-store';

/**
 * The page in its colour scheme from the first frame on (no light flash before a dark page): the signed-in
 * user's setting, else the one this browser last used (its cookie). The system's scheme is read from the
 * client hint, which the answer asks for (Chromium then sends it, and retries a page it was missing on).
 */
function inScheme(c: Context, html: string, userScheme: ColorScheme | undefined): string {
  const scheme = userScheme ?? colorSchemeOfCookie(c.req.header('cookie'));
  c.header('Accept-CH', PREFERS_COLOR_SCHEME_HINT);
  c.header('Vary', PREFERS_COLOR_SCHEME_HINT, { append: true });
  if (scheme === 'auto') c.header('Critical-CH', PREFERS_COLOR_SCHEME_HINT);
  return withColorScheme(html, drawnColorScheme(scheme, c.req.header(PREFERS_COLOR_SCHEME_HINT)));
}

/** index.html's `<html lang>` set to the page's language (screen readers read the first frame in it). */
const withLanguage = (html: string, language: Language): string =>
  html.replace(/<html\b[^>]*>/, (tag) =>
    / lang="[^"]*"/.test(tag)
      ? tag.replace(/ lang="[^"]*"/, ` lang="${language}"`)
      : `<html lang="${language}"${tag.slice(5)}`,
  );

/** Hashed assets never change under their name: cache them for a year. Everything else revalidates. */
function cacheHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status !== 200 && c.res.status !== 206 && c.res.status !== 304) return;
    if (HASHED_ASSET.test(c.req.path)) c.res.headers.set('Cache-Control', IMMUTABLE);
    else if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', REVALIDATE);
  };
}

/**
 * Serves the built SPA, preferring the .br / .gz files written at build time when the client accepts
 * them; any other GET falls back to index.html so client routes survive a reload. With `session`, a
 * signed-in request gets index.html with its session user written in (see @energy/domain/page-session),
 * and with `render` the page's first frame inside #root, drawn before any script has loaded.
 */
export function serveSpa(
  app: Hono<RestEnv>,
  webDist: string,
  session?: (c: Context) => Promise<PageSession>,
  render?: RenderFirstFrame,
): void {
  const indexFile = path.join(webDist, 'index.html');
  const page = async (c: Context) => {
    if (!existsSync(indexFile)) {
      return c.text('The web app is not built yet: run `npm run build`, or `npm run dev` for development.', 503);
    }
    const { pathname, search } = new URL(c.req.url);
    const signedIn = session ? await session(c) : undefined;
    for (const cookie of signedIn?.headers.getSetCookie() ?? []) c.header('Set-Cookie', cookie, { append: true });
    const entry = signedIn?.user && signedInEntryRedirect(pathname, signedIn.user.role);
    if (entry) {
      c.header('Cache-Control', PERSONAL);
      return c.redirect(entry, 302);
    }
    // The page's language: the signed-in user's setting, else the browser's (a visitor's page varies with it).
    const language = signedIn?.user?.preferences.language ?? languageOfHeader(c.req.header('accept-language'));
    if (!signedIn?.user) c.header('Vary', 'Accept-Language', { append: true });
    // Every page carries its own title ("RFQ Management · EnergyHub") in its language, as the app sets it.
    const plain = withLanguage(
      withPageTitle(await readFile(indexFile, 'utf8'), localizedPageTitle(pathname, language)),
      language,
    );
    const html = inScheme(c, plain, signedIn?.user?.preferences.colorScheme);
    if (!signedIn?.user) return c.html(html);
    c.header('Cache-Control', PERSONAL);
    const frame = await render?.(`${pathname}${search}`, signedIn.user, {
      query: signedIn.query,
      liveFrom: signedIn.liveFrom,
      narrowScreen: isPhoneRequest(c.req.header('sec-ch-ua-mobile'), c.req.header('user-agent')),
    });
    const personal = withPageSession(html, signedIn.user);
    if (frame === undefined) return c.html(personal);
    const withData = frame.data === undefined ? personal : withPageData(personal, frame.data);
    return c.html(withRenderedRoot(withData, frame.html));
  };
  app.use('*', cacheHeaders());
  // Before the static files, which would answer these two with the plain index.html.
  app.get('/', page);
  app.get('/index.html', page);
  if (existsSync(webDist))
    app.use('*', serveStatic({ root: path.relative(process.cwd(), webDist), precompressed: true }));
  app.get('*', async (c) => {
    // A missing asset must not get index.html (cached for a year under an asset's name).
    if (c.req.path.startsWith('/assets/')) return c.text('Not found', 404);
    return page(c);
  });
}
