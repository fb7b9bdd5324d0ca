import { describe, expect, it } from 'vitest';
import { LiveStreams, RECONNECT_MIN_MS, RECONNECT_SPREAD_MS } from './live-streams';

const encoder = new TextEncoder();

/** An event stream written chunk by chunk as tRPC writes one: an event's lines, then its blank line on its own. */
function eventStream() {
  let source: ReadableStreamDefaultController<Uint8Array> | undefined;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start: (controller) => void (source = controller),
    cancel: () => void (cancelled = true),
  });
  return {
    answer: new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    write: (text: string) => source?.enqueue(encoder.encode(text)),
    end: () => source?.close(),
    cancelled: () => cancelled,
  };
}

/** Reads what the tracked answer sends, chunk by chunk. */
function reader(answer: Response) {
  const read = (answer.body ?? new ReadableStream<Uint8Array>()).getReader();
  const decoder = new TextDecoder();
  return async (): Promise<string | null> => {
    const { done, value } = await read.read();
    return done ? null : decoder.decode(value);
  };
}

const HINT = /^: this server is stopping; reconnect\nretry: (\d+)\n\n$/;

describe('live streams at shutdown', () => {
  it('end between events with the reconnection hint, and tRPC side is cancelled', async () => {
    const streams = new LiveStreams();
    const source = eventStream();
    const next = reader(streams.track(source.answer));
    source.write('event: connected\ndata: {}\n');
    source.write('\n\n');
    expect(await next()).toBe('event: connected\ndata: {}\n');
    expect(await next()).toBe('\n\n');
    expect(streams.open).toBe(1);

    expect(streams.endAll()).toBe(1);
    const hint = await next();
    expect(hint).toMatch(HINT);
    const retryMs = Number(HINT.exec(hint ?? '')?.[1]);
    expect(retryMs).toBeGreaterThanOrEqual(RECONNECT_MIN_MS);
    expect(retryMs).toBeLessThan(RECONNECT_MIN_MS + RECONNECT_SPREAD_MS);
    expect(await next()).toBeNull();
    expect(source.cancelled()).toBe(true);
    expect(streams.open).toBe(0);
  });

  it('mid-event, let the event finish first, so the browser never gets half of one', async () => {
    const streams = new LiveStreams();
    const source = eventStream();
    const next = reader(streams.track(source.answer));
    source.write('data: {"type":"offer.submitted"}\n');
    expect(await next()).toBe('data: {"type":"offer.submitted"}\n');

    streams.endAll();
    source.write('id: 42\n');
    source.write('\n\n');
    expect(await next()).toBe('id: 42\n');
    expect(await next()).toBe('\n\n');
    expect(await next()).toMatch(HINT);
    expect(await next()).toBeNull();
  });

  it('leave other answers alone, and forget a stream that ended by itself', async () => {
    const streams = new LiveStreams();
    const json = Response.json({ status: 'ok' });
    expect(streams.track(json)).toBe(json);

    const source = eventStream();
    const next = reader(streams.track(source.answer));
    source.write('event: return\ndata: \n');
    source.write('\n\n');
    source.end();
    expect(await next()).toBe('event: return\ndata: \n');
    expect(await next()).toBe('\n\n');
    expect(await next()).toBeNull();
    expect(streams.open).toBe(0);
    expect(streams.endAll()).toBe(0);
  });
});
