import type { TJobRoute } from '@energy/domain/schemas/fleet';
import { jobList, type JobFixture } from './fixtures/fleetWork';
import { jobRoutes, routeOf } from './fixtures/jobRoutes';
import { serverError, trpcMsw } from './handlers';

/** job.positions (Track): each job's route by id, from `routes`; a job without one has reported no position. */
export const jobRouteHandlers = {
  routes: (routes: Record<string, TJobRoute> = jobRoutes) =>
    trpcMsw.job.positions.query(
      ({ input }) =>
        routes[input.jobId] ?? routeOf(jobList.find((job) => job.id === input.jobId) ?? (jobList[0] as JobFixture)),
    ),
  /** The route grows by one position each time it is asked (after the first), as a live update would bring. */
  growing: (route: TJobRoute, next: TJobRoute['positions'][number]) => {
    let calls = 0;
    return trpcMsw.job.positions.query(() => {
      calls += 1;
      return calls === 1
        ? route
        : routeOf(jobList.find((job) => job.id === route.jobId) ?? (jobList[0] as JobFixture), [
            ...route.positions,
            next,
          ]);
    });
  },
  fails: () =>
    trpcMsw.job.positions.query(() => {
      throw serverError('NOT_FOUND', 'Job not found');
    }),
};
