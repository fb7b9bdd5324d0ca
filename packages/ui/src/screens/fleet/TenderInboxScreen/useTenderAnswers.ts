import type { TBidInput, TTender } from '@energy/domain/schemas/fleet';
import { en } from '@energy/i18n/messages/en/screens';
import { useTranslation } from 'react-i18next';
import { noticeFailure } from '../../../components/fleet/mutationFailure';
import { showNotice } from '../../../components/notices';
import type { ServerError } from '../../../components/serverErrors';
import { trpc } from '../../../trpc';

/** The spec's notices (spec 001 §8): titles and fallbacks exact, success texts in its words; English, for the tests. */
export const TENDER_NOTICES = en.fleet.tenderNotices;

/** Bid (the spec's accept) and reject, each refreshing the inbox afterwards. */
export function useTenderAnswers(onDone: () => void) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const refresh = () => void utils.tender.invalidate();
  const bid = trpc.tender.bid.useMutation({
    onSuccess: () => {
      showNotice({ title: t('fleet.tenderNotices.accepted'), message: t('fleet.tenderNotices.acceptedText') });
      refresh();
      onDone();
    },
  });
  const reject = trpc.tender.reject.useMutation({
    onSuccess: () => {
      showNotice({ title: t('fleet.tenderNotices.rejected'), message: t('fleet.tenderNotices.rejectedText') });
      refresh();
      onDone();
    },
    onError: noticeFailure(t('fleet.tenderNotices.rejectFailed'), t('fleet.tenderNotices.rejectFailedFallback')),
  });
  return {
    bidding: bid.isPending,
    rejecting: reject.isPending,
    placeBid: (input: TBidInput, onRefused: (error: ServerError) => void) =>
      bid.mutate(input, {
        onError: (error) => {
          onRefused(error);
          noticeFailure(t('fleet.tenderNotices.acceptFailed'), t('fleet.tenderNotices.acceptFailedFallback'))(error);
        },
      }),
    reject: (tender: TTender) => reject.mutate({ id: tender.id }),
  };
}
