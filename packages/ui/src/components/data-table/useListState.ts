import type { TSortOrder } from '@energy/domain/schemas/paging-limits';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** Which sorts and filter values a list accepts: the same whitelists as the procedure's input schema. */
export interface ListStateConfig<S extends string, F extends Record<string, string>> {
  /** The procedure's sort keys; the first is the default. */
  sorts: readonly [S, ...S[]];
  defaultOrder?: TSortOrder;
  /** Each filter's allowed values, or a check for free values such as ids; a value in the URL outside them is ignored rather than sent. */
  filters: { [K in keyof F]: readonly F[K][] | ((value: string) => value is F[K]) };
}

export interface ListState<S extends string = string, F extends Record<string, string> = Record<string, string>> {
  sort: S;
  order: TSortOrder;
  q: string;
  filters: Partial<F>;
  /** Whether a search or filter narrows the list (an empty result then offers Clear filters). */
  narrowed: boolean;
  /** The procedure's input: sort, order, search and the filters set. */
  input: { sort: S; order: TSortOrder; q?: string } & Partial<F>;
  setSort: (sort: S, order: TSortOrder) => void;
  setQ: (q: string) => void;
  setFilter: <K extends keyof F & string>(key: K, value: F[K] | null) => void;
  clear: () => void;
}

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

const accepts = <T extends string>(
  allowed: readonly T[] | ((value: string) => value is T),
  value: string | null,
): value is T => (typeof allowed === 'function' ? value !== null && allowed(value) : isOneOf(allowed, value));

/**
 * A list's sort, search and filters, kept in the URL's search params so a filtered view can be shared and
 * survives reload. Changing any of them replaces the history entry: the Back button leaves the list.
 */
export function useListState<S extends string, F extends Record<string, string>>(
  config: ListStateConfig<S, F>,
): ListState<S, F> {
  const [params, setParams] = useSearchParams();
  const { sorts, defaultOrder = 'desc', filters: filterValues } = config;

  const state = useMemo(() => {
    const sortParam = params.get('sort');
    const sort = isOneOf(sorts, sortParam) ? sortParam : sorts[0];
    const orderParam = params.get('order');
    const order: TSortOrder = orderParam === 'asc' || orderParam === 'desc' ? orderParam : defaultOrder;
    const q = params.get('q')?.trim() ?? '';
    const filters: Partial<F> = {};
    for (const key of Object.keys(filterValues) as (keyof F & string)[]) {
      const value = params.get(key);
      if (accepts(filterValues[key], value)) filters[key] = value;
    }
    return { sort, order, q, filters };
  }, [params, sorts, defaultOrder, filterValues]);

  // Changes build on the last URL asked for, not on the one rendered: the router applies navigations in a
  // transition, so a debounced search and a filter picked right after would otherwise undo each other.
  const latest = useRef(params);
  // A URL changed from outside (Back, a link) becomes the base of the next change.
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const update = useCallback(
    (change: (next: URLSearchParams) => void) => {
      const next = new URLSearchParams(latest.current);
      change(next);
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );

  const setOrDelete = (next: URLSearchParams, key: string, value: string | null) => {
    if (value) next.set(key, value);
    else next.delete(key);
  };

  return {
    ...state,
    narrowed: state.q !== '' || Object.keys(state.filters).length > 0,
    input: { sort: state.sort, order: state.order, ...(state.q ? { q: state.q } : {}), ...state.filters },
    setSort: (sort, order) =>
      update((next) => {
        next.set('sort', sort);
        next.set('order', order);
      }),
    setQ: (q) => update((next) => setOrDelete(next, 'q', q.trim())),
    setFilter: (key, value) => update((next) => setOrDelete(next, key, value)),
    clear: () =>
      update((next) => {
        next.delete('q');
        for (const key of Object.keys(filterValues)) next.delete(key);
      }),
  };
}
