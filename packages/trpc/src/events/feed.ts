import type { TDomainEvent } from '@energy/domain/schemas/events';

/** Committed events as the server instance's dispatcher reads them from the outbox, in-process. */
export interface EventFeed {
  /** Calls the listener with each new event; returns the unsubscribe. */
  subscribe(listener: (event: TDomainEvent) => void): () => void;
}

/** For an app that serves no live events (a benchmark of other calls): nobody is ever told anything. */
export const noEvents: EventFeed = { subscribe: () => () => {} };

/** Events waiting for one subscriber's stream; a subscriber this far behind is cut off and resumes from the outbox. */
export const MAX_PENDING_EVENTS = 1000;

/**
 * One subscriber's buffer between the dispatcher (push) and its SSE stream (pull). When the stream falls
 * MAX_PENDING_EVENTS behind, it ends: the client reconnects with its last event id and replays the rest
 * from the table, so a slow reader never grows the server's memory.
 */
export class EventQueue {
  private readonly items: TDomainEvent[] = [];
  private wake: (() => void) | undefined;
  private overflowed = false;

  push(event: TDomainEvent): void {
    if (this.items.length >= MAX_PENDING_EVENTS) this.overflowed = true;
    else this.items.push(event);
    this.wake?.();
  }

  async *drain(signal: AbortSignal | undefined): AsyncGenerator<TDomainEvent> {
    const aborted = new Promise<void>((resolve) => signal?.addEventListener('abort', () => resolve(), { once: true }));
    while (!signal?.aborted) {
      const next = this.items.shift();
      if (next) {
        yield next;
        continue;
      }
      if (this.overflowed) return;
      await Promise.race([new Promise<void>((resolve) => (this.wake = resolve)), aborted]);
      this.wake = undefined;
    }
  }
}
