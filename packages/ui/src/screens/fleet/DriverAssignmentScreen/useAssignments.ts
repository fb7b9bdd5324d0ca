import { FLEET_MESSAGES, type TAssignmentInput, type TJob } from '@energy/domain/schemas/fleet';
import { en } from '@energy/i18n/messages/en/screens';
import { localizeMessage } from '@energy/i18n/localize';
import { translatorFor } from '@energy/i18n/translator';
import { useTranslation } from 'react-i18next';
import { noticeFailure } from '../../../components/fleet/mutationFailure';
import { showNotice } from '../../../components/notices';
import type { ServerError } from '../../../components/serverErrors';
import { currentLanguage } from '../../../i18n/currentLanguage';
import { trpc } from '../../../trpc';

const english = translatorFor('en');
const NOTICES = en.fleet.assignmentNotices;

/** The English texts (tests and stories read them); the notices speak the page's language. */
export const ASSIGNMENT_NOTICES = {
  ...NOTICES,
  assignedText: (jobNumber: string) => english('fleet.assignmentNotices.assignedText', { jobNumber }),
  unassignedText: (jobNumber: string) => english('fleet.assignmentNotices.unassignedText', { jobNumber }),
} as const;

/** Assign and unassign (after the browser's confirmation), each refreshing the jobs and the drivers and vehicles. */
export function useAssignments(onAssigned: () => void) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const refresh = () => {
    void utils.job.invalidate();
    void utils.driver.invalidate();
    void utils.vehicle.invalidate();
  };
  const assign = trpc.job.assign.useMutation({
    onSuccess: (job) => {
      showNotice({
        title: t('fleet.assignmentNotices.assigned'),
        message: t('fleet.assignmentNotices.assignedText', { jobNumber: job.jobNumber }),
      });
      refresh();
      onAssigned();
    },
  });
  const unassign = trpc.job.unassign.useMutation({
    onSuccess: (job) => {
      showNotice({
        title: t('fleet.assignmentNotices.unassigned'),
        message: t('fleet.assignmentNotices.unassignedText', { jobNumber: job.jobNumber }),
      });
      refresh();
    },
    onError: noticeFailure(
      t('fleet.assignmentNotices.unassignFailed'),
      t('fleet.assignmentNotices.unassignFailedFallback'),
    ),
  });
  return {
    assigning: assign.isPending,
    assign: (input: TAssignmentInput, onRefused: (error: ServerError) => void) =>
      assign.mutate(input, {
        onError: (error) => {
          onRefused(error);
          noticeFailure(
            t('fleet.assignmentNotices.assignFailed'),
            t('fleet.assignmentNotices.assignFailedFallback'),
          )(error);
        },
      }),
    unassigningId: unassign.isPending ? unassign.variables.id : null,
    unassign: (job: TJob) => {
      if (!job.assignment || !window.confirm(localizeMessage(FLEET_MESSAGES.unassignConfirm, currentLanguage())))
        return;
      unassign.mutate({ id: job.assignment.id });
    },
  };
}
