import { formatMoney } from '@energy/domain/money';
import { formatShortDate } from '@energy/domain/dates';
import type { Role } from '@energy/domain/roles';
import type { CONTRACT_SORTS, TContract } from '@energy/domain/schemas/contract';
import { Text } from '@mantine/core';
import type { ListColumn } from '../../../components/data-table/columns';
import { StatusBadge } from '../../../components/StatusBadge';
import { OrgName } from '../../../components/admin/OrgName';

/** Contract Number, RFQ, counterparty, Total Value, Amount Paid, Status, Settlement, Signed. */
export function contractColumns(role: Role | null): ListColumn<TContract, (typeof CONTRACT_SORTS)[number]>[] {
  // A supplier deals with buyers; everyone else looks at the supplier of each contract.
  const supplierView = role === 'supplier';
  return [
    {
      key: 'contractNumber',
      title: 'Contract Number',
      sort: 'contractNumber',
      noWrap: true,
      render: (contract) => (
        <Text size="sm" fw={500}>
          {contract.contractNumber}
        </Text>
      ),
    },
    {
      key: 'rfq',
      title: 'RFQ',
      render: (contract) => (
        <>
          <Text size="sm">{contract.rfqNumber}</Text>
          <Text size="xs" c="dimmed">
            {contract.title}
          </Text>
        </>
      ),
    },
    {
      key: 'counterparty',
      title: supplierView ? 'Buyer' : 'Supplier',
      render: (contract) =>
        supplierView ? (
          <OrgName name={contract.buyerOrgName} verified={contract.buyerOrgVerified} />
        ) : (
          <OrgName name={contract.supplierOrgName} verified={contract.supplierOrgVerified} />
        ),
    },
    {
      key: 'totalValue',
      title: 'Total Value',
      sort: 'totalValue',
      noWrap: true,
      render: (contract) => formatMoney(contract.totalValue, contract.currency),
    },
    {
      key: 'amountPaid',
      title: 'Amount Paid',
      noWrap: true,
      render: (contract) => formatMoney(contract.amountPaid, contract.currency),
    },
    { key: 'status', title: 'Status', noWrap: true, render: (contract) => <StatusBadge status={contract.status} /> },
    {
      key: 'settlementStatus',
      title: 'Settlement',
      noWrap: true,
      render: (contract) => <StatusBadge status={contract.settlementStatus} variant="outline" />,
    },
    {
      key: 'signedAt',
      title: 'Signed',
      noWrap: true,
      render: (contract) => (contract.signedAt ? formatShortDate(contract.signedAt) : '—'),
    },
  ];
}
