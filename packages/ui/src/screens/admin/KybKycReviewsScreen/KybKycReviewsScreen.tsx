import { REVIEW_STATUSES } from '@energy/domain/machines/admin';
import { REVIEW_MESSAGES, REVIEW_TYPE_LABELS, REVIEW_TYPES, type TReview } from '@energy/domain/schemas/review';
import { REVIEW_SORTS } from '@energy/domain/list-sorts';
import { Button, Group } from '@mantine/core';
import { IconFilterOff, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { ADMIN_NOTICES } from '../../../components/admin/adminNotices';
import { ReasonModal } from '../../../components/admin/ReasonModal';
import { QueryDataTable } from '../../../components/data-table/DataTable';
import { ListToolbar } from '../../../components/data-table/ListToolbar';
import { statusFilter } from '../../../components/data-table/statusFilter';
import { useListState } from '../../../components/data-table/useListState';
import { showNotice } from '../../../components/notices';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { failureMessage } from '../../../components/errors/serverFailure';
import { trpc } from '../../../trpc';
import { REVIEW_COLUMNS, ReviewActions } from './reviewColumns';
import { ListScreenFrame } from '../../../components/ListScreenFrame';

export const REVIEW_TEXTS = {
  title: 'KYB/KYC Review Queue',
  loading: 'Loading reviews...',
  loadFailed: REVIEW_MESSAGES.fetchFailed,
  search: 'Search by organization or user id',
  empty: REVIEW_MESSAGES.empty,
  emptyText: 'KYB and KYC submissions appear here for review.',
  filterEmpty: REVIEW_MESSAGES.empty,
  clear: 'Clear Filters',
  rejectTitle: 'Reject Review',
  rejectLabel: 'Rejection reason',
} as const;

const TYPE_FILTER = {
  key: 'reviewType' as const,
  label: 'Review Type',
  options: REVIEW_TYPES.map((value) => ({ value, label: REVIEW_TYPE_LABELS[value] })),
};

/**
 * /admin/kyb-kyc-reviews (admin only): the queue with search, status and type filters; Start review (pending
 * -> under review), Approve, and Reject with a reason, as each row's allowedActions list them.
 */
export function KybKycReviewsScreen() {
  const listState = useListState({
    sorts: REVIEW_SORTS,
    filters: { status: REVIEW_STATUSES, reviewType: REVIEW_TYPES },
  });
  // Read by the table (QueryDataTable): the rows' arrival re-renders the table, not this screen.
  const useReviews = () => usePagedList(trpc.review.list.useInfiniteQuery(listState.input, PAGED_QUERY));
  const utils = trpc.useUtils();
  const [rejecting, setRejecting] = useState<TReview | null>(null);
  const update = trpc.review.updateStatus.useMutation({
    onSuccess: () => {
      showNotice({ title: ADMIN_NOTICES.success, message: ADMIN_NOTICES.reviewUpdated });
      setRejecting(null);
      void utils.review.invalidate();
    },
    onError: (error) =>
      showNotice({
        title: ADMIN_NOTICES.reviewFailed,
        message: failureMessage(error, ADMIN_NOTICES.reviewFailed),
        variant: 'destructive',
      }),
  });

  return (
    <>
      <ListScreenFrame title={REVIEW_TEXTS.title}>
        <QueryDataTable
          useList={useReviews}
          columns={REVIEW_COLUMNS}
          state={listState}
          texts={REVIEW_TEXTS}
          emptyIcon={<IconShieldCheck size={32} />}
          toolbar={
            <Group align="flex-end" gap="sm">
              <div style={{ flex: 1 }}>
                <ListToolbar
                  state={listState}
                  searchLabel={REVIEW_TEXTS.search}
                  filters={[statusFilter('status', 'Status', REVIEW_STATUSES), TYPE_FILTER]}
                />
              </div>
              <Button
                variant="default"
                leftSection={<IconFilterOff size={16} />}
                disabled={!listState.narrowed}
                onClick={listState.clear}
              >
                {REVIEW_TEXTS.clear}
              </Button>
            </Group>
          }
          rowActions={(review) => (
            <ReviewActions
              review={review}
              sending={update.isPending && update.variables.id === review.id ? update.variables.status : null}
              onStartReview={() => update.mutate({ id: review.id, status: 'under_review' })}
              onApprove={() => update.mutate({ id: review.id, status: 'approved' })}
              onReject={() => setRejecting(review)}
            />
          )}
        />
      </ListScreenFrame>
      <ReasonModal
        subject={
          rejecting
            ? `${rejecting.reviewType.toUpperCase()}: ${rejecting.organizationName ?? rejecting.userName}`
            : null
        }
        title={REVIEW_TEXTS.rejectTitle}
        label={REVIEW_TEXTS.rejectLabel}
        requiredMessage={REVIEW_MESSAGES.reasonRequired}
        confirmLabel="Reject"
        pending={update.isPending}
        onClose={() => setRejecting(null)}
        onConfirm={(reason) =>
          rejecting && update.mutate({ id: rejecting.id, status: 'rejected', rejectionReason: reason })
        }
      />
    </>
  );
}
