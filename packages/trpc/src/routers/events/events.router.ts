import { ZDomainEvent, ZLiveEventsInput } from '@energy/domain/schemas/events';
import { tracked } from '@trpc/server';
import { authedProcedure } from '../../permission';
import { router } from '../../trpc';
import { zTrackedStream } from '../../events/tracked-output';
import { liveEvents } from './events.service';

export const eventsRouter = router({
  /**
   * The live feed over server-sent events: every committed change concerning the caller's organization
   * (admins: every change) on a record the caller's role may read. Any signed-in user may subscribe; the
   * filter, not a role, decides what each one hears. Reconnecting with `lastEventId` replays what was missed.
   */
  live: authedProcedure
    .input(ZLiveEventsInput)
    .output(zTrackedStream(ZDomainEvent))
    .subscription(async function* ({ ctx, input, signal }) {
      // authedProcedure guarantees a user, and a user comes only with its session.
      const sessionId = ctx.session?.id ?? '';
      const recheckMs = ctx.config.liveSessionRecheckMs;
      for await (const event of liveEvents(
        ctx.db,
        ctx.events,
        ctx.user,
        sessionId,
        input?.lastEventId ?? null,
        signal,
        recheckMs,
      )) {
        yield tracked(event.id, event);
      }
    }),
});
