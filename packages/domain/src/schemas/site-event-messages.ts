/** The refusals of the job's site events (arrival, end of discharge), zod-free so the descriptors (and the first page) can name them. */
export const SITE_EVENT_MESSAGES = {
  jobIdRequired: 'Job is required',
  atInvalid: 'Time must be a date and time',
  atInFuture: 'The time cannot be in the future',
  arrivalRecorded: 'The arrival at the delivery site is already recorded for this job',
  dischargeRecorded: 'The end of discharge is already recorded for this job',
  arrivalFirst: 'Record the arrival at the delivery site before the end of discharge',
  arrivalBeforeStart: 'The arrival at the delivery site must come after the job started',
  dischargeBeforeArrival: 'The end of discharge must come after the arrival at the delivery site',
} as const;
