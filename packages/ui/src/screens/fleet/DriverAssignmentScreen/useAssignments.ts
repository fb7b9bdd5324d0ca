import { FLEET_MESSAGES, type TAssignmentInput, type TJob } from '@energy/domain/schemas/fleet';
import { noticeFailure } from '../../../components/fleet/mutationFailure';
import { showNotice } from '../../../components/notices';
import type { ServerError } from '../../../components/serverErrors';
import { trpc } from '../../../trpc';

export const ASSIGNMENT_NOTICES = {
  assigned: 'Driver Assigned',
  assignedText: (jobNumber: string) => `${jobNumber} has its driver and vehicle.`,
  assignFailed: 'Assignment Failed',
  assignFailedFallback: 'Failed to assign driver to job.',
  unassigned: 'Driver Unassigned',
  unassignedText: (jobNumber: string) => `${jobNumber} is waiting for a driver again.`,
  unassignFailed: 'Unassign Failed',
  unassignFailedFallback: 'Failed to unassign driver.',
} as const;

/** Assign and unassign (after the browser's confirmation), each refreshing the jobs and the drivers and vehicles. */
export function useAssignments(onAssigned: () => void) {
  const utils = trpc.useUtils();
  const refresh = () => {
    void utils.job.invalidate();
    void utils.driver.invalidate();
    void utils.vehicle.invalidate();
  };
  const assign = trpc.job.assign.useMutation({
    onSuccess: (job) => {
      showNotice({ title: ASSIGNMENT_NOTICES.assigned, message: ASSIGNMENT_NOTICES.assignedText(job.jobNumber) });
      refresh();
      onAssigned();
    },
  });
  const unassign = trpc.job.unassign.useMutation({
    onSuccess: (job) => {
      showNotice({ title: ASSIGNMENT_NOTICES.unassigned, message: ASSIGNMENT_NOTICES.unassignedText(job.jobNumber) });
      refresh();
    },
    onError: noticeFailure(ASSIGNMENT_NOTICES.unassignFailed, ASSIGNMENT_NOTICES.unassignFailedFallback),
  });
  return {
    assigning: assign.isPending,
    assign: (input: TAssignmentInput, onRefused: (error: ServerError) => void) =>
      assign.mutate(input, {
        onError: (error) => {
          onRefused(error);
          noticeFailure(ASSIGNMENT_NOTICES.assignFailed, ASSIGNMENT_NOTICES.assignFailedFallback)(error);
        },
      }),
    unassigningId: unassign.isPending ? unassign.variables.id : null,
    unassign: (job: TJob) => {
      if (!job.assignment || !window.confirm(FLEET_MESSAGES.unassignConfirm)) return;
      unassign.mutate({ id: job.assignment.id });
    },
  };
}
