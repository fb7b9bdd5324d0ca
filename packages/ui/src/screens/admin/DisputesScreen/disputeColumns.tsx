import type { DISPUTE_SORTS, TDispute } from '@energy/domain/schemas/dispute';
import { Badge, Button, Group, Text } from '@mantine/core';
import { canDo } from '../../../components/allowedActions';
import type { ListColumn } from '../../../components/data-table/columns';
import { statusLabel, StatusBadge } from '../../../components/StatusBadge';
import { formatDateTime } from '../../../components/fulfilment/dateTime';

const PRIORITY_COLORS: Record<TDispute['priority'], string> = {
  critical: 'red',
  high: 'orange',
  medium: 'yellow',
  low: 'gray',
};

/** Spec 001 Disputes: ID (first 8 characters), type, priority, status, related entity, reported by, created. */
export const DISPUTE_COLUMNS: ListColumn<TDispute, (typeof DISPUTE_SORTS)[number]>[] = [
  {
    key: 'id',
    title: 'ID',
    noWrap: true,
    render: (d) => (
      <Text size="sm" ff="monospace">
        {d.id.slice(0, 8)}
      </Text>
    ),
  },
  { key: 'category', title: 'Type', render: (d) => statusLabel(d.category) },
  {
    key: 'priority',
    title: 'Priority',
    noWrap: true,
    render: (d) => (
      <Badge color={PRIORITY_COLORS[d.priority]} variant="light">
        {statusLabel(d.priority)}
      </Badge>
    ),
  },
  { key: 'status', title: 'Status', noWrap: true, render: (d) => <StatusBadge status={d.status} /> },
  {
    key: 'related',
    title: 'Related Entity',
    render: (d) => (
      <>
        <Text size="sm">{d.relatedEntityLabel || d.relatedEntityId.slice(0, 8)}</Text>
        <Text size="xs" c="dimmed">
          {statusLabel(d.relatedEntityType)}
        </Text>
      </>
    ),
  },
  { key: 'raisedBy', title: 'Reported By', render: (d) => d.raisedByName },
  { key: 'createdAt', title: 'Created', sort: 'createdAt', noWrap: true, render: (d) => formatDateTime(d.createdAt) },
];

interface DisputeActionsProps {
  dispute: TDispute;
  busy: boolean;
  onResolve: () => void;
  onEscalate: () => void;
}

/** Resolve and Escalate where the row lists them (open or investigating); resolved, escalated and closed show none. */
export function DisputeActions({ dispute, busy, onResolve, onEscalate }: DisputeActionsProps) {
  const name = dispute.id.slice(0, 8);
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      {canDo(dispute, 'dispute.resolve') && (
        <Button size="xs" color="green" variant="light" aria-label={`Resolve ${name}`} onClick={onResolve}>
          Resolve
        </Button>
      )}
      {canDo(dispute, 'dispute.escalate') && (
        <Button
          size="xs"
          color="orange"
          variant="light"
          loading={busy}
          aria-label={`Escalate ${name}`}
          onClick={onEscalate}
        >
          Escalate
        </Button>
      )}
    </Group>
  );
}
