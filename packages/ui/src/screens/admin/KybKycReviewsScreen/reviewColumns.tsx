import type { REVIEW_DECISIONS, REVIEW_SORTS, TReview } from '@energy/domain/schemas/review';
import { REVIEW_TYPE_LABELS } from '@energy/domain/schemas/review';
import { Button, Group, Text } from '@mantine/core';
import { canDo } from '../../../components/allowedActions';
import { formatDateTime } from '../../../components/fulfilment/dateTime';
import type { ListColumn } from '../../../components/data-table/columns';
import { StatusBadge } from '../../../components/StatusBadge';
import { ReviewEvidence } from './ReviewEvidence';

/** Spec 001 KYB/KYC Review Queue: type, organization, user id, status, submitted, document count (opening the evidence). */
export const REVIEW_COLUMNS: ListColumn<TReview, (typeof REVIEW_SORTS)[number]>[] = [
  { key: 'reviewType', title: 'Type', render: (r) => REVIEW_TYPE_LABELS[r.reviewType] },
  {
    key: 'organization',
    title: 'Organization',
    render: (r) =>
      r.organizationName ?? (
        <Text size="sm" c="dimmed">
          None
        </Text>
      ),
  },
  {
    key: 'userId',
    title: 'User ID',
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
    title: 'Status',
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
    title: 'Submitted',
    sort: 'submittedAt',
    noWrap: true,
    render: (r) => formatDateTime(r.submittedAt),
  },
  { key: 'documentCount', title: 'Documents', textAlign: 'right', render: (r) => <ReviewEvidence review={r} /> },
];

/** The row buttons' labels; each names its review for screen readers (`Approve Kano Fuel Traders`). */
export const REVIEW_ACTION_LABELS = { startReview: 'Start review', approve: 'Approve', reject: 'Reject' } as const;

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
  const name = review.organizationName ?? review.userName;
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      {canDo(review, 'review.startReview') && (
        <Button
          size="xs"
          variant="light"
          loading={sending === 'under_review'}
          aria-label={`${REVIEW_ACTION_LABELS.startReview} ${name}`}
          onClick={onStartReview}
        >
          {REVIEW_ACTION_LABELS.startReview}
        </Button>
      )}
      {canDo(review, 'review.approve') && (
        <Button
          size="xs"
          color="green"
          variant="light"
          loading={sending === 'approved'}
          aria-label={`${REVIEW_ACTION_LABELS.approve} ${name}`}
          onClick={onApprove}
        >
          {REVIEW_ACTION_LABELS.approve}
        </Button>
      )}
      {canDo(review, 'review.reject') && (
        <Button
          size="xs"
          color="red"
          variant="light"
          aria-label={`${REVIEW_ACTION_LABELS.reject} ${name}`}
          onClick={onReject}
        >
          {REVIEW_ACTION_LABELS.reject}
        </Button>
      )}
    </Group>
  );
}
