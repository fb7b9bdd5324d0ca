import type { TPayment } from '@energy/domain/schemas/fulfilment';
import { Divider, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { DeferredModal } from '../../../components/DeferredModal';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../../i18n/labels';
import { useDisplay } from '../../../i18n/useDisplay';
import { EscrowRelease, ESCROW_TEXTS } from '../../../components/fulfilment/EscrowRelease';
import { StatusBadge } from '../../../components/StatusBadge';
import { OrgName } from '../../../components/admin/OrgName';
import { Fact } from '../../../components/Fact';

function LedgerTable({ payment }: { payment: TPayment }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const display = useDisplay();
  if (payment.ledger.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('fulfilment.paymentDetail.noLedger')}
      </Text>
    );
  }
  return (
    <Table striped aria-label={t('fulfilment.paymentDetail.ledgerEntries')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('fulfilment.paymentDetail.type')}</Table.Th>
          <Table.Th>{t('fulfilment.paymentDetail.debitAccount')}</Table.Th>
          <Table.Th>{t('fulfilment.paymentDetail.creditAccount')}</Table.Th>
          <Table.Th>{t('fulfilment.payments.amount')}</Table.Th>
          <Table.Th>{t('fulfilment.paymentDetail.time')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {payment.ledger.map((entry) => (
          <Table.Tr key={entry.id}>
            <Table.Td>{labels.status(entry.entryType)}</Table.Td>
            <Table.Td>{entry.debitAccountName}</Table.Td>
            <Table.Td>{entry.creditAccountName}</Table.Td>
            <Table.Td>{display.money(entry.amount, payment.currency)}</Table.Td>
            <Table.Td>{display.dateTime(entry.createdAt)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A payment's facts and its double-entry ledger: capture into escrow, release to the payee, refunds. */
export function PaymentDetailModal({ payment, onClose }: { payment: TPayment | null; onClose: () => void }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const labels = useLabels();
  return (
    <DeferredModal
      opened={payment !== null}
      onClose={onClose}
      title={
        payment
          ? t('fulfilment.paymentDetail.title', { paymentNumber: payment.paymentNumber })
          : t('fulfilment.paymentDetail.titleEmpty')
      }
      size="xl"
    >
      {payment && (
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Fact label={t('fulfilment.paymentDetail.order')}>{payment.orderNumber}</Fact>
            <Fact label={t('fulfilment.payments.amount')}>{display.money(payment.amount, payment.currency)}</Fact>
            <Fact label={t('fulfilment.fields.status')}>
              <StatusBadge status={payment.status} />
            </Fact>
            <Fact label={t('fulfilment.payments.payer')}>
              <OrgName name={payment.payerOrg.name} verified={payment.payerOrg.verified} />
            </Fact>
            <Fact label={t('fulfilment.payments.payee')}>
              <OrgName name={payment.payeeOrg.name} verified={payment.payeeOrg.verified} />
            </Fact>
            <Fact label={t('fulfilment.payments.method')}>
              {labels.of('paymentMethodTitle', payment.paymentMethod)}
            </Fact>
            <Fact label={t('fulfilment.paymentDetail.reference')}>{payment.providerReference ?? '—'}</Fact>
            <Fact label={t('fulfilment.payments.created')}>{display.date(payment.createdAt)}</Fact>
            <Fact label={t(ESCROW_TEXTS.column)}>
              <EscrowRelease escrow={payment.escrow} />
            </Fact>
          </SimpleGrid>
          <Text size="sm">{payment.description}</Text>
          {payment.failureReason && (
            <Text size="sm" c="red">
              {payment.failureReason}
            </Text>
          )}
          <Divider label={t('fulfilment.paymentDetail.ledger')} labelPosition="left" />
          <LedgerTable payment={payment} />
        </Stack>
      )}
    </DeferredModal>
  );
}
