import { z } from 'zod';
import {
  ZAssignment,
  ZAssignmentIdInput,
  ZAssignmentInput,
  ZAssignmentOptions,
  ZAssignmentOptionsInput,
  ZJob,
  ZJobListInput,
  ZJobLocationInput,
  ZJobPositionsInput,
  ZJobRoute,
  ZJobStatusInput,
  ZJobSummary,
} from '@energy/domain/schemas/fleet';
import { ZEntityId } from '@energy/domain/schemas/fulfilment';
import { ZJobSiteEventInput } from '@energy/domain/schemas/site-events';
import { zPage, zPagedListInput } from '@energy/domain/schemas/paging';
import { actionProcedure, grantProcedure } from '../../permission';
import { scopeOf } from '../../scope';
import { router } from '../../trpc';
import { assignJob, optionsForJob, unassignJob } from './assignment.service';
import { ASSIGNMENT_CSV, JOB_CSV } from './job.csv';
import { jobSummary, pageAssignments, pageJobs } from './job.list';
import { getJob, jobRoute, updateJobLocation, updateJobStatus } from './job.service';
import { recordArrivalAtSite, recordDischargeEnd } from './job.site-events';

/** Jobs of the caller's logistics company: Driver Assignment and Live Job Tracking (spec 001). */
export const jobRouter = router({
  list: grantProcedure('fleet:read')
    .meta({
      rest: {
        method: 'get',
        path: '/api/jobs',
        query: true,
        paged: true,
        csv: JOB_CSV,
        summary: "Jobs of the caller's company (`q`; `status`, `priority`, `assigned`)",
      },
    })
    .input(ZJobListInput)
    .output(zPage(ZJob))
    .query(({ ctx, input }) => pageJobs(ctx.db, scopeOf(ctx.user), input)),
  summary: grantProcedure('fleet:read')
    .meta({
      rest: {
        method: 'get',
        path: '/api/jobs/summary',
        summary: 'Counts for the tracking tiles: active, pending, completed, total, delayed, overdue',
      },
    })
    .input(z.void())
    .output(ZJobSummary)
    .query(({ ctx }) => jobSummary(ctx.db, scopeOf(ctx.user))),
  byId: grantProcedure('fleet:read')
    .meta({ rest: { method: 'get', path: '/api/jobs/{id}', summary: 'One job' } })
    .input(ZEntityId)
    .output(ZJob)
    .query(({ ctx, input }) => getJob(ctx.db, scopeOf(ctx.user), input.id)),
  updateStatus: actionProcedure('job.updateStatus')
    .meta({
      rest: {
        method: 'put',
        path: '/api/jobs/{jobId}/status',
        summary: "Set a job's status, notes and estimated completion; the shipment follows",
      },
    })
    .input(ZJobStatusInput)
    .output(ZJob)
    .mutation(({ ctx, input }) => updateJobStatus(ctx.db, scopeOf(ctx.user), input)),
  updateLocation: actionProcedure('job.updateLocation')
    .meta({
      rest: {
        method: 'put',
        path: '/api/jobs/{jobId}/location',
        summary:
          "Move a job's current location (a driver's phone or a tracker): text and/or coordinates (decimal degrees, both or neither), each position kept for its route",
      },
    })
    .input(ZJobLocationInput)
    .output(ZJob)
    .mutation(({ ctx, input }) => updateJobLocation(ctx.db, scopeOf(ctx.user), input)),
  arriveAtSite: actionProcedure('job.arriveAtSite')
    .meta({
      rest: {
        method: 'post',
        path: '/api/jobs/{jobId}/arrival',
        summary:
          "Record the truck's arrival at the delivery site, once: `at` (the carrier's or its tracker's time, now when left out; not in the future, after the job started; 409 when already recorded)",
      },
    })
    .input(ZJobSiteEventInput)
    .output(ZJob)
    .mutation(({ ctx, input }) => recordArrivalAtSite(ctx.db, scopeOf(ctx.user), input)),
  endDischarge: actionProcedure('job.endDischarge')
    .meta({
      rest: {
        method: 'post',
        path: '/api/jobs/{jobId}/discharge-end',
        summary:
          "Record the end of discharge, once, after the arrival (409 otherwise): the wait beyond the contract's free time, per started quarter hour at its demurrage rate, becomes the contract's demurrage settlement line, payable to the carrier",
      },
    })
    .input(ZJobSiteEventInput)
    .output(ZJob)
    .mutation(({ ctx, input }) => recordDischargeEnd(ctx.db, scopeOf(ctx.user), input)),
  positions: grantProcedure('fleet:read')
    .meta({
      rest: {
        method: 'get',
        path: '/api/jobs/{jobId}/positions',
        summary:
          "A job's route for the tracking map: origin, destination, every reported position in order, the last update and the distance driven (meters)",
      },
    })
    .input(ZJobPositionsInput)
    .output(ZJobRoute)
    .query(({ ctx, input }) => jobRoute(ctx.db, scopeOf(ctx.user), input.jobId)),
  assignments: grantProcedure('fleet:read')
    .meta({
      rest: {
        method: 'get',
        path: '/api/assignments',
        query: true,
        paged: true,
        csv: ASSIGNMENT_CSV,
        summary: "Live assignments of the caller's company",
      },
    })
    .input(zPagedListInput(['assignedAt'] as const))
    .output(zPage(ZAssignment))
    .query(({ ctx, input }) => pageAssignments(ctx.db, scopeOf(ctx.user), input)),
  assignmentOptions: grantProcedure('fleet:read')
    .meta({
      rest: {
        method: 'get',
        path: '/api/jobs/{jobId}/assignment-options',
        summary: 'The drivers and vehicles every availability and compliance rule lets through for this job',
      },
    })
    .input(ZAssignmentOptionsInput)
    .output(ZAssignmentOptions)
    .query(({ ctx, input }) => optionsForJob(ctx.db, scopeOf(ctx.user), input.jobId)),
  assign: actionProcedure('job.assign')
    .meta({
      rest: {
        method: 'post',
        path: '/api/assignments',
        status: 201,
        summary: 'Assign a driver and a vehicle to a job (409 naming the rule that refuses)',
      },
    })
    .input(ZAssignmentInput)
    .output(ZJob)
    .mutation(({ ctx, input }) => assignJob(ctx.db, scopeOf(ctx.user), input)),
  unassign: actionProcedure('job.unassign')
    .meta({
      rest: {
        method: 'delete',
        path: '/api/assignments/{id}',
        summary: 'End an assignment: the job is pending again, the driver and vehicle free',
      },
    })
    .input(ZAssignmentIdInput)
    .output(ZJob)
    .mutation(({ ctx, input }) => unassignJob(ctx.db, scopeOf(ctx.user), input.id)),
});
