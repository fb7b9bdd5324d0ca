import { BLACKOUT_SORTS, DRIVER_SORTS, JOB_SORTS, TENDER_SORTS, VEHICLE_SORTS } from '../list-sorts';
import { entry, type StateCheck } from '../actions/entry';
import { fleetOwnerOf } from '../actions/parties';
import type { RecordFacts } from '../actions/records';
import { BID_TRANSITIONS, JOB_STARTED_STATES, JOB_TRANSITIONS, VEHICLE_TRANSITIONS } from '../machines/fleet';
import { SITE_EVENT_MESSAGES } from '../schemas/site-event-messages';
import { defineEntity } from './descriptor';

type JobFacts = RecordFacts['job'];
/** The delivery site is reached by a job on the road or past it (recorded afterwards from the tracker's times). */
const jobStarted: StateCheck<JobFacts> = (j) =>
  JOB_STARTED_STATES.includes(j.status)
    ? null
    : `This job is ${j.status}: its arrival and discharge are recorded once it has started`;

/* Fleet records are read under fleet:read; a bid under shipment:read (its shipper and its bidder hear of it). */

export const vehicle = defineEntity({
  label: 'Vehicle',
  table: 'vehicles',
  machine: { transitions: VEHICLE_TRANSITIONS, column: 'status' },
  sorts: VEHICLE_SORTS,
  events: { permission: 'fleet:read', refreshes: ['vehicle', 'job', 'notification'] },
});

export const driver = defineEntity({
  label: 'Driver',
  sorts: DRIVER_SORTS,
  events: { permission: 'fleet:read', refreshes: ['driver', 'job', 'notification'] },
});

export const blackout = defineEntity({
  label: 'Blackout date',
  sorts: BLACKOUT_SORTS,
  events: {
    permission: 'fleet:read',
    refreshes: ['blackout', 'vehicle', 'driver', 'job', 'notification'],
    noticeName: 'Blackout',
  },
});

/** A driver and a vehicle on a job (job_assignments), from assignment to the job's end. */
export const assignment = defineEntity({ label: 'Assignment' });

export const tender = defineEntity({
  label: 'Tender',
  sorts: TENDER_SORTS,
  events: { permission: 'fleet:read', refreshes: ['tender', 'shipment', 'notification'], notificationType: 'tender' },
  page: () => '/fleet/tenders',
});

export const bid = defineEntity({
  label: 'Bid',
  table: 'tenderBids',
  machine: { transitions: BID_TRANSITIONS, column: 'status' },
  events: {
    permission: 'shipment:read',
    refreshes: ['tender', 'shipment', 'notification'],
    notificationType: 'tender',
  },
  page: () => '/fleet/tenders',
});

/**
 * A job follows its shipment: in transit -> in progress, delivered -> completed (through in progress when the driver
 * never started it in the app), cancelled -> cancelled.
 */
export const job = defineEntity({
  label: 'Job',
  table: 'jobs',
  machine: { transitions: JOB_TRANSITIONS, column: 'status' },
  sorts: JOB_SORTS,
  events: {
    permission: 'fleet:read',
    refreshes: ['job', 'vehicle', 'driver', 'shipment', 'order', 'notification'],
    notificationType: 'job',
  },
  page: () => '/fleet/jobs',
  follows: [
    {
      leader: 'shipment',
      link: { follower: 'shipmentId' },
      on: { in_transit: ['in_progress'], delivered: ['in_progress', 'completed'], cancelled: ['cancelled'] },
    },
  ],
  /*
   * The two events at the delivery site, each once and in order: they change no status (the job stays in progress
   * until its shipment is delivered), so the state they check is the job's own record of them.
   */
  verbs: {
    'job.arriveAtSite': entry({
      on: 'job',
      permission: 'job:update',
      party: fleetOwnerOf('job'),
      transition: { none: 'records the arrival at the delivery site (a time given, else now), once' },
      requires: [jobStarted, (j) => (j.atSite ? SITE_EVENT_MESSAGES.arrivalRecorded : null)],
    }),
    'job.endDischarge': entry({
      on: 'job',
      permission: 'job:update',
      party: fleetOwnerOf('job'),
      transition: {
        none: "records the end of discharge, once; demurrage beyond the contract's free time becomes a settlement line",
      },
      requires: [
        jobStarted,
        (j) => (j.atSite ? null : SITE_EVENT_MESSAGES.arrivalFirst),
        (j) => (j.discharged ? SITE_EVENT_MESSAGES.dischargeRecorded : null),
      ],
    }),
  },
});
