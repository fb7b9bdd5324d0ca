import { DUE_SOON_DAYS } from '@energy/domain/constants';
import { formatMoney, formatShortDate } from '@energy/domain/money';
import { dueBadge, type TSettlementDashboard } from '@energy/domain/schemas/contract';
import { Badge, Paper, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { StatusBadge } from '../../../components/StatusBadge';

const DUE_BADGE_COLORS = { Overdue: 'red', 'Due Today': 'orange', 'Due Soon': 'yellow' } as const;

/** Settlements falling due, each badged by days to due (spec 001 §2). */
export function UpcomingSettlements({ dashboard }: { dashboard: TSettlementDashboard }) {
  const [now] = useState(() => new Date());
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={4} mb="md">Upcoming Settlements</Title>
      {dashboard.upcomingSettlements.length === 0 ? (
        <Text size="sm" c="dimmed">No settlements falling due.</Text>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr><Table.Th>Contract</Table.Th><Table.Th>Supplier</Table.Th><Table.Th>Due Date</Table.Th><Table.Th>Amount</Table.Th><Table.Th>Due</Table.Th></Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {dashboard.upcomingSettlements.map((settlement) => {
              const badge = dueBadge(settlement.dueDate, now, DUE_SOON_DAYS);
              return (
                <Table.Tr key={settlement.id}>
                  <Table.Td>{settlement.contractNumber}</Table.Td>
                  <Table.Td>{settlement.supplier}</Table.Td>
                  <Table.Td>{formatShortDate(settlement.dueDate)}</Table.Td>
                  <Table.Td>{formatMoney(settlement.amount, dashboard.currency)}</Table.Td>
                  <Table.Td>{badge && <Badge color={DUE_BADGE_COLORS[badge]}>{badge}</Badge>}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}

export function RecentSettlements({ dashboard }: { dashboard: TSettlementDashboard }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={4} mb="md">Recent Settlements</Title>
      {dashboard.recentSettlements.length === 0 ? (
        <Text size="sm" c="dimmed">No settlements recorded yet.</Text>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr><Table.Th>Contract</Table.Th><Table.Th>Reference</Table.Th><Table.Th>Settled</Table.Th><Table.Th>Amount</Table.Th><Table.Th>Status</Table.Th></Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {dashboard.recentSettlements.map((settlement) => (
              <Table.Tr key={settlement.id}>
                <Table.Td>{settlement.contractNumber}</Table.Td>
                <Table.Td>{settlement.reference ?? '—'}</Table.Td>
                <Table.Td>{formatShortDate(settlement.settledAt)}</Table.Td>
                <Table.Td>{formatMoney(settlement.amount, dashboard.currency)}</Table.Td>
                <Table.Td><StatusBadge status={settlement.status} /></Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
