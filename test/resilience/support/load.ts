import { DEMO_PASSWORD } from '../../../deploy/cluster/cluster';

/** One answer the load saw: when (ms since the load started), its status (0: no answer), latency, Retry-After. */
export interface Answer {
  at: number;
  status: number;
  ms: number;
  retryAfter: string | null;
  /** The call's name (figures are per call type). */
  call: string;
  /** The created record's id, for a 201. */
  id?: string;
  /** Why there was no answer (status 0): the fetch error and its cause. */
  failure?: string;
}

/** A signed-in user's calls: its session cookie, the site's Origin on writes (as a browser sends it). */
export class Session {
  constructor(
    readonly url: string,
    readonly cookie: string,
  ) {}

  call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}, signal?: AbortSignal) {
    return fetch(new URL(path, this.url), {
      method,
      headers: {
        cookie: this.cookie,
        ...(method === 'GET' ? {} : { origin: this.url }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(signal ? { signal } : {}),
    });
  }

  /** The same user through another address (an instance directly instead of the balancer). */
  at(url: string): Session {
    return new Session(url, this.cookie);
  }
}

export async function signedIn(url: string, username: string): Promise<Session> {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`sign-in as ${username}: ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return new Session(url, cookie);
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** An RFQ the demo buyer may publish; its title names the writer and the attempt. */
export const rfqBody = (title: string) => ({
  title,
  description: 'Resilience suite write load',
  productType: 'refined-products',
  refinedProductType: 'AGO',
  quantity: 1000,
  unit: 'liters',
  deliveryLocation: 'Ikeja, Lagos',
  deliveryDate: inDays(30),
  closeDate: inDays(5),
});

/** One call timed (bounded at 15 s: a hung request counts as status 0), with its answer's JSON body when it has one. */
export async function exchange(
  started: number,
  call: string,
  send: (signal: AbortSignal) => Promise<Response>,
): Promise<{ answer: Answer; body: unknown }> {
  const t0 = performance.now();
  try {
    const response = await send(AbortSignal.timeout(15_000));
    const text = await response.text();
    const answer = {
      at: t0 - started,
      status: response.status,
      ms: performance.now() - t0,
      retryAfter: response.headers.get('retry-after'),
      call,
    };
    return { answer, body: parseJson(text) };
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    const failure = `${error instanceof Error ? error.message : String(error)}${cause}`;
    return {
      answer: { at: t0 - started, status: 0, ms: performance.now() - t0, retryAfter: null, call, failure },
      body: undefined,
    };
  }
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** Times one call; a 201's answer keeps the created record's id. */
export async function timed(
  started: number,
  call: string,
  send: (signal: AbortSignal) => Promise<Response>,
): Promise<Answer> {
  const { answer, body } = await exchange(started, call, send);
  const id = answer.status === 201 ? idOf(body) : undefined;
  return id ? { ...answer, id } : answer;
}

/** The `id` of a JSON object answered, if it has one. */
export function idOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('id' in body)) return undefined;
  return typeof body.id === 'string' ? body.id : undefined;
}

export interface WriteLoad {
  answers: Answer[];
  /** performance.now() when the load started: answers' `at` counts from it. */
  started: number;
  /** Stops the writers and resolves when each has finished its call. */
  stop(): Promise<Answer[]>;
}

/**
 * `writers` buyers creating RFQs through `url`, one call after another each, `pauseMs` between calls, until
 * stopped: the write load of the fault scenarios.
 */
export async function startWriteLoad(url: string, writers: number, pauseMs = 50): Promise<WriteLoad> {
  const clients = await Promise.all(Array.from({ length: writers }, () => signedIn(url, 'buyer')));
  const answers: Answer[] = [];
  const started = performance.now();
  let running = true;
  const loops = clients.map(async (client, w) => {
    for (let n = 0; running; n++) {
      answers.push(
        await timed(started, 'rfq.create', (signal) =>
          client.call('POST', '/api/rfq/rfqs', rfqBody(`Resilience w${w} #${n}`), {}, signal),
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  });
  return {
    answers,
    started,
    async stop() {
      running = false;
      await Promise.all(loops);
      return answers;
    },
  };
}

/** Counts of answers by status. */
export function byStatus(answers: readonly Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers) counts[String(answer.status)] = (counts[String(answer.status)] ?? 0) + 1;
  return counts;
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
