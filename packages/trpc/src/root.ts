import { authRouter } from './routers/auth/auth.router';
import { createCallerFactory, router } from './trpc';

/** One router per domain; a new domain adds one line. */
export const appRouter = router({
  auth: authRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
