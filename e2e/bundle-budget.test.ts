import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '@energy/i18n/messages/en';
import {
  importersOf,
  INITIAL_JS_CAP_BYTES,
  LAYOUT_JS_CAP_BYTES,
  LAYOUT_SOURCE,
  measureInitialLoad,
  measureModuleLoad,
} from '../bench/lib/bundle-size';
import { WEB_BUILD_HOOK_TIMEOUT_MS, webBuild } from './support/web-build';

/**
 * The hard cap on what the first page loads, so the budget cannot rot unnoticed: the entry chunk and its
 * static imports, gzip, from the Vite manifest of the build the browser tests use (e2e/support/build-web.ts).
 * `npm run bench -- bundle` measures the tighter goals (160 KB JS, 50 KB CSS).
 */
describe('bundle budget', () => {
  let webDist: string;
  let initial: ReturnType<typeof measureInitialLoad>;
  beforeAll(async () => {
    webDist = await webBuild();
    initial = measureInitialLoad(webDist);
  }, WEB_BUILD_HOOK_TIMEOUT_MS);

  it(`keeps the initial JavaScript under ${INITIAL_JS_CAP_BYTES / 1024} KB gzip`, () => {
    expect(initial.jsGzipBytes, `initial JS: ${initial.jsFiles.join(', ')}`).toBeLessThanOrEqual(INITIAL_JS_CAP_BYTES);
  });

  it(`keeps what every signed-in page loads before its screen (the layout) under ${LAYOUT_JS_CAP_BYTES / 1024} KB gzip`, () => {
    const layout = measureModuleLoad(webDist, LAYOUT_SOURCE);
    expect(layout.jsGzipBytes, `the layout's JS: ${layout.jsFiles.join(', ')}`).toBeLessThanOrEqual(
      LAYOUT_JS_CAP_BYTES,
    );
  });

  it("keeps the route map's country outlines (740 KB) out of every page: only opening a map imports them", () => {
    const importers = importersOf(webDist, 'packages/ui/src/components/fleet/RouteMap/countryOutlines.ts');
    expect(importers.statically).toEqual([]);
    expect(importers.dynamically).toHaveLength(1);
    const layout = measureModuleLoad(webDist, LAYOUT_SOURCE);
    const code = layout.jsFiles.map((file) => readFileSync(path.join(webDist, file), 'utf8')).join('\n');
    // A country's name as world-atlas spells it in its TopoJSON.
    expect(code).not.toContain('Br. Indian Ocean Ter.');
  });

  it('loads screens lazily: most of the app is not in the first page', () => {
    expect(initial.jsGzipBytes).toBeLessThan(initial.allJsGzipBytes / 2);
  });

  it('keeps what the sign-in page does not show out of it: floating-ui (tooltips) and the notice stack', () => {
    const code = initial.jsFiles.map((file) => readFileSync(path.join(webDist, file), 'utf8')).join('\n');
    // Attribute floating-ui writes on focusable elements; Mantine's notice stack names its container.
    expect(code).not.toContain('data-floating-ui-focusable');
    expect(code).not.toContain('NotificationContainer');
  });

  it("keeps the table's stylesheet out of the first page: phones show cards, and the table brings its own", () => {
    const css = initial.cssFiles.map((file) => readFileSync(path.join(webDist, file), 'utf8')).join('\n');
    expect(css).toContain('.m_');
    expect(css).not.toContain('mantine-datatable');
  });

  it("keeps the server's texts out of the first page: refusals, notices and mail load with another language", () => {
    const code = initial.jsFiles.map((file) => readFileSync(path.join(webDist, file), 'utf8')).join('\n');
    // One text of each of the catalogue's later areas (messages/en/later-areas.ts), and a screen's own as a check.
    expect(code).not.toContain(en.server.shipmentDecline.hasTender);
    expect(code).not.toContain(en.notices.events.offerRevised.message);
    expect(code).not.toContain(en.mail.signUpAttempt.subject);
  });

  it("loads the page's language on its own, beside the app: no screen's texts in the first page, the page titles in it", () => {
    const code = initial.jsFiles.map((file) => readFileSync(path.join(webDist, file), 'utf8')).join('\n');
    // The sign-in form's and a fleet list's texts come with English's catalogue (translator.ts: loadScreenTexts).
    expect(code).not.toContain(en.auth.signUp.agreeBefore);
    expect(code).not.toContain(en.fleet.vehicleList.loading);
    // The browser title of every page is set from the first page's own code (DocumentTitle, pageTitles.ts).
    expect(code).toContain(en.layout.pages.rfqManagement);
  });

  it('keeps what only some pages show out of the first page: dates (dayjs), the icons (the denial page), the live feed', () => {
    expect(initial.jsFiles.filter((file) => /\/(dayjs|icons)-/.test(file))).toEqual([]);
    const code = initial.jsFiles.map((file) => readFileSync(path.join(webDist, file), 'utf8')).join('\n');
    // The live feed's subscriber loads once the page is up (LiveInvalidation), with every record kind's descriptor
    // (one of the verbs the fleet's job descriptor names).
    expect(code).not.toContain('job.endDischarge');
  });

  it("formats ICU messages without intl-messageformat's parser: the catalogues' part of ICU is icu-message.ts", () => {
    const code = initial.jsFiles.map((file) => readFileSync(path.join(webDist, file), 'utf8')).join('\n');
    // intl-messageformat's refusal of a missing value.
    expect(code).not.toContain('The intl string context variable');
  });

  it('keeps zod out of the first page: the descriptors name their refusals from zod-free modules, forms bring zod', () => {
    const code = initial.jsFiles.map((file) => readFileSync(path.join(webDist, file), 'utf8')).join('\n');
    // The name zod gives its base schema class (zod/v4/core), kept by minification as a string.
    expect(code).not.toContain('$ZodType');
  });

  it('is a production build even though the test runner sets NODE_ENV=test', () => {
    const code = initial.jsFiles.map((file) => readFileSync(path.join(webDist, file), 'utf8')).join('\n');
    // Printed only by React DOM's development build.
    expect(code).not.toContain('Download the React DevTools');
    // One of react-router's developer warnings, kept only in its development build (vite.config.ts).
    expect(code).not.toContain('You rendered descendant <Routes>');
  });
});
