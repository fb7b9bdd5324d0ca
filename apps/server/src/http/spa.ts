import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { RestEnv } from '../rest/adapter';

/** Serves the built SPA; any other GET falls back to index.html so client routes survive a reload. */
export function serveSpa(app: Hono<RestEnv>, webDist: string): void {
  const indexFile = path.join(webDist, 'index.html');
  if (existsSync(webDist)) app.use('*', serveStatic({ root: path.relative(process.cwd(), webDist) }));
  app.get('*', (c) => {
    if (!existsSync(indexFile)) {
      return c.text('The web app is not built yet: run `npm run build`, or `npm run dev` for development.', 503);
    }
    return c.html(readFileSync(indexFile, 'utf8'));
  });
}
