import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Hono } from 'hono';
import type { RestEnv } from './adapter';
import { openApiDocument } from './openapi';

/** Swagger UI comes from the swagger-ui-dist package and is served from our own origin: the CSP allows scripts from 'self' only. */
const SWAGGER_UI = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

// No inline script (the CSP forbids it): the page loads its initializer from our origin too. The
// validator badge is off, since it would load an image from a third-party host.
const INIT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true, validatorUrl: null, docExpansion: 'none' });\n`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>EnergyHub API reference</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;

/** GET /api/openapi.json (the document, its server this deployment's public URL) and /api/docs (a readable reference of it). */
export function apiDocs(app: Hono<RestEnv>, appUrl: string): void {
  // Built once: the router does not change while the server runs.
  let document: string | undefined;
  app.get('/api/openapi.json', (c) => {
    document ??= JSON.stringify(openApiDocument(appUrl));
    return c.body(document, 200, { 'content-type': 'application/json; charset=utf-8' });
  });
  app.get('/api/docs', (c) => c.html(PAGE));
  app.get('/api/docs/init.js', (c) => c.body(INIT, 200, { 'content-type': 'text/javascript; charset=utf-8' }));
  const cache = new Map<string, string>();
  for (const [file, contentType] of Object.entries(ASSETS)) {
    app.get(`/api/docs/${file}`, (c) => {
      let text = cache.get(file);
      if (text === undefined) {
        text = readFileSync(join(SWAGGER_UI, file), 'utf8');
        cache.set(file, text);
      }
      return c.body(text, 200, { 'content-type': contentType, 'cache-control': 'public, max-age=3600' });
    });
  }
}
