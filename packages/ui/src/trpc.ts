import type { AppRouter } from '@energy/trpc/root';
import { createTRPCReact } from '@trpc/react-query';

/** The typed tRPC React hooks; the router is known as a type only, so no server code reaches the browser. */
export const trpc = createTRPCReact<AppRouter>();
