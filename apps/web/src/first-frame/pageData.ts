import { PAGE_DATA_ELEMENT_ID } from '@energy/domain/page-session';
import { isSessionQueryKey } from '@energy/ui/session/pageSession';
import {
  dehydrate,
  type DehydratedState,
  hydrate,
  type Query,
  type QueryClient,
  skipToken,
} from '@tanstack/react-query';

/**
 * How long a page's render waits for its queries' answers. A query still out then is cancelled and drawn
 * loading, as the browser draws it, and the browser asks for it; so a slow database costs the first frame
 * its figures, never the page its first frame (the renderer's own bound is PAGE_RENDER_TIMEOUT_MS).
 */
export const PAGE_DATA_BUDGET_MS = 1000;

/** A query the page's first render built and would ask for on its own: not disabled, not skipped, not answered. */
function wanted(query: Query): boolean {
  // A query keeps the options of the hook that built it; its type leaves out the hook's own (enabled).
  const { enabled, queryFn } = query.options as typeof query.options & {
    enabled?: boolean | ((query: Query) => boolean);
  };
  const isEnabled = typeof enabled === 'function' ? enabled(query) : enabled !== false;
  return isEnabled && queryFn !== skipToken && query.state.status === 'pending' && query.state.fetchStatus === 'idle';
}

/**
 * Fetches every query the page's first render asked for (they are in `queryClient`'s cache, built by their hooks;
 * hooks do not fetch on the server), within PAGE_DATA_BUDGET_MS or until `signal` aborts. A query that failed or
 * did not answer in time (`budgetMs`) goes back to its unanswered state, so the next render draws it loading, as the browser
 * will (the browser then asks for it itself).
 */
export async function fetchPageQueries(
  queryClient: QueryClient,
  signal?: AbortSignal,
  budgetMs = PAGE_DATA_BUDGET_MS,
): Promise<void> {
  const queries = queryClient.getQueryCache().getAll().filter(wanted);
  if (queries.length === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const budget = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, budgetMs);
    signal?.addEventListener('abort', () => resolve(), { once: true });
  });
  await Promise.race([Promise.allSettled(queries.map((query) => query.fetch())), budget]);
  clearTimeout(timer);
  await Promise.all(
    queries.map(async (query) => {
      if (query.state.status === 'success') return;
      await query.cancel({ revert: true });
      query.reset();
    }),
  );
}

/** What a first frame was drawn with, for the browser to start from (the page's data block). */
export interface PageData {
  /** The answers (TanStack Query's dehydrated cache; auth.me aside: the page carries the user). */
  answers: DehydratedState;
  /** Whether it was drawn for a narrow screen (useNarrowScreen). */
  narrowScreen: boolean;
  /** The newest event before the answers were read: the live feed replays from there (PageRequest.liveFrom). */
  liveFrom?: string;
}

/** What the app in the browser takes from the page's data block: the frame's layout and where its feed starts. */
export type DrawnFrame = Omit<PageData, 'answers'>;

export function pageData(queryClient: QueryClient, frame: DrawnFrame): PageData {
  const answers = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && !isSessionQueryKey(query.queryKey),
  });
  return { answers, ...frame };
}

/**
 * Starts the browser's cache from the answers the server drew this page's first frame with (its data block), so
 * the app's first render is the frame as drawn and asks for none of them again (data never goes stale here; the
 * live feed refreshes it); answers whether the frame was drawn for a narrow screen and where its live feed starts. Without the block (signed out,
 * a page from another build) the cache stays as it is and the frame counts as wide.
 */
export function startFromPageData(queryClient: QueryClient, doc: Document = document): DrawnFrame {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return { narrowScreen: false };
  try {
    const data = JSON.parse(text) as Partial<PageData>;
    if (data.answers) hydrate(queryClient, data.answers);
    const liveFrom = typeof data.liveFrom === 'string' ? { liveFrom: data.liveFrom } : {};
    return { narrowScreen: data.narrowScreen === true, ...liveFrom };
  } catch {
    return { narrowScreen: false };
  }
}
