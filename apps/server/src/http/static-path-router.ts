import type { Result, Router } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';

/** A path with no parameter, wildcard or optional part: it matches itself only. */
const STATIC = /^[^:*?{}]*$/;

/**
 * Hono's TrieRouter, with the answer for each path registered verbatim (`/api/health/live`, `/api/rfq/rfqs`, `/`)
 * worked out once and kept. Which handlers a static path reaches never changes once the routes are added, and the
 * trie walks ~170 routes' worth of nodes on every request to find out again (about 0.6 µs of a ~25 µs answer).
 * Hono's RegExpRouter keeps such a table too, but refuses our routes (a static `/api/documents/summary` beside
 * `/api/documents/:id`), so the default SmartRouter falls back to the trie anyway.
 *
 * Only registered paths and the methods node:http parses are kept, so a client cannot grow the table.
 */
export class StaticPathRouter<T> implements Router<T> {
  name = 'TrieRouter, static paths remembered';
  #trie = new TrieRouter<T>();
  #staticPaths = new Set<string>();
  #answers = new Map<string, Result<T>>();

  add(method: string, path: string, handler: T): void {
    this.#trie.add(method, path, handler);
    if (STATIC.test(path)) this.#staticPaths.add(path);
    // Routes are added before the first request; a late one must not meet an answer kept without it.
    this.#answers.clear();
  }

  match(method: string, path: string): Result<T> {
    if (!this.#staticPaths.has(path)) return this.#trie.match(method, path);
    const key = `${method} ${path}`;
    let answer = this.#answers.get(key);
    if (!answer) {
      answer = this.#trie.match(method, path);
      this.#answers.set(key, answer);
    }
    return answer;
  }
}
