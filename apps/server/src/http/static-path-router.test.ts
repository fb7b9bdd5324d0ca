import { TrieRouter } from 'hono/router/trie-router';
import { describe, expect, it } from 'vitest';
import { StaticPathRouter } from './static-path-router';

/** The shapes our app registers: middleware on wildcards, a static path beside a parameter, ALL, an optional part. */
const ROUTES: [string, string][] = [
  ['ALL', '/*'],
  ['ALL', '/api/*'],
  ['ALL', '/api/trpc/*'],
  ['GET', '/api/health/live'],
  ['GET', '/api/documents'],
  ['GET', '/api/documents/summary'],
  ['GET', '/api/documents/:id'],
  ['DELETE', '/api/documents/:id'],
  ['GET', '/api/documents/:id/download'],
  ['GET', '/api/rfq/rfqs/:id?'],
  ['ALL', '/api/trpc/*'],
  ['ALL', '/api/*'],
  ['GET', '/'],
  ['GET', '*'],
];

function routers(): [TrieRouter<string>, StaticPathRouter<string>] {
  const trie = new TrieRouter<string>();
  const remembering = new StaticPathRouter<string>();
  ROUTES.forEach(([method, path], i) => {
    trie.add(method, path, `${i} ${method} ${path}`);
    remembering.add(method, path, `${i} ${method} ${path}`);
  });
  return [trie, remembering];
}

describe('StaticPathRouter', () => {
  it('answers every method and path as the trie does, the second time too', () => {
    const [trie, remembering] = routers();
    const paths = [
      '/api/health/live',
      '/api/documents',
      '/api/documents/summary',
      '/api/documents/abc',
      '/api/documents/abc/download',
      '/api/rfq/rfqs',
      '/api/rfq/rfqs/7',
      '/api/trpc/rfq.list',
      '/',
      '/rfq',
      '/api/nothing',
      '/api/health/live/',
    ];
    for (const method of ['GET', 'POST', 'DELETE', 'PROPFIND']) {
      for (const path of paths) {
        expect(remembering.match(method, path), `${method} ${path}`).toEqual(trie.match(method, path));
        expect(remembering.match(method, path), `${method} ${path} again`).toEqual(trie.match(method, path));
      }
    }
  });

  it('keeps the answer for a registered static path only, so no client can grow the table', () => {
    const [, remembering] = routers();
    expect(remembering.match('GET', '/api/health/live')).toBe(remembering.match('GET', '/api/health/live'));
    expect(remembering.match('GET', '/api/documents/abc')).not.toBe(remembering.match('GET', '/api/documents/abc'));
    expect(remembering.match('GET', '/rfq')).not.toBe(remembering.match('GET', '/rfq'));
  });

  it('forgets what it kept when a route is added later', () => {
    const [, remembering] = routers();
    const before = remembering.match('POST', '/api/health/live');
    remembering.add('POST', '/api/health/live', 'late');
    const after = remembering.match('POST', '/api/health/live');
    expect(after).not.toEqual(before);
    expect(after[0].map(([handler]) => handler)).toContain('late');
  });
});
