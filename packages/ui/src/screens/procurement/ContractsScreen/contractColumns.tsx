import type { Translate } from '@energy/i18n/translator';
import type { Role } from '@energy/domain/roles';
import type { CONTRACT_SORTS, TContract } from '@energy/domain/schemas/contract';
import { Text } from '@mantine/core';
import type { ListColumn } from '../../../components/data-table/columns';
import { StatusBadge } from '../../../components/StatusBadge';
import { OrgName } from '../../../components/admin/OrgName';
import type { Display } from '../../../i18n/useDisplay';

/** Contract Number, RFQ, counterparty, Total Value, Amount Paid, Status, Settlement, Signed. */
export function contractColumns(
  t: Translate,
  display: Display,
  role: Role | null,
): ListColumn<TContract, (typeof CONTRACT_SORTS)[number]>[] {
  // A supplier deals with buyers; everyone else looks at the supplier of each contract.
  const supplierView = role === 'supplier';
  return [
    {
      key: 'contractNumber',
      title: t('procurement.contracts.contractNumber'),
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
      title: t('procurement.fields.rfq'),
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
      title: t(supplierView ? 'procurement.fields.buyer' : 'procurement.fields.supplier'),
      render: (contract) =>
        supplierView ? (
          <OrgName name={contract.buyerOrgName} verified={contract.buyerOrgVerified} />
        ) : (
          <OrgName name={contract.supplierOrgName} verified={contract.supplierOrgVerified} />
        ),
    },
    {
      key: 'totalValue',
      title: t('procurement.contracts.totalValue'),
      sort: 'totalValue',
      noWrap: true,
      render: (contract) => display.money(contract.totalValue, contract.currency),
    },
    {
      key: 'amountPaid',
      title: t('procurement.contracts.amountPaid'),
      noWrap: true,
      render: (contract) => display.money(contract.amountPaid, contract.currency),
    },
    {
      key: 'status',
      title: t('procurement.fields.status'),
      noWrap: true,
      render: (contract) => <StatusBadge status={contract.status} />,
    },
    {
      key: 'settlementStatus',
      title: t('procurement.contracts.settlement'),
      noWrap: true,
      render: (contract) => <StatusBadge status={contract.settlementStatus} variant="outline" />,
    },
    {
      key: 'signedAt',
      title: t('procurement.contracts.signed'),
      noWrap: true,
      render: (contract) => (contract.signedAt ? display.date(contract.signedAt) : '—'),
    },
  ];
}
