import { COLOR_SCHEMES, type ColorScheme } from './schemas/preference-options';

/** The cookie that remembers a browser's colour scheme before (and between) sign-ins, for the server's first frame. */
export const COLOR_SCHEME_COOKIE = 'color-scheme';
/** Where Mantine's colour scheme manager keeps the choice in the browser. */
export const COLOR_SCHEME_STORAGE_KEY = 'energy.color-scheme';
/** The client hint with the system's scheme (Chromium sends it when the page asks for it in Accept-CH). */
export const PREFERS_COLOR_SCHEME_HINT = 'Sec-CH-Prefers-Color-Scheme';

export function isColorScheme(value: unknown): value is ColorScheme {
  return typeof value === 'string' && (COLOR_SCHEMES as readonly string[]).includes(value);
}

/** The scheme a Cookie header remembers, if any. */
export function colorSchemeOfCookie(cookieHeader: string | undefined): ColorScheme | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === COLOR_SCHEME_COOKIE && isColorScheme(value)) return value;
  }
  return undefined;
}

/**
 * The scheme a page is drawn in: light or dark as chosen; the system's ('auto') is read from the client hint
 * where the browser sends it, else light (the browser's Mantine corrects it on start).
 */
export function drawnColorScheme(scheme: ColorScheme | undefined, systemHint: string | undefined): 'light' | 'dark' {
  if (scheme === 'dark' || scheme === 'light') return scheme;
  if (scheme === 'auto' && systemHint?.replaceAll('"', '').trim() === 'dark') return 'dark';
  return 'light';
}

const SCHEME_ATTRIBUTE = /(<html\b[^>]*?)\s+data-mantine-color-scheme="[^"]*"/;

/** index.html with `data-mantine-color-scheme` on its <html> set to `scheme` (added where it has none). */
export function withColorScheme(html: string, scheme: 'light' | 'dark'): string {
  if (SCHEME_ATTRIBUTE.test(html)) return html.replace(SCHEME_ATTRIBUTE, `$1 data-mantine-color-scheme="${scheme}"`);
  return html.replace(/<html\b/, `<html data-mantine-color-scheme="${scheme}"`);
}
