import { REVIEW_STATUSES } from '@energy/domain/machines/admin';
import { REVIEW_MESSAGES, REVIEW_TYPE_LABELS, REVIEW_TYPES, type TReview } from '@energy/domain/schemas/review';
import { REVIEW_SORTS } from '@energy/domain/list-sorts';
import { Button, Group } from '@mantine/core';
import { IconFilterOff, IconShieldCheck } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { reviewColumns, ReviewActions } from './reviewColumns';
import { ListScreenFrame } from '../../../components/ListScreenFrame';
import { useDisplay } from '../../../i18n/useDisplay';

const TYPE_OPTIONS = REVIEW_TYPES.map((value) => ({ value, label: REVIEW_TYPE_LABELS[value] }));

/**
 * /admin/kyb-kyc-reviews (admin only): the queue with search, status and type filters; Start review (pending
 * -> under review), Approve, and Reject with a reason, as each row's allowedActions list them.
 */
export function KybKycReviewsScreen() {
  const { t } = useTranslation();
  const display = useDisplay();
  const columns = useMemo(() => reviewColumns(t, display), [t, display]);
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
      showNotice({ title: t(ADMIN_NOTICES.success), message: t(ADMIN_NOTICES.reviewUpdated) });
      setRejecting(null);
      void utils.review.invalidate();
    },
    onError: (error) =>
      showNotice({
        title: t(ADMIN_NOTICES.reviewFailed),
        message: failureMessage(error, t(ADMIN_NOTICES.reviewFailed)),
        variant: 'destructive',
      }),
  });

  return (
    <>
      <ListScreenFrame title={t('admin.reviews.title')}>
        <QueryDataTable
          useList={useReviews}
          columns={columns}
          state={listState}
          texts={{
            loading: t('admin.reviews.loading'),
            loadFailed: t('admin.reviews.loadFailed'),
            empty: t('admin.reviews.empty'),
            emptyText: t('admin.reviews.emptyText'),
            filterEmpty: t('admin.reviews.empty'),
          }}
          emptyIcon={<IconShieldCheck size={32} />}
          toolbar={
            <Group align="flex-end" gap="sm">
              <div style={{ flex: 1 }}>
                <ListToolbar
                  state={listState}
                  searchLabel={t('admin.reviews.search')}
                  filters={[
                    statusFilter('status', t('admin.common.status'), REVIEW_STATUSES),
                    { key: 'reviewType' as const, label: t('admin.reviews.reviewType'), options: TYPE_OPTIONS },
                  ]}
                />
              </div>
              <Button
                variant="default"
                leftSection={<IconFilterOff size={16} />}
                disabled={!listState.narrowed}
                onClick={listState.clear}
              >
                {t('admin.common.clearFilters')}
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
        title={t('admin.reviews.rejectTitle')}
        label={t('admin.reviews.rejectLabel')}
        requiredMessage={REVIEW_MESSAGES.reasonRequired}
        confirmLabel={t('admin.reviews.actions.reject')}
        pending={update.isPending}
        onClose={() => setRejecting(null)}
        onConfirm={(reason) =>
          rejecting && update.mutate({ id: rejecting.id, status: 'rejected', rejectionReason: reason })
        }
      />
    </>
  );
}
