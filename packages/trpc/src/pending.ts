import { TRPCError } from '@trpc/server';

/** A procedure whose contract (input, output, REST meta) has landed before its body: 501 until then. */
export function pendingBody(name: string): never {
  throw new TRPCError({ code: 'NOT_IMPLEMENTED', message: `${name} is not available yet` });
}
