/** A browser waits this long, plus up to RECONNECT_SPREAD_MS, before it reconnects to a stream ended by a shutdown. */
export const RECONNECT_MIN_MS = 1000;
/** Spread, so that a stopping instance's subscribers do not all arrive at the next one in the same moment. */
export const RECONNECT_SPREAD_MS = 2000;

const LINE_FEED = 0x0a;
const encoder = new TextEncoder();

/**
 * The last lines of a stream ended by a shutdown: a comment for whoever reads the stream by hand, and the `retry:`
 * field, which sets the browser's reconnection delay (EventSource reconnects by itself when a stream ends, sending
 * Last-Event-ID, so the new instance resumes after the last event). tRPC's own ending (`event: return`) is not sent:
 * its client reads that as the subscription's end and would not reconnect.
 */
export function reconnectHint(): string {
  const retryMs = RECONNECT_MIN_MS + Math.floor(Math.random() * RECONNECT_SPREAD_MS);
  return `: this server is stopping; reconnect\nretry: ${retryMs}\n\n`;
}

/** Whether these bytes end an event (a blank line): tRPC writes an event's lines and its blank line as separate chunks. */
function endsEvent(chunk: Uint8Array): boolean {
  return chunk.length >= 2 && chunk[chunk.length - 1] === LINE_FEED && chunk[chunk.length - 2] === LINE_FEED;
}

/**
 * The open server-sent event streams of this process (tRPC's live feed), so that a shutdown can end each one with a
 * reconnection hint instead of holding it open until the grace period is over or cutting it without one.
 */
export class LiveStreams {
  private readonly enders = new Set<() => void>();

  get open(): number {
    return this.enders.size;
  }

  /** The answer as it is or, for an event stream, the same stream, which endAll() can end. */
  track = (answer: Response): Response => {
    const type = answer.headers.get('content-type') ?? '';
    if (!answer.body || !type.startsWith('text/event-stream')) return answer;
    const source = answer.body.getReader();
    const enders = this.enders;
    let output: ReadableStreamDefaultController<Uint8Array> | undefined;
    let closed = false;
    let ending = false;
    let atBoundary = true;
    const forget = () => {
      closed = true;
      enders.delete(end);
    };
    const finish = () => {
      if (closed) return;
      forget();
      output?.enqueue(encoder.encode(reconnectHint()));
      output?.close();
      // Ends tRPC's side: its generator returns, and the subscription lets go of the event feed.
      source.cancel().catch(() => undefined);
    };
    function end(): void {
      ending = true;
      // Mid-event, the rest of the event goes out first (it is already being written): the next chunk ends it.
      if (atBoundary) finish();
    }
    enders.add(end);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        output = controller;
      },
      async pull(controller) {
        let chunk: ReadableStreamReadResult<Uint8Array>;
        try {
          chunk = await source.read();
        } catch (error) {
          if (!closed) {
            forget();
            controller.error(error);
          }
          return;
        }
        if (closed) return;
        if (chunk.done) {
          forget();
          controller.close();
          return;
        }
        controller.enqueue(chunk.value);
        atBoundary = endsEvent(chunk.value);
        if (ending && atBoundary) finish();
      },
      cancel(reason) {
        forget();
        return source.cancel(reason);
      },
    });
    return new Response(body, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
  };

  /** Ends every open stream with the reconnection hint; returns how many there were. */
  endAll(): number {
    const count = this.enders.size;
    for (const end of [...this.enders]) end();
    return count;
  }
}
