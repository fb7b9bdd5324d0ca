import { ZDomainEvent, type TDomainEvent } from '@energy/domain/schemas/events';
import type { HttpClient } from './http-client';

/**
 * One subscriber of the live feed, reading tRPC's server-sent events with fetch as a browser's
 * EventSource would: GET /api/trpc/events.live with the session cookie, `id:` and `data:` per event.
 */
export class EventStream {
  readonly events: TDomainEvent[] = [];
  /** tRPC's `serialized-error` messages: a refusal arrives in the stream, which then ends. */
  readonly errors: { message: string; data: { code: string; httpStatus: number } }[] = [];
  private waiters: (() => void)[] = [];
  private done: Promise<void> = Promise.resolve();

  private constructor(
    readonly response: Response,
    private readonly abort: AbortController,
  ) {}

  static async open(client: HttpClient, lastEventId?: string): Promise<EventStream> {
    const input = encodeURIComponent(JSON.stringify(lastEventId ? { lastEventId } : {}));
    const abort = new AbortController();
    const cookie = client.sessionCookie;
    const response = await fetch(new URL(`/api/trpc/events.live?input=${input}`, client.baseUrl), {
      headers: { accept: 'text/event-stream', ...(cookie ? { cookie: `session=${cookie}` } : {}) },
      signal: abort.signal,
    });
    const stream = new EventStream(response, abort);
    if (response.ok && response.body) stream.done = stream.read(response.body).catch(() => undefined);
    return stream;
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    const reader = body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        this.take(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
      }
    }
  }

  private take(message: string): void {
    const lines = message.split('\n');
    const event = lines
      .find((l) => l.startsWith('event:'))
      ?.slice(6)
      .trim();
    const data = lines
      .filter((l) => l.startsWith('data:'))
      .map((l) => l.slice(5).trim())
      .join('\n');
    if (event === 'serialized-error') this.errors.push(JSON.parse(data));
    // tRPC's own messages (connected, ping, return, errors) carry an `event:` name; data messages do not.
    if (event || !data) return;
    this.events.push(ZDomainEvent.parse(JSON.parse(data)));
    for (const wake of this.waiters) wake();
  }

  /** Waits until an event of this type about this entity arrives (or fails after timeoutMs). */
  async waitFor(type: string, entityId?: string, timeoutMs = 5000): Promise<TDomainEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.find((e) => e.type === type && (entityId === undefined || e.entityId === entityId));
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(
          `No ${type} event within ${timeoutMs} ms; got ${this.events.map((e) => e.type).join(', ') || 'none'}`,
        );
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
      this.waiters = [];
    }
  }

  types(): string[] {
    return this.events.map((e) => e.type);
  }

  /** Resolves when the server ends the stream. */
  ended(): Promise<void> {
    return this.done;
  }

  async close(): Promise<void> {
    this.abort.abort();
    await this.done;
  }
}
