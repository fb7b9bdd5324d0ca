import type { REVIEW_DECISIONS, REVIEW_SORTS, TReview } from '@energy/domain/schemas/review';
import { REVIEW_TYPE_LABELS } from '@energy/domain/schemas/review';
import type { Translate } from '@energy/i18n/translator';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { canDo } from '../../../components/allowedActions';
import type { Display } from '../../../i18n/useDisplay';
import type { ListColumn } from '../../../components/data-table/columns';
import { StatusBadge } from '../../../components/StatusBadge';
import { ReviewEvidence } from './ReviewEvidence';

/** Spec 001 KYB/KYC Review Queue: type, organization, user id, status, submitted, document count (opening the evidence). */
export const reviewColumns = (t: Translate, display: Display): ListColumn<TReview, (typeof REVIEW_SORTS)[number]>[] => [
  { key: 'reviewType', title: t('admin.reviews.columns.type'), render: (r) => REVIEW_TYPE_LABELS[r.reviewType] },
  {
    key: 'organization',
    title: t('admin.reviews.columns.organization'),
    render: (r) =>
      r.organizationName ?? (
        <Text size="sm" c="dimmed">
          {t('admin.common.none')}
        </Text>
      ),
  },
  {
    key: 'userId',
    title: t('admin.reviews.columns.userId'),
    render: (r) => (
      <>
        <Text size="sm" ff="monospace">
          {r.userId.slice(0, 8)}
        </Text>
        <Text size="xs" c="dimmed">
          {r.userName}
        </Text>
      </>
    ),
  },
  {
    key: 'status',
    title: t('admin.reviews.columns.status'),
    noWrap: true,
    render: (r) => (
      <>
        <StatusBadge status={r.status} />
        {r.rejectionReason && (
          <Text size="xs" c="dimmed">
            {r.rejectionReason}
          </Text>
        )}
      </>
    ),
  },
  {
    key: 'submittedAt',
    title: t('admin.reviews.columns.submitted'),
    sort: 'submittedAt',
    noWrap: true,
    render: (r) => display.dateTime(r.submittedAt),
  },
  {
    key: 'documentCount',
    title: t('admin.reviews.columns.documents'),
    textAlign: 'right',
    render: (r) => <ReviewEvidence review={r} />,
  },
];

interface ReviewActionsProps {
  review: TReview;
  /** The decision being sent for this row, if any: its button spins. */
  sending: (typeof REVIEW_DECISIONS)[number] | null;
  onStartReview: () => void;
  onApprove: () => void;
  onReject: () => void;
}

/**
 * Start review (pending only), Approve and Reject (pending or under review): exactly as the row's
 * allowedActions list them; final reviews show none.
 */
export function ReviewActions({ review, sending, onStartReview, onApprove, onReject }: ReviewActionsProps) {
  const { t } = useTranslation();
  // Each button names its review for screen readers (`Approve Kano Fuel Traders`).
  const name = review.organizationName ?? review.userName;
  const may = {
    startReview: canDo(review, 'review.startReview'),
    approve: canDo(review, 'review.approve'),
    reject: canDo(review, 'review.reject'),
  };
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      {may.startReview && (
        <Button
          size="xs"
          variant="light"
          loading={sending === 'under_review'}
          aria-label={t('admin.reviews.actions.startReviewNamed', { name })}
          onClick={onStartReview}
        >
          {t('admin.reviews.actions.startReview')}
        </Button>
      )}
      {may.approve && (
        <Button
          size="xs"
          color="green"
          variant="light"
          loading={sending === 'approved'}
          aria-label={t('admin.reviews.actions.approveNamed', { name })}
          onClick={onApprove}
        >
          {t('admin.reviews.actions.approve')}
        </Button>
      )}
      {may.reject && (
        <Button
          size="xs"
          color="red"
          variant="light"
          aria-label={t('admin.reviews.actions.rejectNamed', { name })}
          onClick={onReject}
        >
          {t('admin.reviews.actions.reject')}
        </Button>
      )}
    </Group>
  );
}
