import { describe, expect, it } from 'vitest';
import { pageSessionScript, PAGE_SESSION_ELEMENT_ID, withPageSession } from './page-session';

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
    expect(withPageSession('<div id="root"></div>', { id: 1 })).toMatch(/^<script [^>]+>\{"id":1\}<\/script><div id="root"><\/div>$/);
  });
});
