import type { TBidInput, TTender } from '@energy/domain/schemas/fleet';
import { noticeFailure } from '../../../components/fleet/mutationFailure';
import { showNotice } from '../../../components/notices';
import type { ServerError } from '../../../components/serverErrors';
import { trpc } from '../../../trpc';

/** The spec's notices (spec 001 §8): titles and fallbacks exact, success texts in its words. */
export const TENDER_NOTICES = {
  accepted: 'Tender Accepted',
  acceptedText: 'Your bid was submitted successfully.',
  acceptFailed: 'Accept Failed',
  acceptFailedFallback: 'Failed to accept tender.',
  rejected: 'Tender Rejected',
  rejectedText: 'You have declined this tender.',
  rejectFailed: 'Reject Failed',
  rejectFailedFallback: 'Failed to reject tender.',
} as const;

/** Bid (the spec's accept) and reject, each refreshing the inbox afterwards. */
export function useTenderAnswers(onDone: () => void) {
  const utils = trpc.useUtils();
  const refresh = () => void utils.tender.invalidate();
  const bid = trpc.tender.bid.useMutation({
    onSuccess: () => {
      showNotice({ title: TENDER_NOTICES.accepted, message: TENDER_NOTICES.acceptedText });
      refresh();
      onDone();
    },
  });
  const reject = trpc.tender.reject.useMutation({
    onSuccess: () => {
      showNotice({ title: TENDER_NOTICES.rejected, message: TENDER_NOTICES.rejectedText });
      refresh();
      onDone();
    },
    onError: noticeFailure(TENDER_NOTICES.rejectFailed, TENDER_NOTICES.rejectFailedFallback),
  });
  return {
    bidding: bid.isPending,
    rejecting: reject.isPending,
    placeBid: (input: TBidInput, onRefused: (error: ServerError) => void) =>
      bid.mutate(input, {
        onError: (error) => {
          onRefused(error);
          noticeFailure(TENDER_NOTICES.acceptFailed, TENDER_NOTICES.acceptFailedFallback)(error);
        },
      }),
    reject: (tender: TTender) => reject.mutate({ id: tender.id }),
  };
}
