import type { RFQ_SORTS, TRfq } from '@energy/domain/schemas/rfq';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Translate } from '@energy/i18n/translator';
import type { ListColumn } from '../../../components/data-table/columns';
import { OrgName } from '../../../components/admin/OrgName';
import { StatusBadge } from '../../../components/StatusBadge';
import { useDisplay, type Display } from '../../../i18n/useDisplay';
import { useLabels, type Labels } from '../../../i18n/labels';

type RfqColumn = ListColumn<TRfq, (typeof RFQ_SORTS)[number]>;

/** A buyer reads its own RFQs; suppliers and admins also read whose RFQ it is, with the buyer's Verified mark. */
const titleColumn = (t: Translate, showBuyer: boolean): RfqColumn => ({
  key: 'title',
  title: t('procurement.fields.title'),
  sort: 'title',
  render: (rfq) =>
    showBuyer ? (
      <>
        <Text size="sm">{rfq.title}</Text>
        <OrgName name={rfq.buyerOrgName} verified={rfq.buyerOrgVerified} size="xs" c="dimmed" />
      </>
    ) : (
      rfq.title
    ),
});

/** RFQ Number, Title, Product Type, Quantity, Status, Close Date (spec 000 §2); Actions come from the table. */
const rfqColumns = (t: Translate, display: Display, labels: Labels, showBuyer: boolean): RfqColumn[] => [
  {
    key: 'rfqNumber',
    title: t('procurement.fields.rfqNumber'),
    sort: 'rfqNumber',
    noWrap: true,
    render: (rfq) => (
      <Text fw={500} size="sm">
        {rfq.rfqNumber}
      </Text>
    ),
  },
  titleColumn(t, showBuyer),
  {
    key: 'productType',
    title: t('procurement.fields.productType'),
    render: (rfq) =>
      `${labels.of('productType', rfq.productType)}${rfq.refinedProductType ? ` (${rfq.refinedProductType})` : ''}`,
  },
  {
    key: 'quantity',
    title: t('procurement.fields.quantity'),
    noWrap: true,
    render: (rfq) => `${display.number(rfq.quantity)} ${labels.of('unit', rfq.unit)}`,
  },
  {
    key: 'status',
    title: t('procurement.fields.status'),
    noWrap: true,
    render: (rfq) => <StatusBadge status={rfq.status} variant="filled" />,
  },
  {
    key: 'closeDate',
    title: t('procurement.fields.closeDate'),
    sort: 'closeDate',
    noWrap: true,
    render: (rfq) => display.date(rfq.closeDate),
  },
];

/** The RFQ list's columns in the user's language; with the buyer's name for suppliers and admins. */
export function useRfqColumns(showBuyer: boolean): RfqColumn[] {
  const { t } = useTranslation();
  const display = useDisplay();
  const labels = useLabels();
  return useMemo(() => rfqColumns(t, display, labels, showBuyer), [t, display, labels, showBuyer]);
}
