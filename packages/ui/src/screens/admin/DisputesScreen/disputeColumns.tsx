import type { DISPUTE_SORTS, TDispute } from '@energy/domain/schemas/dispute';
import type { Translate } from '@energy/i18n/translator';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { canDo } from '../../../components/allowedActions';
import type { ListColumn } from '../../../components/data-table/columns';
import { StatusBadge } from '../../../components/StatusBadge';
import { LabelText } from '../../../i18n/LabelText';
import type { Display } from '../../../i18n/useDisplay';

const PRIORITY_COLORS: Record<TDispute['priority'], string> = {
  critical: 'red',
  high: 'orange',
  medium: 'yellow',
  low: 'gray',
};

/** Spec 001 Disputes: ID (first 8 characters), type, priority, status, related entity, reported by, created. */
export const disputeColumns = (
  t: Translate,
  display: Display,
): ListColumn<TDispute, (typeof DISPUTE_SORTS)[number]>[] => [
  {
    key: 'id',
    title: t('admin.disputes.columns.id'),
    noWrap: true,
    render: (d) => (
      <Text size="sm" ff="monospace">
        {d.id.slice(0, 8)}
      </Text>
    ),
  },
  {
    key: 'category',
    title: t('admin.disputes.columns.type'),
    render: (d) => <LabelText kind="disputeCategory" value={d.category} />,
  },
  {
    key: 'priority',
    title: t('admin.disputes.columns.priority'),
    noWrap: true,
    render: (d) => (
      <Badge color={PRIORITY_COLORS[d.priority]} variant="light">
        <LabelText kind="disputePriority" value={d.priority} />
      </Badge>
    ),
  },
  {
    key: 'status',
    title: t('admin.disputes.columns.status'),
    noWrap: true,
    render: (d) => <StatusBadge status={d.status} />,
  },
  {
    key: 'related',
    title: t('admin.disputes.columns.related'),
    render: (d) => (
      <>
        <Text size="sm">{d.relatedEntityLabel || d.relatedEntityId.slice(0, 8)}</Text>
        <Text size="xs" c="dimmed">
          <LabelText kind="status" value={d.relatedEntityType} />
        </Text>
      </>
    ),
  },
  { key: 'raisedBy', title: t('admin.disputes.columns.reportedBy'), render: (d) => d.raisedByName },
  {
    key: 'createdAt',
    title: t('admin.disputes.columns.created'),
    sort: 'createdAt',
    noWrap: true,
    render: (d) => display.dateTime(d.createdAt),
  },
];

interface DisputeActionsProps {
  dispute: TDispute;
  busy: boolean;
  onResolve: () => void;
  onEscalate: () => void;
}

/** Resolve and Escalate where the row lists them (open or investigating); resolved, escalated and closed show none. */
export function DisputeActions({ dispute, busy, onResolve, onEscalate }: DisputeActionsProps) {
  const { t } = useTranslation();
  const name = dispute.id.slice(0, 8);
  const may = {
    resolve: canDo(dispute, 'dispute.resolve'),
    escalate: canDo(dispute, 'dispute.escalate'),
  };
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      {may.resolve && (
        <Button
          size="xs"
          color="green"
          variant="light"
          aria-label={t('admin.disputes.resolveNamed', { name })}
          onClick={onResolve}
        >
          {t('admin.disputes.resolve')}
        </Button>
      )}
      {may.escalate && (
        <Button
          size="xs"
          color="orange"
          variant="light"
          loading={busy}
          aria-label={t('admin.disputes.escalateNamed', { name })}
          onClick={onEscalate}
        >
          {t('admin.disputes.escalate')}
        </Button>
      )}
    </Group>
  );
}
