import type { TenderStatus } from '@energy/domain/constants';
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

/** How the company's own bid reads on the card: "lost" is a bid the shipper did not award. */
export const MY_BID_LABELS = {
  submitted: 'Submitted',
  won: 'Awarded',
  lost: 'Not awarded',
  declined: 'Declined',
} as const;

/**
 * How a tender's status reads for the calling company: the spec's `accepted` is the company's bid
 * waiting for the shipper's award, so it reads "Bid placed", never "Accepted" before any award.
 */
export const TENDER_STATUS_LABELS: Record<TenderStatus, string> = {
  open: 'Open',
  accepted: 'Bid placed',
  rejected: 'Rejected',
  expired: 'Expired',
  awarded: 'Awarded',
};
