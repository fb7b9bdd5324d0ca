/**
 * Path parameters that carry a secret (the public invitation preview, GET /api/invitations/{token}): the log never
 * shows their segment. Declared here once; every route whose path names one is covered, the routes to come too.
 */
export const SECRET_PATH_PARAMETERS: readonly string[] = ['token'];

/** The path a log line shows for a request path. */
export type PathRedactor = (path: string) => string;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * For OpenAPI-style route paths ('/api/invitations/{token}'): a request path matching one that names a secret
 * parameter is logged with that segment replaced by the parameter's name in braces ('/api/invitations/{token}');
 * every other path as it is.
 */
export function pathRedactor(routePaths: readonly string[]): PathRedactor {
  const rules = routePaths
    .filter((route) => SECRET_PATH_PARAMETERS.some((name) => route.includes(`{${name}}`)))
    .map((route) => {
      const segments = route.split('/');
      const pattern = segments
        .map((segment) => (/^\{\w+\}$/.test(segment) ? '[^/]+' : escapeRegExp(segment)))
        .join('/');
      const shown = segments.map((segment) =>
        SECRET_PATH_PARAMETERS.some((name) => segment === `{${name}}`) ? segment : undefined,
      );
      return { matches: new RegExp(`^${pattern}/?$`), shown };
    });
  if (rules.length === 0) return (path) => path;
  return (path) => {
    const rule = rules.find((r) => r.matches.test(path));
    if (!rule) return path;
    return path
      .split('/')
      .map((segment, index) => rule.shown[index] ?? segment)
      .join('/');
  };
}
