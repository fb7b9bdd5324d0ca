import { DUE_SOON_DAYS } from '@energy/domain/constants';
import type { Translate } from '@energy/i18n/translator';
import { dueBadge, type TSettlementDashboard } from '@energy/domain/schemas/contract';
import { Badge, Button, Group, Paper, Title } from '@mantine/core';
import { IconCalendarDue, IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplay, type Display } from '../../../i18n/useDisplay';
import type { ListColumn } from '../../../components/data-table/columns';
import { DataTable } from '../../../components/data-table/DataTable';
import { loadedRows } from '../../../components/data-table/loadedRows';
import { StatusBadge } from '../../../components/StatusBadge';
import { OrgName } from '../../../components/admin/OrgName';
import { anyCanDo, canDo } from '../../../components/allowedActions';
import {
  NOT_RECEIVED_TEXTS,
  NotReceivedButton,
  NotReceivedDialog,
} from '../../../components/procurement/NotReceivedDialog';
import { trpc } from '../../../trpc';

type UpcomingSettlement = TSettlementDashboard['upcomingSettlements'][number];
type RecentSettlement = TSettlementDashboard['recentSettlements'][number];

const DUE_BADGE_COLORS = { Overdue: 'red', 'Due Today': 'orange', 'Due Soon': 'yellow' } as const;
const DUE_BADGE_LABELS = {
  Overdue: 'procurement.settlementDashboard.dueOverdue',
  'Due Today': 'procurement.settlementDashboard.dueToday',
  'Due Soon': 'procurement.settlementDashboard.dueSoon',
} as const;

/** The lists' empty states, as catalogue keys. */
export const SETTLEMENT_LIST_TEXTS = {
  upcoming: {
    empty: 'procurement.settlementDashboard.upcomingEmpty',
    emptyText: 'procurement.settlementDashboard.upcomingEmptyText',
  },
  recent: {
    empty: 'procurement.settlementDashboard.recentEmpty',
    emptyText: 'procurement.settlementDashboard.recentEmptyText',
  },
} as const;

/** A due badge is read whole, like a status: it keeps its label on one line and its column grows. */
function DueBadge({ dueDate, now }: { dueDate: string; now: Date }) {
  const { t } = useTranslation();
  const badge = dueBadge(dueDate, now, DUE_SOON_DAYS);
  return (
    badge && (
      <Badge color={DUE_BADGE_COLORS[badge]} style={{ whiteSpace: 'nowrap', overflow: 'visible', maxWidth: 'none' }}>
        {t(DUE_BADGE_LABELS[badge])}
      </Badge>
    )
  );
}

/**
 * The payee answers a payment the payer recorded as made outside the platform: Confirm (it counts as paid) or Not
 * Received (with a reason; it is pending again), each shown only where the server allows it.
 */
function ReceiptActions({
  settlement,
  currency,
}: {
  settlement: UpcomingSettlement;
  currency: TSettlementDashboard['currency'];
}) {
  const { t } = useTranslation();
  const display = useDisplay();
  const utils = trpc.useUtils();
  const [reporting, setReporting] = useState(false);
  const confirm = trpc.settlement.confirm.useMutation({ onSuccess: () => utils.settlement.dashboard.invalidate() });
  const values = {
    amount: display.money(settlement.amount, currency),
    contract: settlement.contractNumber,
    reference: settlement.reference ?? '—',
  };
  return (
    <Group gap="xs" wrap="nowrap">
      {canDo(settlement, 'settlement.confirm') && (
        <Button
          size="xs"
          variant="light"
          loading={confirm.isPending}
          onClick={() => confirm.mutate({ settlementId: settlement.id })}
        >
          {t('procurement.settlementDashboard.confirm')}
        </Button>
      )}
      <NotReceivedButton
        settlement={settlement}
        label={t(NOT_RECEIVED_TEXTS.label, values)}
        onClick={() => setReporting(true)}
      />
      <NotReceivedDialog
        subject={
          reporting
            ? {
                settlementId: settlement.id,
                effects: t(NOT_RECEIVED_TEXTS.effects, values),
                reportedText: t(NOT_RECEIVED_TEXTS.reportedText, values),
                failedFallback: t(NOT_RECEIVED_TEXTS.failedFallback),
              }
            : null
        }
        onClose={() => setReporting(false)}
        onReported={() => {
          setReporting(false);
          void utils.settlement.dashboard.invalidate();
        }}
      />
    </Group>
  );
}

