import type { Action, Resource } from '@energy/domain/permissions';
import { initTRPC } from '@trpc/server';
import type { Context } from './context';
import { errorDetails, publicMessage } from './errors';

/** How a procedure is guarded; every procedure must say (a test walks the router). */
export type Access =
  | { kind: 'public' }
  | { kind: 'authenticated' }
  | { kind: 'permission'; resource: Resource; action: Action };

export interface Meta {
  access: Access;
}

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    errorFormatter({ shape, error, ctx }) {
      const details = errorDetails(error);
      // A 5xx names its request, so a report can be matched to the server's log line.
      const requestId = shape.data.httpStatus >= 500 ? ctx?.requestId : undefined;
      return { ...shape, message: publicMessage(error), data: { ...shape.data, stack: undefined, details, requestId } };
    },
  });

export const router = t.router;
export const middleware = t.middleware;
export const createCallerFactory = t.createCallerFactory;

/** Anyone may call it; marked so the router walk can tell it from a forgotten guard. */
export const publicProcedure = t.procedure.meta({ access: { kind: 'public' } });
