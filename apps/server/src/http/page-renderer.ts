import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  PAGE_RENDERER_DIR_SUFFIX,
  PAGE_RENDERER_FILE,
  type PageRenderer,
  type PageRequest,
  type RenderedPage,
} from '@energy/domain/page-session';
import type { TSessionUser } from '@energy/domain/schemas/auth';
import { summarizeError } from './error-log';
import type { Logger } from './logger';

/**
 * A page that takes longer than this to render is sent without its first frame, and the browser draws it. A
 * render takes 10-40 ms, a page drawn with its answers (two renders and its queries) 40-300 ms on PGlite; this only
 * bounds a renderer gone wrong (on a loaded 2-core machine the first render
 * after start has taken over a second).
 */
export const PAGE_RENDER_TIMEOUT_MS = 3000;

/**
 * Renders a signed-in page's first frame as HTML, with the answers it was drawn from when the renderer could ask
 * for them (`request.query`); undefined when it cannot (then the browser renders the page).
 */
export type RenderFirstFrame = (
  url: string,
  user: TSessionUser,
  request?: PageRequest,
) => Promise<RenderedPage | undefined>;

interface RendererModule {
  renderPage?: unknown;
  warmUp?: unknown;
}

function isRenderer(value: unknown): value is PageRenderer {
  return typeof value === 'function';
}

/**
 * The web build's page renderer (`<webDist>-ssr/entry-server.js`), loaded at once in the background with
 * every screen it renders (its warmUp), so that no page waits for a module; undefined when that build is
 * absent (`vite` in development, or a build from before it). A renderer that fails or times out costs the
 * page its first frame, never the page: the error is logged and index.html goes out as it is.
 */
export function pageRenderer(webDist: string, logger: Logger): RenderFirstFrame | undefined {
  const file = path.join(`${webDist}${PAGE_RENDERER_DIR_SUFFIX}`, PAGE_RENDERER_FILE);
  if (!existsSync(file)) return undefined;
  const loading = import(pathToFileURL(file).href)
    .then(async (module: RendererModule) => {
      if (typeof module.warmUp === 'function') await (module.warmUp as () => Promise<unknown>)();
      return isRenderer(module.renderPage) ? module.renderPage : undefined;
    })
    .catch((error: unknown) => {
      logger.error('page.render.load_failed', { file, ...summarizeError(error) });
      return undefined;
    });
  return async (url, user, request) => {
    const render = await loading;
    if (!render) return undefined;
    try {
      const page = await render(url, user, AbortSignal.timeout(PAGE_RENDER_TIMEOUT_MS), request);
      return typeof page === 'string' ? { html: page } : page;
    } catch (error) {
      logger.error('page.render.failed', { url, ...summarizeError(error) });
      return undefined;
    }
  };
}
