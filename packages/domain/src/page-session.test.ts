import { describe, expect, it } from 'vitest';
import { pageSessionScript, PAGE_SESSION_ELEMENT_ID, withPageSession, withRenderedRoot } from './page-session';

describe('the page session data block', () => {
  it('cannot be closed or broken by what a user typed, and parses back to the same value', () => {
    const user = { firstName: '</script><script>alert(1)</script>', lastName: '<!-- x', role: 'buyer' };
    const script = pageSessionScript(user);
    const inner = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'));
    expect(inner).not.toContain('<');
    expect(JSON.parse(inner)).toEqual(user);
    expect(script.startsWith(`<script type="application/json" id="${PAGE_SESSION_ELEMENT_ID}">`)).toBe(true);
  });

  it('goes at the end of the head, or first when the page has no head', () => {
    const html = '<html><head><title>x</title></head><body><div id="root"></div></body></html>';
    expect(withPageSession(html, { id: 1 })).toBe(
      `<html><head><title>x</title><script type="application/json" id="${PAGE_SESSION_ELEMENT_ID}">{"id":1}</script></head><body><div id="root"></div></body></html>`,
    );
    expect(withPageSession('<div id="root"></div>', { id: 1 })).toMatch(
      /^<script [^>]+>\{"id":1\}<\/script><div id="root"><\/div>$/,
    );
  });

  it('puts a rendered first frame inside the empty #root, inert, and leaves a page without one as it is', () => {
    const html = '<body><div id="root"></div><script src="/a.js"></script></body>';
    expect(withRenderedRoot(html, '<h1>RFQ Management</h1>')).toBe(
      '<body><div id="root" inert><h1>RFQ Management</h1></div><script src="/a.js"></script></body>',
    );
    expect(withRenderedRoot('<body><main></main></body>', '<h1>x</h1>')).toBe('<body><main></main></body>');
  });
});
