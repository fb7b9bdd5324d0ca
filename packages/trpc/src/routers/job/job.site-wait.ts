import type { CURRENCIES } from '@energy/domain/money';
import { demurrage } from '@energy/domain/measurement/demurrage';
import type { TSiteWait } from '@energy/domain/schemas/site-events';
import { isoOrNull } from '../../iso-date';

/** The contract's demurrage terms as a job's row reads them (null for a job whose contract is not found). */
export interface SiteTerms {
  freeTimeHours: string;
  demurrageRate: number;
  currency: (typeof CURRENCIES)[number];
}

/**
 * The wait at the delivery site as the job shows it: the two times, and once the discharge has ended the minutes
 * waited and the demurrage the contract's terms make of them (the amount its settlement line carries).
 */
export function siteWaitOf(
  job: { arrivedAtSiteAt: Date | null; dischargeEndedAt: Date | null },
  terms: SiteTerms | null,
): TSiteWait {
  const ended =
    job.arrivedAtSiteAt && job.dischargeEndedAt ? { from: job.arrivedAtSiteAt, to: job.dischargeEndedAt } : null;
  const charged =
    ended && terms
      ? demurrage(ended.from, ended.to, { freeTimeHours: terms.freeTimeHours, ratePerHour: terms.demurrageRate })
      : null;
  return {
    arrivedAtSiteAt: isoOrNull(job.arrivedAtSiteAt),
    dischargeEndedAt: isoOrNull(job.dischargeEndedAt),
    waitedMinutes: ended ? Math.floor((ended.to.getTime() - ended.from.getTime()) / 60_000) : null,
    chargedHours: charged?.chargedHours ?? null,
    demurrage: charged?.amount ?? null,
    currency: terms?.currency ?? null,
  };
}
