import { fitChains } from './fitted-chains';
import { ROUTERS } from './routers.gen';
import { createCallerFactory, router } from './trpc';

/**
 * One router per domain, routers/<name>/<name>.router.ts mounted under its name in camel case: `npm run
 * exports:map` gathers them in routers.gen.ts, so a new router needs no line here.
 */
export const appRouter = router(ROUTERS);
fitChains(appRouter);

export type AppRouter = typeof appRouter;

/** The kinds' demo seeds (a router's file exports its kind's as `demo`), run by the server's start. */
export { KIND_DEMOS } from './routers.gen';
export const createCaller = createCallerFactory(appRouter);
