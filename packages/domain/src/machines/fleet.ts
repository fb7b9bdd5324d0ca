import type { BidStatus, JobStatus, VehicleStatus } from '../constants';
import { terminalStates, type Transitions } from './transitions';

/**
 * Job: created pending when a carrier wins a shipment; assigned by an assignment (driver + vehicle), back to
 * pending when unassigned; then in progress (the shipment goes in transit), delayed and back, completed (the
 * shipment is delivered) or cancelled. Completed and cancelled are final (spec 001 §4 lets the dialog choose
 * any status; we refuse moves out of a final state with 409, and `assigned`/`pending` come only from an
 * assignment).
 */
export const JOB_TRANSITIONS: Transitions<JobStatus> = {
  pending: ['assigned', 'cancelled'],
  assigned: ['pending', 'in_progress', 'delayed', 'cancelled'],
  in_progress: ['delayed', 'completed', 'cancelled'],
  delayed: ['in_progress', 'completed', 'cancelled'],
  completed: [],
  cancelled: [],
};
export const JOB_FINAL_STATES: readonly JobStatus[] = terminalStates(JOB_TRANSITIONS);
/** A job holds its driver and vehicle in these states (a driver's current job). */
export const JOB_ACTIVE_STATES: readonly JobStatus[] = ['assigned', 'in_progress', 'delayed'];
/** A job on the road or past it: its shipment may be in transit (a shipment leaves only with its job). */
export const JOB_STARTED_STATES: readonly JobStatus[] = ['in_progress', 'delayed', 'completed'];
/** The states the status dialog may choose; `assigned` and `pending` are set by assigning and unassigning. */
export const JOB_DIALOG_TARGETS: readonly JobStatus[] = ['in_progress', 'delayed', 'completed', 'cancelled'];
/**
 * The statuses the dialog offers a job in `status`: those of JOB_DIALOG_TARGETS its machine moves it to now. The
 * server puts them on the job row (`statusTargets`), so the dialog never works them out itself.
 */
export const jobStatusTargets = (status: JobStatus): JobStatus[] =>
  JOB_DIALOG_TARGETS.filter((target) => JOB_TRANSITIONS[status].includes(target));

/** Vehicle: the toggle of spec 001 (active becomes maintenance, any other status becomes active). */
export const VEHICLE_TRANSITIONS: Transitions<VehicleStatus> = {
  active: ['maintenance', 'inactive'],
  maintenance: ['active', 'inactive'],
  inactive: ['active'],
};
export function toggledVehicleStatus(status: VehicleStatus): VehicleStatus {
  return status === 'active' ? 'maintenance' : 'active';
}

/** A company's bid: submitted, then won (awarded) or lost (another won); a decline is final. */
export const BID_TRANSITIONS: Transitions<BidStatus> = {
  submitted: ['won', 'lost'],
  declined: [],
  won: [],
  lost: [],
};
