import type { Translate } from '@energy/i18n/translator';
import type { PAYMENT_SORTS, TPayment } from '@energy/domain/schemas/fulfilment';
import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabels, type Labels } from '../../../i18n/labels';
import { useDisplay, type Display } from '../../../i18n/useDisplay';
import { canDo } from '../../../components/allowedActions';
import type { ListColumn } from '../../../components/data-table/columns';
import { EscrowRelease, ESCROW_TEXTS } from '../../../components/fulfilment/EscrowRelease';
import { StatusBadge } from '../../../components/StatusBadge';
import { OrgName } from '../../../components/admin/OrgName';

/** Payment Number (with its order), Payer, Payee, Amount, Method, Status, escrow, Created. */
type PaymentColumn = ListColumn<TPayment, (typeof PAYMENT_SORTS)[number]>;

const paymentColumns = (t: Translate, display: Display, labels: Labels): PaymentColumn[] => [
  {
    key: 'paymentNumber',
    title: t('fulfilment.payments.paymentNumber'),
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
    title: t('fulfilment.payments.payer'),
    render: (payment) => <OrgName name={payment.payerOrg.name} verified={payment.payerOrg.verified} />,
  },
  {
    key: 'payee',
    title: t('fulfilment.payments.payee'),
    render: (payment) => <OrgName name={payment.payeeOrg.name} verified={payment.payeeOrg.verified} />,
  },
  {
    key: 'amount',
    title: t('fulfilment.payments.amount'),
    sort: 'amount',
    noWrap: true,
    render: (payment) => display.money(payment.amount, payment.currency),
  },
  {
    key: 'method',
    title: t('fulfilment.payments.method'),
    render: (payment) => labels.of('paymentMethodTitle', payment.paymentMethod),
  },
  {
    key: 'status',
    title: t('fulfilment.fields.status'),
    noWrap: true,
    render: (payment) => <StatusBadge status={payment.status} />,
  },
  { key: 'escrow', title: t(ESCROW_TEXTS.column), render: (payment) => <EscrowRelease escrow={payment.escrow} /> },
  {
    key: 'createdAt',
    title: t('fulfilment.payments.created'),
    sort: 'createdAt',
    noWrap: true,
    render: (payment) => display.date(payment.createdAt),
  },
];

/** The payment list's columns in the user's language. */
export function usePaymentColumns(): PaymentColumn[] {
  const { t } = useTranslation();
  const display = useDisplay();
  const labels = useLabels();
  return useMemo(() => paymentColumns(t, display, labels), [t, display, labels]);
}

/** payment.process runs a pending payment, or retries a failed one: the label only says which. */
const processLabel = (payment: TPayment) =>
  payment.status === 'failed' ? 'fulfilment.payments.retry' : 'fulfilment.payments.process';

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
  const { t } = useTranslation();
  const mayProcess = canDo(payment, 'payment.process');
  const action = t(processLabel(payment));
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      {mayProcess && (
        <Button
          size="xs"
          aria-label={t('fulfilment.payments.actionLabel', { action, paymentNumber: payment.paymentNumber })}
          onClick={onProcess}
        >
          {action}
        </Button>
      )}
      <ActionIcon
        variant="subtle"
        aria-label={t('fulfilment.payments.view', { paymentNumber: payment.paymentNumber })}
        onClick={onView}
      >
        <IconEye size={18} />
      </ActionIcon>
    </Group>
  );
}
