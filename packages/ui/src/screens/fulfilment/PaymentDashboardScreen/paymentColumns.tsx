import { formatMoney } from '@energy/domain/money';
import { formatShortDate } from '@energy/domain/dates';
import type { PAYMENT_SORTS, TPayment } from '@energy/domain/schemas/fulfilment';
import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { canDo } from '../../../components/allowedActions';
import type { ListColumn } from '../../../components/data-table/columns';
import { EscrowRelease, ESCROW_TEXTS } from '../../../components/fulfilment/EscrowRelease';
import { methodLabel } from '../../../components/fulfilment/moneyTotals';
import { StatusBadge } from '../../../components/StatusBadge';
import { OrgName } from '../../../components/admin/OrgName';

/** Payment Number (with its order), Payer, Payee, Amount, Method, Status, escrow, Created. */
export const PAYMENT_COLUMNS: ListColumn<TPayment, (typeof PAYMENT_SORTS)[number]>[] = [
  {
    key: 'paymentNumber',
    title: 'Payment Number',
    sort: 'paymentNumber',
    noWrap: true,
    render: (payment) => (
      <>
        <Text size="sm" fw={500}>
          {payment.paymentNumber}
        </Text>
        <Text size="xs" c="dimmed">
          {payment.orderNumber}
        </Text>
      </>
    ),
  },
  {
    key: 'payer',
    title: 'Payer',
    render: (payment) => <OrgName name={payment.payerOrg.name} verified={payment.payerOrg.verified} />,
  },
  {
    key: 'payee',
    title: 'Payee',
    render: (payment) => <OrgName name={payment.payeeOrg.name} verified={payment.payeeOrg.verified} />,
  },
  {
    key: 'amount',
    title: 'Amount',
    sort: 'amount',
    noWrap: true,
    render: (payment) => formatMoney(payment.amount, payment.currency),
  },
  { key: 'method', title: 'Method', render: (payment) => methodLabel(payment.paymentMethod) },
  { key: 'status', title: 'Status', noWrap: true, render: (payment) => <StatusBadge status={payment.status} /> },
  { key: 'escrow', title: ESCROW_TEXTS.column, render: (payment) => <EscrowRelease escrow={payment.escrow} /> },
  {
    key: 'createdAt',
    title: 'Created',
    sort: 'createdAt',
    noWrap: true,
    render: (payment) => formatShortDate(payment.createdAt),
  },
];

/** payment.process runs a pending payment, or retries a failed one: the label only says which. */
const processLabel = (payment: TPayment) => (payment.status === 'failed' ? 'Retry' : 'Process');

/** Process only where `allowedActions` lists payment.process; View always (reading is not a verb). */
export function PaymentRowActions({
  payment,
  onProcess,
  onView,
}: {
  payment: TPayment;
  onProcess: () => void;
  onView: () => void;
}) {
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      {canDo(payment, 'payment.process') && (
        <Button size="xs" aria-label={`${processLabel(payment)} ${payment.paymentNumber}`} onClick={onProcess}>
          {processLabel(payment)}
        </Button>
      )}
      <ActionIcon variant="subtle" aria-label={`View ${payment.paymentNumber}`} onClick={onView}>
        <IconEye size={18} />
      </ActionIcon>
    </Group>
  );
}