const upcomingColumns = (
  t: Translate,
  display: Display,
  currency: TSettlementDashboard['currency'],
  now: Date,
  answers: boolean,
): ListColumn<UpcomingSettlement>[] => [
  {
    key: 'contractNumber',
    title: t('procurement.settlementDashboard.contract'),
    render: (s) => s.contractNumber,
    noWrap: true,
  },
  {
    key: 'supplier',
    title: t('procurement.fields.supplier'),
    render: (s) => <OrgName name={s.supplier} verified={s.supplierVerified} />,
  },
  {
    key: 'dueDate',
    title: t('procurement.settlementDashboard.dueDate'),
    render: (s) => display.date(s.dueDate),
    noWrap: true,
  },
  {
    key: 'amount',
    title: t('procurement.settlementDashboard.amount'),
    render: (s) => display.money(s.amount, currency),
    noWrap: true,
    textAlign: 'right',
  },
  {
    key: 'due',
    title: t('procurement.settlementDashboard.due'),
    render: (s) => <DueBadge dueDate={s.dueDate} now={now} />,
    noWrap: true,
  },
  {
    key: 'status',
    title: t('procurement.fields.status'),
    render: (s) => <StatusBadge status={s.status} />,
    noWrap: true,
  },
  { key: 'reference', title: t('procurement.settlementDashboard.reference'), render: (s) => s.reference ?? '—' },
  // The Actions column only for a caller that may answer one of the rows (the payee's finance, an admin).
  ...(answers
    ? [
        {
          key: 'actions',
          title: t('procurement.settlementDashboard.actions'),
          render: (s: UpcomingSettlement) => <ReceiptActions settlement={s} currency={currency} />,
          noWrap: true,
        },
      ]
    : []),
];

const recentColumns = (
  t: Translate,
  display: Display,
  currency: TSettlementDashboard['currency'],
): ListColumn<RecentSettlement>[] => [
  {
    key: 'contractNumber',
    title: t('procurement.settlementDashboard.contract'),
    render: (s) => s.contractNumber,
    noWrap: true,
  },
  { key: 'reference', title: t('procurement.settlementDashboard.reference'), render: (s) => s.reference ?? '—' },
  {
    key: 'settledAt',
    title: t('procurement.settlementDashboard.settled'),
    render: (s) => display.date(s.settledAt),
    noWrap: true,
  },
  {
    key: 'amount',
    title: t('procurement.settlementDashboard.amount'),
    render: (s) => display.money(s.amount, currency),
    noWrap: true,
    textAlign: 'right',
  },
  {
    key: 'status',
    title: t('procurement.fields.status'),
    render: (s) => <StatusBadge status={s.status} />,
    noWrap: true,
  },
];

/** Settlements falling due, each badged by days to due (spec 001 §2). */
export function UpcomingSettlements({ dashboard }: { dashboard: TSettlementDashboard }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const [now] = useState(() => new Date());
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={4} mb="md">
        {t('procurement.settlementDashboard.upcoming')}
      </Title>
      <DataTable
        list={loadedRows(dashboard.upcomingSettlements)}
        columns={upcomingColumns(
          t,
          display,
          dashboard.currency,
          now,
          anyCanDo(dashboard.upcomingSettlements, 'settlement.confirm') ||
            anyCanDo(dashboard.upcomingSettlements, 'settlement.reject'),
        )}
        texts={{
          loading: '',
          loadFailed: '',
          empty: t(SETTLEMENT_LIST_TEXTS.upcoming.empty),
          emptyText: t(SETTLEMENT_LIST_TEXTS.upcoming.emptyText),
        }}
        emptyIcon={<IconCalendarDue size={32} />}
      />
    </Paper>
  );
}

/** The settlements paid most recently, with their reference and status. */
export function RecentSettlements({ dashboard }: { dashboard: TSettlementDashboard }) {
  const { t } = useTranslation();
  const display = useDisplay();
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={4} mb="md">
        {t('procurement.settlementDashboard.recent')}
      </Title>
      <DataTable
        list={loadedRows(dashboard.recentSettlements)}
        columns={recentColumns(t, display, dashboard.currency)}
        texts={{
          loading: '',
          loadFailed: '',
          empty: t(SETTLEMENT_LIST_TEXTS.recent.empty),
          emptyText: t(SETTLEMENT_LIST_TEXTS.recent.emptyText),
        }}
        emptyIcon={<IconReceipt size={32} />}
      />
    </Paper>
  );
}
