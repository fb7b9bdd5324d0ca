import { z } from 'zod';
import { CURRENCIES } from '../money';
import { boundedDate } from './primitives';
import { SITE_EVENT_MESSAGES } from './site-event-messages';

/**
 * A job's two events at the delivery site: the truck's arrival and the end of its discharge, each at a time the
 * carrier (or its tracker) gives, by default the moment of the call. The wait between them beyond the contract's free
 * time is demurrage (measurement/demurrage.ts).
 */
export { SITE_EVENT_MESSAGES } from './site-event-messages';

/** POST /api/jobs/{jobId}/arrival and /discharge-end: the time it happened, now when left out. */
export const ZJobSiteEventInput = z.strictObject({
  jobId: z.uuid(SITE_EVENT_MESSAGES.jobIdRequired),
  at: boundedDate(SITE_EVENT_MESSAGES.atInvalid).optional(),
});
export type TJobSiteEventInput = z.input<typeof ZJobSiteEventInput>;

/**
 * The wait at the delivery site as a job shows it: arrival, end of discharge, the time waited, the quarters charged
 * beyond free time and the demurrage they cost (integer minor units of `currency`), once the discharge has ended.
 */
export const ZSiteWait = z.object({
  arrivedAtSiteAt: z.string().nullable(),
  dischargeEndedAt: z.string().nullable(),
  waitedMinutes: z.number().int().nullable(),
  chargedHours: z.string().nullable(),
  demurrage: z.number().int().nullable(),
  currency: z.enum(CURRENCIES).nullable(),
});
export type TSiteWait = z.infer<typeof ZSiteWait>;
