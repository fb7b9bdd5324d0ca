import type { TenderStatus } from '@energy/domain/constants';
import { en } from '@energy/i18n/messages/en';
import type { TTender } from '@energy/domain/schemas/fleet';
import { canDo } from '../../../components/allowedActions';

/** The bid deadline has passed (or the server already says expired): the card is dimmed and badged. */
export const isExpired = (tender: TTender, now: number = Date.now()): boolean =>
  tender.status === 'expired' || Date.parse(tender.bidDeadline) <= now;

/**
 * Bid and Reject are offered where the server lists them, and not once the deadline has passed on screen
 * (the server refuses then too; the page may have been open since before it).
 */
export const canBid = (tender: TTender): boolean => canDo(tender, 'tender.bid') && !isExpired(tender);
export const canReject = (tender: TTender): boolean => canDo(tender, 'tender.reject') && !isExpired(tender);

/**
 * How the company's own bid reads on the card (fleet.tenders.myBidStatuses): "lost" is a bid the shipper did not
 * award. In English, for the tests.
 */
export const MY_BID_LABELS = en.fleet.tenders.myBidStatuses;

/**
 * How a tender's status reads for the calling company (fleet.tenders.statuses): the spec's `accepted` is the
 * company's bid waiting for the shipper's award, so it reads "Bid placed", never "Accepted" before any award.
 * In English, for the tests.
 */
export const TENDER_STATUS_LABELS: Readonly<Record<TenderStatus, string>> = en.fleet.tenders.statuses;
