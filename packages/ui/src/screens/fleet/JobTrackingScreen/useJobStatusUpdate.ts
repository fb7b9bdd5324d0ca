import type { TJobStatusInput } from '@energy/domain/schemas/fleet';
import { en } from '@energy/i18n/messages/en/screens';
import { translatorFor } from '@energy/i18n/translator';
import { useTranslation } from 'react-i18next';
import { noticeFailure } from '../../../components/fleet/mutationFailure';
import { showNotice } from '../../../components/notices';
import { statusLabel } from '../../../components/StatusBadge';
import { useLabels } from '../../../i18n/labels';
import { trpc } from '../../../trpc';

const english = translatorFor('en');

/** The English texts (tests and stories read them); the notices speak the page's language. */
export const JOB_STATUS_NOTICES = {
  updated: en.fleet.jobNotices.statusUpdated,
  updatedText: (jobNumber: string, status: string) =>
    english('fleet.jobNotices.statusUpdatedText', { jobNumber, status: statusLabel(status) }),
  failed: en.fleet.jobNotices.updateFailed,
  failedFallback: en.fleet.jobNotices.updateFailedFallback,
} as const;

/** The status dialog's call: a notice either way, and the jobs (list and tiles) refreshed on success. */
export function useJobStatusUpdate(onDone: () => void) {
  const { t } = useTranslation();
  const labels = useLabels();
  const utils = trpc.useUtils();
  const update = trpc.job.updateStatus.useMutation({
    onSuccess: (job) => {
      showNotice({
        title: t('fleet.jobNotices.statusUpdated'),
        message: t('fleet.jobNotices.statusUpdatedText', {
          jobNumber: job.jobNumber,
          status: labels.status(job.status),
        }),
      });
      void utils.job.invalidate();
      onDone();
    },
    onError: noticeFailure(t('fleet.jobNotices.updateFailed'), t('fleet.jobNotices.updateFailedFallback')),
  });
  return { saving: update.isPending, submit: (input: TJobStatusInput) => update.mutate(input) };
}
