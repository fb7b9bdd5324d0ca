import { isTrackedEnvelope, tracked, type TrackedEnvelope } from '@trpc/server';
import { z } from 'zod';

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

/**
 * The output schema of a subscription yielding `tracked(id, data)`: checks every event on its way out,
 * as `.output()` checks a query's answer (tRPC's documented pattern for subscription output validation).
 */
export function zTrackedStream<T>(item: z.ZodType<T>) {
  return z
    .custom<AsyncIterable<TrackedEnvelope<T>>>(isAsyncIterable)
    .transform(async function* (source): AsyncGenerator<TrackedEnvelope<T>> {
      for await (const envelope of source) {
        if (!isTrackedEnvelope(envelope)) throw new Error('A live event must be tracked with its id');
        const [id, data] = envelope;
        yield tracked(id, await item.parseAsync(data));
      }
    });
}
