import type { RequestHandler } from 'msw';
import {
  assignmentOptions,
  bidList,
  emptyJobSummary,
  fleetWorkMessages,
  jobList,
  jobSummary,
  siteJobs,
  tenderList,
  type AssignmentOptionsFixture,
  type BidFixture,
  type JobFixture,
  type JobSummaryFixture,
  type TenderFixture,
} from './fixtures/fleetWork';
import { shipments } from './fixtures/fulfilment';
import { mockPage, serverError, trpcMsw } from './handlers';

/** Answers that never come, for the loading states. */
const pendingForever = <T>(): Promise<T> => new Promise<T>(() => undefined);
const unavailable = () => serverError('INTERNAL_SERVER_ERROR', fleetWorkMessages.serverUnavailable);
const forbidden = () => serverError('FORBIDDEN', 'Missing permission: fleet:read');

const tenderById = (id: string): TenderFixture =>
  tenderList.find((tender) => tender.id === id) ?? (tenderList[0] as TenderFixture);
const jobById = (id: string): JobFixture => jobList.find((job) => job.id === id) ?? (jobList[0] as JobFixture);

const matches = (text: string, q: string | undefined) => !q || text.toLowerCase().includes(q.toLowerCase());

/** The inbox as the server narrows it: `q` over title, origin, destination and client; status; priority. */
function filterTenders(list: TenderFixture[], input: { q?: string; status?: string; priority?: string } | undefined) {
  return list.filter(
    (tender) =>
      matches([tender.title, tender.origin, tender.destination, tender.clientCompany].join(' '), input?.q) &&
      (!input?.status || tender.status === input.status) &&
      (!input?.priority || tender.priority === input.priority),
  );
}

function filterJobs(
  list: JobFixture[],
  input: { q?: string; status?: string; priority?: string; assigned?: boolean | 'true' | 'false' } | undefined,
) {
  const assigned = input?.assigned === undefined ? undefined : input.assigned === true || input.assigned === 'true';
  return list.filter(
    (job) =>
      matches(
        [job.title, job.jobNumber, job.shipmentNumber, job.origin, job.destination, job.clientCompany].join(' '),
        input?.q,
      ) &&
      (!input?.status || job.status === input.status) &&
      (!input?.priority || job.priority === input.priority) &&
      (assigned === undefined || (job.assignment !== null) === assigned),
  );
}

export const tenderHandlers = {
  list: (list: TenderFixture[] = tenderList) =>
    trpcMsw.tender.list.query(({ input }) => mockPage(filterTenders(list, input ?? undefined), input)),
  listLoading: () => trpcMsw.tender.list.query(() => pendingForever()),
  listFails: () =>
    trpcMsw.tender.list.query(() => {
      throw unavailable();
    }),
  listForbidden: () =>
    trpcMsw.tender.list.query(() => {
      throw forbidden();
    }),
  bidSucceeds: () =>
    trpcMsw.tender.bid.mutation(({ input }) => ({
      ...tenderById(input.id),
      status: 'accepted' as const,
      allowedActions: [],
      myBid: {
        id: '6d0b0000-0000-4000-8000-000000000999',
        status: 'submitted' as const,
        proposedRate: Number(input.proposedRate),
        estimatedDeliveryTime: input.estimatedDeliveryTime,
        notes: input.notes ?? null,
        createdAt: new Date().toISOString(),
      },
    })),
  bidFails: (message: string = fleetWorkMessages.tenderClosed) =>
    trpcMsw.tender.bid.mutation(() => {
      throw serverError('CONFLICT', message);
    }),
  rejectSucceeds: () =>
    trpcMsw.tender.reject.mutation(({ input }) => ({
      ...tenderById(input.id),
      status: 'rejected' as const,
      allowedActions: [],
    })),
  rejectFails: (message = '') =>
    trpcMsw.tender.reject.mutation(() => {
      throw serverError('CONFLICT', message);
    }),
  bids: (list: BidFixture[] = bidList) => trpcMsw.tender.bids.query(() => list),
  bidsLoading: () => trpcMsw.tender.bids.query(() => pendingForever()),
  awardSucceeds: () =>
    trpcMsw.tender.award.mutation(({ input }) => {
      const bid = bidList.find((candidate) => candidate.id === input.bidId) ?? (bidList[0] as BidFixture);
      return { ...shipments.tendered, status: 'accepted' as const, logisticsOrg: bid.carrier, allowedActions: [] };
    }),
  awardFails: (message: string = fleetWorkMessages.bidAlreadyAwarded) =>
    trpcMsw.tender.award.mutation(() => {
      throw serverError('CONFLICT', message);
    }),
} satisfies Record<string, (...args: never[]) => RequestHandler>;

export const jobHandlers = {
  list: (list: JobFixture[] = jobList) =>
    trpcMsw.job.list.query(({ input }) => mockPage(filterJobs(list, input ?? undefined), input)),
  listLoading: () => trpcMsw.job.list.query(() => pendingForever()),
  listFails: () =>
    trpcMsw.job.list.query(() => {
      throw unavailable();
    }),
  summary: (summary: JobSummaryFixture = jobSummary) => trpcMsw.job.summary.query(() => summary),
  emptySummary: () => trpcMsw.job.summary.query(() => emptyJobSummary),
  summaryLoading: () => trpcMsw.job.summary.query(() => pendingForever()),
  summaryFails: () =>
    trpcMsw.job.summary.query(() => {
      throw unavailable();
    }),
  options: (options: AssignmentOptionsFixture = assignmentOptions) =>
    trpcMsw.job.assignmentOptions.query(() => options),
  assignSucceeds: () =>
    trpcMsw.job.assign.mutation(({ input }) => ({
      ...jobById(input.jobId),
      status: 'assigned' as const,
      assignedDriverId: input.driverId,
      assignedVehicleId: input.vehicleId,
    })),
  assignFails: (message: string = fleetWorkMessages.driverBusy) =>
    trpcMsw.job.assign.mutation(() => {
      throw serverError('CONFLICT', message);
    }),
  unassignSucceeds: () =>
    trpcMsw.job.unassign.mutation(({ input }) => ({
      ...(jobList.find((job) => job.assignment?.id === input.id) ?? (jobList[0] as JobFixture)),
      status: 'pending' as const,
      assignment: null,
    })),
  unassignFails: (message = '') =>
    trpcMsw.job.unassign.mutation(() => {
      throw serverError('CONFLICT', message);
    }),
  updateStatusSucceeds: () =>
    trpcMsw.job.updateStatus.mutation(({ input }) => ({
      ...jobById(input.jobId),
      status: input.status,
      notes: input.notes ?? null,
    })),
  updateStatusFails: (message: string = fleetWorkMessages.jobFinal) =>
    trpcMsw.job.updateStatus.mutation(() => {
      throw serverError('CONFLICT', message);
    }),
  arriveSucceeds: () => trpcMsw.job.arriveAtSite.mutation(() => siteJobs.atSite),
  endDischargeSucceeds: () => trpcMsw.job.endDischarge.mutation(() => siteJobs.discharged),
  endDischargeFails: (message: string) =>
    trpcMsw.job.endDischarge.mutation(() => {
      throw serverError('CONFLICT', message);
    }),
} satisfies Record<string, (...args: never[]) => RequestHandler>;
