import type { DbHandle } from '@energy/db/client';
import type { TDomainEvent } from '@energy/domain/schemas/events';
import type { EventFeed } from '@energy/trpc/events/feed';
import { EVENTS_CHANNEL, latestEventId, readEventsAfter, readEventsById } from '@energy/trpc/events/outbox';
import { withholdSealedOffers } from '@energy/trpc/events/sealed-offers';
import { SESSIONS_ENDED_CHANNEL, endSessionStreams } from '@energy/trpc/events/session-streams';
import { summarizeError } from '../http/error-log';
import type { Logger } from '../http/logger';

export interface EventDispatcher extends EventFeed {
  stop(): Promise<void>;
}

export interface DispatcherOptions {
  logger: Logger;
  /** How often PGlite's outbox is read (it has no other process to hear from). */
  pollMs?: number;
  /** Runs before new events go to subscribers (the notifier's round, so a refetch on the event finds its notification). */
  beforeDeliver?: () => Promise<void>;
}

const PAGE = 500;
// Ids already delivered, so an event reached both by its NOTIFY and by a catch-up read goes out once.
const REMEMBERED_IDS = 10_000;

/**
 * One per server instance: reads committed events from the outbox and hands each to this instance's
 * subscribers. On PostgreSQL it LISTENs, so an event committed through any instance reaches every
 * instance; the NOTIFY names the row, which is read by id, since ids may commit out of order. After
 * (re)connecting it also reads everything after the newest id seen, for what was raised meanwhile.
 * On PGlite, one process owns the database and commits one transaction at a time: polling by id suffices.
 * Offer events of sealed bids are withheld from the buyer before delivery (sealed-offers.ts). On PostgreSQL it
 * also hears of sessions ended through any instance and ends their streams here (session-streams.ts).
 */
export async function startEventDispatcher(database: DbHandle, options: DispatcherOptions): Promise<EventDispatcher> {
  const listeners = new Set<(event: TDomainEvent) => void>();
  const delivered = new Set<string>();
  let newestId = await latestEventId(database.db);
  // Reads run one at a time, in the order they were asked for.
  let reading: Promise<void> = Promise.resolve();

  async function deliver(events: readonly TDomainEvent[]): Promise<void> {
    if (events.length > 0 && options.beforeDeliver) {
      // A failure here must not hold back the live feed: it is logged, and the events still go out.
      await options.beforeDeliver().catch((error: unknown) => {
        options.logger.error('events.before_deliver_failed', summarizeError(error));
      });
    }
    for (const event of events) {
      if (delivered.has(event.id)) continue;
      delivered.add(event.id);
      if (delivered.size > REMEMBERED_IDS) delivered.delete(delivered.values().next().value ?? '');
      newestId = Math.max(newestId, Number(event.id));
      for (const listener of listeners) listener(event);
    }
  }

  function read(what: string, task: () => Promise<void>): Promise<void> {
    reading = reading.then(task).catch((error: unknown) => {
      options.logger.error('events.read_failed', { what, ...summarizeError(error) });
    });
    return reading;
  }

  const catchUp = () =>
    read('catch-up', async () => {
      for (;;) {
        const page = await readEventsAfter(database.db, { afterId: newestId, limit: PAGE });
        await deliver(await withholdSealedOffers(database.db, page));
        if (page.length < PAGE) return;
      }
    });

  let stopListening: () => Promise<void> = async () => {};
  let timer: NodeJS.Timeout | undefined;
  if (database.listen) {
    let pending: number[] = [];
    const onNotify = (payload: string) => {
      const id = Number(payload);
      if (!Number.isSafeInteger(id)) return;
      pending.push(id);
      // Notifications of one burst are read together.
      if (pending.length === 1) {
        queueMicrotask(() => {
          const ids = pending;
          pending = [];
          void read('notified', async () =>
            deliver(await withholdSealedOffers(database.db, await readEventsById(database.db, ids))),
          );
        });
      }
    };
    const { unlisten } = await database.listen(EVENTS_CHANNEL, onNotify, () => void catchUp());
    // A session deleted through another instance (sign-out, revocation): its streams here end too.
    const sessionsEnded = await database.listen(
      SESSIONS_ENDED_CHANNEL,
      (id) => endSessionStreams([id]),
      () => {},
    );
    stopListening = async () => {
      await unlisten();
      await sessionsEnded.unlisten();
    };
  } else {
    const pollMs = options.pollMs ?? 500;
    const tick = () => {
      void catchUp().finally(() => {
        if (timer) timer = setTimeout(tick, pollMs);
      });
    };
    timer = setTimeout(tick, pollMs);
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await stopListening();
      await reading;
      listeners.clear();
    },
  };
}
