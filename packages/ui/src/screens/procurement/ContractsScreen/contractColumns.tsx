import type { Translate } from '@energy/i18n/translator';
import type { Role } from '@energy/domain/roles';
import type { CONTRACT_SORTS, TContract } from '@energy/domain/schemas/contract';
import { Badge, Stack, Text } from '@mantine/core';
import type { ListColumn } from '../../../components/data-table/columns';
import { StatusBadge } from '../../../components/StatusBadge';
import { OrgName } from '../../../components/admin/OrgName';
import type { Display } from '../../../i18n/useDisplay';

/**
 * A formula contract's mark in the list: "Formula · provisional" until every quote of its pricing period exists and its
 * final price is fixed, then "Formula · final"; none for a fixed price.
 */
export function formulaPriceBadge(
  contract: Pick<TContract, 'pricing' | 'priceFixedAt'>,
): { text: 'procurement.formula.contractProvisional' | 'procurement.formula.contractFinal'; color: string } | null {
  if (contract.pricing.type !== 'formula') return null;
  return contract.priceFixedAt === null
    ? { text: 'procurement.formula.contractProvisional', color: 'yellow' }
    : { text: 'procurement.formula.contractFinal', color: 'grape' };
}

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
      render: (contract) => {
        const badge = formulaPriceBadge(contract);
        // A formula contract is worth its final price once fixed, its provisional one until then.
        const value = display.money(contract.finalTotal ?? contract.totalValue, contract.currency);
        return badge ? (
          <Stack gap={2} align="flex-start">
            <Text size="sm">{value}</Text>
            <Badge size="xs" variant="light" color={badge.color}>
              {t(badge.text)}
            </Badge>
          </Stack>
        ) : (
          value
        );
      },
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
