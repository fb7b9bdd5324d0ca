import type { TJobStatusInput } from '@energy/domain/schemas/fleet';
import { noticeFailure } from '../../../components/fleet/mutationFailure';
import { showNotice } from '../../../components/notices';
import { statusLabel } from '../../../components/StatusBadge';
import { trpc } from '../../../trpc';

export const JOB_STATUS_NOTICES = {
  updated: 'Status Updated',
  updatedText: (jobNumber: string, status: string) => `${jobNumber} is now ${statusLabel(status)}.`,
  failed: 'Update Failed',
  failedFallback: 'Failed to update job status.',
} as const;

/** The status dialog's call: a notice either way, and the jobs (list and tiles) refreshed on success. */
export function useJobStatusUpdate(onDone: () => void) {
  const utils = trpc.useUtils();
  const update = trpc.job.updateStatus.useMutation({
    onSuccess: (job) => {
      showNotice({
        title: JOB_STATUS_NOTICES.updated,
        message: JOB_STATUS_NOTICES.updatedText(job.jobNumber, job.status),
      });
      void utils.job.invalidate();
      onDone();
    },
    onError: noticeFailure(JOB_STATUS_NOTICES.failed, JOB_STATUS_NOTICES.failedFallback),
  });
  return { saving: update.isPending, submit: (input: TJobStatusInput) => update.mutate(input) };
}
