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
