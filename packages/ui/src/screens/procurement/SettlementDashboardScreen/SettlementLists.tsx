import { DUE_SOON_DAYS } from '@energy/domain/constants';
import { formatMoney } from '@energy/domain/money';
import { formatShortDate } from '@energy/domain/dates';
import { dueBadge, type TSettlementDashboard } from '@energy/domain/schemas/contract';
import { Badge, Button, Paper, Title } from '@mantine/core';
import { IconCalendarDue, IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import type { ListColumn } from '../../../components/data-table/columns';
import { DataTable } from '../../../components/data-table/DataTable';
import { loadedRows } from '../../../components/data-table/loadedRows';
import { StatusBadge } from '../../../components/StatusBadge';
import { OrgName } from '../../../components/admin/OrgName';
import { anyCanDo, canDo } from '../../../components/allowedActions';
import { trpc } from '../../../trpc';

type UpcomingSettlement = TSettlementDashboard['upcomingSettlements'][number];
type RecentSettlement = TSettlementDashboard['recentSettlements'][number];

const DUE_BADGE_COLORS = { Overdue: 'red', 'Due Today': 'orange', 'Due Soon': 'yellow' } as const;

export const SETTLEMENT_LIST_TEXTS = {
  upcoming: {
    loading: '',
    loadFailed: '',
    empty: 'No settlements falling due.',
    emptyText: 'Settlements appear here as their due dates near.',
  },
  recent: {
    loading: '',
    loadFailed: '',
    empty: 'No settlements recorded yet.',
    emptyText: 'Paid settlements appear here once recorded.',
  },
} as const;

/** A due badge is read whole, like a status: it keeps its label on one line and its column grows. */
function DueBadge({ dueDate, now }: { dueDate: string; now: Date }) {
  const badge = dueBadge(dueDate, now, DUE_SOON_DAYS);
  return (
    badge && (
      <Badge color={DUE_BADGE_COLORS[badge]} style={{ whiteSpace: 'nowrap', overflow: 'visible', maxWidth: 'none' }}>
        {badge}
      </Badge>
    )
  );
}

/** The payee confirms a payment the payer recorded as made outside the platform; shown only where the server allows it. */
function ConfirmButton({ settlement }: { settlement: UpcomingSettlement }) {
  const utils = trpc.useUtils();
  const confirm = trpc.settlement.confirm.useMutation({ onSuccess: () => utils.settlement.dashboard.invalidate() });
  if (!canDo(settlement, 'settlement.confirm')) return null;
  return (
    <Button
      size="xs"
      variant="light"
      loading={confirm.isPending}
      onClick={() => confirm.mutate({ settlementId: settlement.id })}
    >
      Confirm
    </Button>
  );
}

const upcomingColumns = (
  currency: TSettlementDashboard['currency'],
  now: Date,
  confirms: boolean,
): ListColumn<UpcomingSettlement>[] => [
  { key: 'contractNumber', title: 'Contract', render: (s) => s.contractNumber, noWrap: true },
  { key: 'supplier', title: 'Supplier', render: (s) => <OrgName name={s.supplier} verified={s.supplierVerified} /> },
  { key: 'dueDate', title: 'Due Date', render: (s) => formatShortDate(s.dueDate), noWrap: true },
  { key: 'amount', title: 'Amount', render: (s) => formatMoney(s.amount, currency), noWrap: true, textAlign: 'right' },
  { key: 'due', title: 'Due', render: (s) => <DueBadge dueDate={s.dueDate} now={now} />, noWrap: true },
  { key: 'status', title: 'Status', render: (s) => <StatusBadge status={s.status} />, noWrap: true },
  { key: 'reference', title: 'Reference', render: (s) => s.reference ?? '—' },
  // The Actions column only for a caller that may confirm one of the rows (the payee's finance, an admin).
  ...(confirms
    ? [
        {
          key: 'actions',
          title: 'Actions',
          render: (s: UpcomingSettlement) => <ConfirmButton settlement={s} />,
          noWrap: true,
        },
      ]
    : []),
];

const recentColumns = (currency: TSettlementDashboard['currency']): ListColumn<RecentSettlement>[] => [
  { key: 'contractNumber', title: 'Contract', render: (s) => s.contractNumber, noWrap: true },
  { key: 'reference', title: 'Reference', render: (s) => s.reference ?? '—' },
  { key: 'settledAt', title: 'Settled', render: (s) => formatShortDate(s.settledAt), noWrap: true },
  { key: 'amount', title: 'Amount', render: (s) => formatMoney(s.amount, currency), noWrap: true, textAlign: 'right' },
  { key: 'status', title: 'Status', render: (s) => <StatusBadge status={s.status} />, noWrap: true },
];

/** Settlements falling due, each badged by days to due (spec 001 §2). */
export function UpcomingSettlements({ dashboard }: { dashboard: TSettlementDashboard }) {
  const [now] = useState(() => new Date());
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={4} mb="md">
        Upcoming Settlements
      </Title>
      <DataTable
        list={loadedRows(dashboard.upcomingSettlements)}
        columns={upcomingColumns(
          dashboard.currency,
          now,
          anyCanDo(dashboard.upcomingSettlements, 'settlement.confirm'),
        )}
        texts={SETTLEMENT_LIST_TEXTS.upcoming}
        emptyIcon={<IconCalendarDue size={32} />}
      />
    </Paper>
  );
}

/** The settlements paid most recently, with their reference and status. */
export function RecentSettlements({ dashboard }: { dashboard: TSettlementDashboard }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={4} mb="md">
        Recent Settlements
      </Title>
      <DataTable
        list={loadedRows(dashboard.recentSettlements)}
        columns={recentColumns(dashboard.currency)}
        texts={SETTLEMENT_LIST_TEXTS.recent}
        emptyIcon={<IconReceipt size={32} />}
      />
    </Paper>
  );
}
